import type { DraftingEngine, EngineChunk, SectionTask } from '../engines/types';

/** The first section's request, sent before the generation is accepted. */
export interface PrimedEngine {
  /** The engine to run the generation with: its first matching call gets the primed stream. */
  readonly engine: DraftingEngine;
  /** The generation was refused: abort the primed request (nothing was streamed). */
  discard(): void;
}

type PrimeTask = Omit<SectionTask, 'signal' | 'repair'>;

/**
 * Starts writing the first section at once, while the server finishes accepting the generation
 * (row lock, checks, insert): a model provider takes from tens of milliseconds to seconds before
 * its first token, and the acceptance work hides in that wait instead of adding to it.
 *
 * The primed stream is handed to the run's first `writeSection` call for the same section (a draft
 * pass); its abort signal is tied to the run's. Later calls go to `engine` as they are. If the
 * run never asks for it, `discard` aborts it.
 */
export function primeFirstSection(engine: DraftingEngine, task: PrimeTask): PrimedEngine {
  const controller = new AbortController();
  const iterator = engine
    .writeSection({ ...task, signal: controller.signal })
    [Symbol.asyncIterator]();
  const first = iterator.next();
  first.catch(() => undefined); // surfaced when the run reads it; ignored when discarded
  let claimed = false;

  async function* primed(signal: AbortSignal): AsyncGenerator<EngineChunk> {
    const stop = () => controller.abort();
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    try {
      let result = await first;
      while (!result.done) {
        yield result.value;
        result = await iterator.next();
      }
    } finally {
      signal.removeEventListener('abort', stop);
      stop(); // a reader that stops early must not leave the request open
      await iterator.return?.();
    }
  }

  return {
    engine: {
      name: engine.name,
      model: engine.model,
      canRepair: engine.canRepair,
      remote: engine.remote,
      refuse: (input) => engine.refuse(input),
      writeSection(run: SectionTask) {
        if (claimed || run.repair || run.section !== task.section) return engine.writeSection(run);
        claimed = true;
        return primed(run.signal);
      },
    },
    discard() {
      if (claimed) return;
      claimed = true;
      controller.abort();
      void Promise.resolve(iterator.return?.()).catch(() => undefined);
    },
  };
}
