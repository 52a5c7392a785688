import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below this width the navigation is a drawer over the page instead of a column beside it: Word's
 * task pane (320–500 px wide) and phones would otherwise give the page what is left of 232 px.
 */
export const NARROW_QUERY = '(max-width: 767px)';

/** Whether a media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
