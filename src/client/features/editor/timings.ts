/** Delays of the editor, in milliseconds (tests shorten them). */
export const EDITOR_TIMINGS = {
  /** Quiet time after the last edit before an autosave. */
  saveDelayMs: 1000,
  /** Longest an edit waits for its autosave while the user keeps typing. */
  saveMaxWaitMs: 5000,
  /** Quiet time before unsaved edits are copied to localStorage (a 300-page section is slow to copy). */
  backupDelayMs: 700,
  /** Quiet time after an edit before the checks run again. */
  analysisDelayMs: 400,
  /** First retry after a save failed for lack of a connection (doubles up to `retryMaxMs`). */
  retryMs: 2000,
  retryMaxMs: 30_000,
};
