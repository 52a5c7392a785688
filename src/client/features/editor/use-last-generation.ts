import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useLastGenerationQuery } from './drafts-api';
import { lastGenerationLoaded } from './editor-slice';
import { WATCH_TIMINGS } from './use-watch-generation';

/**
 * Shows the draft's last generation (state, engine, model) when the draft opens, and looks again
 * every few seconds so a generation started in another tab or device is noticed.
 */
export function useLastGeneration(draftId: string): void {
  const dispatch = useAppDispatch();
  const { data } = useLastGenerationQuery(draftId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: WATCH_TIMINGS.detectMs,
    // Only new data re-renders the page (not each poll's fetching flags): a poll must not
    // re-render the editor while the user types.
    selectFromResult: ({ data }) => ({ data }),
  });
  const last = data?.data[0];
  useEffect(() => {
    if (last) dispatch(lastGenerationLoaded(last));
  }, [dispatch, last]);
}
