import { draftFromDisclosure, type Draft } from '../../../core/patent/engine';
import type { Jurisdiction } from '../../../core/api/drafts';
import type { DraftingEngine, EngineChunk, SectionTask } from './types';

/** Model name reported for the embedded engine. */
export const OFFLINE_MODEL = 'claimwright-offline-1';
const CACHE_SIZE = 4;
const WORDS_PER_CHUNK = 3;

function words(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

function pieces(text: string): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += WORDS_PER_CHUNK) {
    out.push(tokens.slice(i, i + WORDS_PER_CHUNK).join(''));
  }
  return out.join('') === text ? out : text ? [text] : [];
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The embedded engine: deterministic, no network. It drafts the whole application once per
 * disclosure (kept in a small cache) and streams the asked section a few words at a time.
 * Its drafts are clean under our checks by construction, so a repair pass cannot help.
 */
export function createOfflineEngine(): DraftingEngine {
  const cache = new Map<string, Draft>();
  const draftOf = (disclosure: string, jurisdiction: Jurisdiction): Draft => {
    const key = `${jurisdiction}\u0000${disclosure}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const draft = draftFromDisclosure(disclosure, { jurisdiction });
    cache.set(key, draft);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return draft;
  };

  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    canRepair: false,
    refuse(disclosure) {
      const error = draftOf(disclosure, 'us').error;
      return error ? error.detail : null;
    },
    async *writeSection(task: SectionTask): AsyncGenerator<EngineChunk> {
      const text = draftOf(task.disclosure, task.jurisdiction).sections[task.section];
      for (const piece of pieces(text)) {
        await tick();
        if (task.signal.aborted) return;
        yield { type: 'text', text: piece };
      }
      yield {
        type: 'usage',
        usage: { input_tokens: words(task.disclosure), output_tokens: words(text) },
      };
    },
  };
}
