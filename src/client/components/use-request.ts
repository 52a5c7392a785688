import { useCallback, useState } from 'react';
import type { ErrorDescription } from '../app/errors';
import { ApiError } from '../app/http';
import { describeError } from '../app/errors';

/** State of one user-triggered request: whether it runs, and the catalogue's description of its failure. */
export interface RequestState {
  pending: boolean;
  error: ErrorDescription | null;
  /** Runs the call; resolves to its result, or undefined when it failed (the error is then set). */
  run: <T>(call: () => Promise<T>) => Promise<T | undefined>;
  clearError: () => void;
}

/** Turns anything thrown into a catalogue description. */
export function toDescription(error: unknown): ErrorDescription {
  if (error instanceof ApiError) return error.description;
  const message = error instanceof Error ? error.message : String(error);
  return { ...describeError(0, '', undefined), detail: message };
}

/** Runs form submissions through `apiRequest` and keeps the pending flag and error for the form. */
export function useRequest(): RequestState {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await call();
    } catch (caught) {
      setError(toDescription(caught));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError };
}
