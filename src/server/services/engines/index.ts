import type { Env } from '../../env';
import type { CpuPool } from '../workers/pool';
import { llmEngineFromEnv } from './llm-engine-from-env';
import { createThreadedLlmEngine } from './llm-thread';
import { createOfflineEngine } from './offline';
import type { DraftingEngine } from './types';

/**
 * The drafting engine the environment asks for (offline unless an LLM provider is set); the
 * offline engine drafts on `pool`'s threads, an LLM's requests run on a thread of their own
 * (llm-thread.ts; `close` ends it). Under Jest the LLM engine runs in-process, as the pool does
 * (the threaded path has its own tests).
 */
export function engineFromEnv(
  env: Env,
  pool: CpuPool,
): DraftingEngine & { close?(): Promise<void> } {
  if (env.LLM_PROVIDER === 'offline') return createOfflineEngine(pool);
  if (process.env.JEST_WORKER_ID !== undefined) return llmEngineFromEnv(env);
  return createThreadedLlmEngine(env);
}
