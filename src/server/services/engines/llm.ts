import { APICallError, streamText, type LanguageModel } from 'ai';
import type { EngineName } from '../../../core/api/generation';
import { sectionPrompt, systemPrompt } from './prompts';
import { EngineError, type DraftingEngine, type EngineChunk, type SectionTask } from './types';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the model provider';
  }
}

function causeCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns an SDK or network error into words a user can act on (never the request body). */
export function describeUpstreamError(err: unknown, provider: EngineName): EngineError {
  if (err instanceof EngineError) return err;
  if (APICallError.isInstance(err)) {
    if (err.statusCode) {
      const said = err.message.replace(/\s+/g, ' ').slice(0, 200);
      return new EngineError(
        `The model provider (${provider}) answered HTTP ${err.statusCode}: ${said}`,
      );
    }
    const code = causeCode(err);
    return new EngineError(
      `Could not reach the model provider at ${hostOf(err.url)}${code ? ` (${code})` : ''}.`,
    );
  }
  const code = causeCode(err);
  if (code) return new EngineError(`The connection to the model provider failed (${code}).`);
  const name = err instanceof Error ? err.name : 'error';
  return new EngineError(`The model provider's answer could not be read (${name}).`);
}

/** A drafting engine over any AI SDK language model. */
export function createLlmEngine(opts: {
  name: EngineName;
  model: string;
  languageModel: LanguageModel;
}): DraftingEngine {
  const { name, model, languageModel } = opts;
  return {
    name,
    model,
    canRepair: true,
    refuse: (disclosure) =>
      disclosure.trim() ? null : 'The draft has no disclosure to write from. Add one first.',
    async *writeSection(task: SectionTask): AsyncGenerator<EngineChunk> {
      const result = streamText({
        model: languageModel,
        system: systemPrompt(task),
        prompt: sectionPrompt(task),
        abortSignal: task.signal,
        temperature: 0.2,
        maxRetries: 0,
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (part.text) yield { type: 'text', text: part.text };
        } else if (part.type === 'finish') {
          yield {
            type: 'usage',
            usage: {
              input_tokens: part.totalUsage.inputTokens ?? 0,
              output_tokens: part.totalUsage.outputTokens ?? 0,
            },
          };
        } else if (part.type === 'error') {
          if (task.signal.aborted) return;
          throw describeUpstreamError(part.error, name);
        } else if (part.type === 'abort') {
          return;
        }
      }
    },
  };
}
