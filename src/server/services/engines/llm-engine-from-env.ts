import type { Env } from '../../env';
import { createLlmEngine } from './llm';
import { languageModelFromEnv } from './providers';
import type { DraftingEngine } from './types';

/** The LLM engine the environment configures (LLM_PROVIDER is not `offline`), in this thread. */
export function llmEngineFromEnv(env: Env): DraftingEngine {
  return createLlmEngine({
    name: env.LLM_PROVIDER,
    model: env.LLM_MODEL ?? '',
    languageModel: languageModelFromEnv(env),
    maxRetries: env.LLM_MAX_RETRIES,
    maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
  });
}
