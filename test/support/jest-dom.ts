import '@testing-library/jest-dom';

// Client tests run the editor's real timers (autosave's quiet period, lazy chunks) on shared,
// often loaded machines, where a stalled worker occasionally misses a wait. A failed test runs once
// more and its first failure is printed; a test that fails twice fails the run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
