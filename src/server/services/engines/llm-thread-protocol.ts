import type { EngineChunk, SectionTask } from './types';

/** How long the model-stream thread gathers streamed text before sending it (ms). */
export const FLUSH_MS = 20;

/** To the thread: write a section (a SectionTask without its signal), or stop writing one. */
export type ThreadRequest =
  { op: 'write'; id: number; task: Omit<SectionTask, 'signal'> } | { op: 'abort'; id: number };

/** From the thread, in order per stream: a chunk, the end, or the failure that ended it. */
export type ThreadItem =
  | { id: number; chunk: EngineChunk; end?: undefined; error?: undefined }
  | { id: number; end: true; chunk?: undefined; error?: undefined }
  | {
      id: number;
      /** `engine`: an EngineError (its detail is `message`); else an unexpected failure. */
      error: { engine: boolean; message: string };
      chunk?: undefined;
      end?: undefined;
    };
