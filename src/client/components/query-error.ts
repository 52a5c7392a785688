import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorDescription } from '../app/errors';

/** An RTK Query hook's `error` as a catalogue description (null when there is none). */
export function queryError(
  error: ErrorDescription | SerializedError | undefined,
): ErrorDescription | null {
  if (!error) return null;
  if ('title' in error) return error;
  return { status: 0, title: 'Error', detail: error.message ?? 'Something went wrong.' };
}
