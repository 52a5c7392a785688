import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SectionName } from '../../../core/api/drafts';
import type { DraftDocument, FieldKey } from './draft-document';

/** A non-section field of the open draft as React state: its value and a setter (a user edit). */
export function useField(
  document: DraftDocument,
  key: Exclude<FieldKey, SectionName>,
): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    useCallback((listener) => document.subscribe((k) => k === key && listener()), [document, key]),
    () => document.get(key),
  );
  const set = useCallback((v: string) => document.edit(key, v), [document, key]);
  return [value, set];
}

/**
 * Whether there is something to draft from: a disclosure, or claims (the rest is then written
 * from the claims). Renders again only when that flips, not on every keystroke.
 */
export function useCanDraft(document: DraftDocument): boolean {
  return useSyncExternalStore(
    useCallback(
      (listener) => document.subscribe((k) => (k === 'disclosure' || k === 'claims') && listener()),
      [document],
    ),
    () => document.get('disclosure').trim() !== '' || !document.isEmpty('claims'),
  );
}

/**
 * Which of these sections are empty now, as a sorted comma-joined key (stable between renders);
 * renders again only when one fills or empties, not on every keystroke.
 */
export function useEmptySections(
  document: DraftDocument,
  sections: readonly SectionName[],
): ReadonlySet<SectionName> {
  const key = sections.join(',');
  const empty = useSyncExternalStore(
    useCallback(
      (listener) =>
        document.subscribe((k) => key.split(',').includes(k as SectionName) && listener()),
      [document, key],
    ),
    () => sections.filter((s) => document.isEmpty(s)).join(','),
  );
  return useMemo(() => new Set(empty ? (empty.split(',') as SectionName[]) : []), [empty]);
}

/** Why Generate is off while there is nothing to draft from. */
export const NEEDS_DISCLOSURE =
  'Write or paste the invention disclosure first (Disclosure tab); the draft is generated from it.';
