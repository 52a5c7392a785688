import { useCallback, useSyncExternalStore } from 'react';
import type { DraftDocument, FieldKey } from './draft-document';

/** A non-section field of the open draft as React state: its value and a setter (a user edit). */
export function useField(
  document: DraftDocument,
  key: Extract<FieldKey, 'name' | 'disclosure' | 'jurisdiction'>,
): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    useCallback((listener) => document.subscribe((k) => k === key && listener()), [document, key]),
    () => document.get(key),
  );
  const set = useCallback((v: string) => document.edit(key, v), [document, key]);
  return [value, set];
}
