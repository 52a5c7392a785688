import { useCallback, useSyncExternalStore } from 'react';
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
