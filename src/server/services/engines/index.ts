import type { Env } from '../../env';
import type { CpuPool } from '../workers/pool';
import { createLlmEngine } from './llm';
import { createOfflineEngine } from './offline';
import { languageModelFromEnv } from './providers';
import type { DraftingEngine } from './types';

/**
 * The drafting engine the environment asks for (offline unless an LLM provider is set); the
 * offline engine drafts on `pool`'s threads.
 */
export function engineFromEnv(env: Env, pool: CpuPool): DraftingEngine {
  if (env.LLM_PROVIDER === 'offline') return createOfflineEngine(pool);
  return createLlmEngine({
    name: env.LLM_PROVIDER,
    model: env.LLM_MODEL ?? '',
    languageModel: languageModelFromEnv(env),
    maxRetries: env.LLM_MAX_RETRIES,
    maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
  });
}
