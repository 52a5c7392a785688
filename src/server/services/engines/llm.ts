import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { APICallError } from 'ai';
import type { EngineName } from '../../../core/api/generation';
import { sectionPrompt, systemPrompt } from './prompts';
import {
  causeCode,
  isRetryable,
  retryAfterMs,
  retryDelayMs,
  statusLine,
  times,
  waitUnlessAborted,
} from './retry';
import {
  EngineError,
  type DraftingEngine,
  type EngineChunk,
  type RefuseInput,
  type SectionTask,
} from './types';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the model provider';
  }
}

/** How many times an answer came, and whether the provider asked for a wait we would not make. */
interface Tries {
  attempts: number;
  /** Status of every attempt that got one, in order. */
  statuses?: number[];
  refusedWaitMs?: number;
}

/** Turns an SDK or network error into words a user can act on (never the request body). */
export function describeUpstreamError(
  err: unknown,
  provider: EngineName,
  tries: Tries = { attempts: 1 },
): EngineError {
  if (err instanceof EngineError) return err;
  const { attempts } = tries;
  const later = attempts > 1 || tries.refusedWaitMs !== undefined ? '; try again later' : '';
  if (APICallError.isInstance(err)) {
    const status = statusLine(err);
    if (status) {
      const said = err.message.replace(/\s+/g, ' ').slice(0, 200);
      const statuses = tries.statuses ?? [];
      const same = statuses.length === attempts && statuses.every((s) => s === err.statusCode);
      let what = `answered ${status}`;
      if (attempts > 1) {
        what = same
          ? `answered ${status} ${times(attempts)}`
          : `failed ${times(attempts)}; its last answer was ${status}`;
      }
      if (tries.refusedWaitMs !== undefined)
        what += ` and asked to wait ${Math.ceil(tries.refusedWaitMs / 1000)} s`;
      return new EngineError(`The model provider (${provider}) ${what} ("${said}")${later}.`);
    }
    const code = causeCode(err);
    const tried = attempts > 1 ? `, tried ${times(attempts)}${later}` : '';
    if (err.statusCode)
      return new EngineError(
        `The model provider's answer broke off${code ? ` (${code})` : ''}${tried}.`,
      );
    return new EngineError(
      `Could not reach the model provider at ${hostOf(err.url)}${code ? ` (${code})` : ''}${tried}.`,
    );
  }
  const code = causeCode(err);
  if (code) {
    const tried = attempts > 1 ? `, tried ${times(attempts)}${later}` : '';
    return new EngineError(`The connection to the model provider failed (${code})${tried}.`);
  }
  const name = err instanceof Error ? err.name : 'error';
  return new EngineError(`The model provider's answer could not be read (${name}).`);
}

/** An upstream failure of one attempt, with whether any text had arrived before it. */
class AttemptError extends Error {
  constructor(
    readonly upstream: unknown,
    readonly afterText: boolean,
  ) {
    super('upstream attempt failed');
  }
}

/** An LLM engine's refusal: only a draft with nothing to write from (no disclosure, no claims). */
export async function refuseWithoutDisclosure({
  disclosure,
  claims,
}: RefuseInput): Promise<string | null> {
  return disclosure.trim() || claims?.trim()
    ? null
    : 'The draft has no disclosure to write from. Add one first.';
}

/** A drafting engine over any AI SDK language model. */
export function createLlmEngine(opts: {
  name: EngineName;
  model: string;
  languageModel: LanguageModelV3;
  /** Retries of a request that failed (429, 5xx, connection) before any text arrived. */
  maxRetries?: number;
  /** Passed to the provider as its output limit; unset leaves the provider's default. */
  maxOutputTokens?: number;
}): DraftingEngine {
  const { name, model, languageModel, maxRetries = 0, maxOutputTokens } = opts;

  /**
   * One request, straight through the model's `doStream` (the provider package's streaming call):
   * `streamText` would add its own stream layers, step handling and prompt validation, which cost
   * milliseconds before the first token and nothing we use (one system and one user message).
   */
  async function* attempt(task: SectionTask): AsyncGenerator<EngineChunk> {
    let afterText = false;
    let reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart> | undefined;
    try {
      const { stream } = await languageModel.doStream({
        prompt: [
          { role: 'system', content: systemPrompt(task) },
          { role: 'user', content: [{ type: 'text', text: sectionPrompt(task) }] },
        ],
        temperature: 0.2,
        maxOutputTokens,
        abortSignal: task.signal,
      });
      reader = stream.getReader();
      for (;;) {
        const { value: part, done } = await reader.read();
        if (done) return;
        if (part.type === 'text-delta') {
          if (part.delta) {
            afterText = true;
            yield { type: 'text', text: part.delta };
          }
        } else if (part.type === 'finish') {
          if (part.finishReason.unified === 'length') yield { type: 'cut_off' };
          yield {
            type: 'usage',
            usage: {
              input_tokens: part.usage.inputTokens.total ?? 0,
              output_tokens: part.usage.outputTokens.total ?? 0,
            },
          };
        } else if (part.type === 'error') {
          throw part.error;
        }
      }
    } catch (err) {
      // An HTTP error is thrown by the request; a broken stream by the reader or as an error part.
      if (task.signal.aborted) return;
      throw new AttemptError(err, afterText);
    } finally {
      // A reader that stops early (a cancel, a failure) lets go of the response body.
      void reader?.cancel().catch(() => undefined);
    }
  }

  return {
    name,
    model,
    canRepair: true,
    remote: true,
    refuse: refuseWithoutDisclosure,
    async *writeSection(task: SectionTask): AsyncGenerator<EngineChunk> {
      const statuses: number[] = [];
      for (let tries = 1; ; tries++) {
        try {
          yield* attempt(task);
          return;
        } catch (err) {
          if (!(err instanceof AttemptError)) throw describeUpstreamError(err, name);
          const { upstream } = err;
          if (APICallError.isInstance(upstream) && upstream.statusCode)
            statuses.push(upstream.statusCode);
          if (err.afterText || !isRetryable(upstream) || tries > maxRetries) {
            throw describeUpstreamError(upstream, name, { attempts: tries, statuses });
          }
          const waitMs = retryDelayMs(upstream, tries - 1);
          if (waitMs === null) {
            throw describeUpstreamError(upstream, name, {
              attempts: tries,
              statuses,
              refusedWaitMs: retryAfterMs(upstream) ?? undefined,
            });
          }
          yield {
            type: 'retry',
            attempt: tries,
            waitMs,
            status: APICallError.isInstance(upstream) ? upstream.statusCode : undefined,
          };
          await waitUnlessAborted(waitMs, task.signal);
          if (task.signal.aborted) return;
        }
      }
    },
  };
}
