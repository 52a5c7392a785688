import type { Draft } from '../../../core/patent/engine';
import type { Jurisdiction } from '../../../core/api/drafts';
import type { GeneratedSection, TraceParagraph } from '../../../core/api/generation';
import { hasClaims } from '../generation/claims-first';
import type { NumeralEntry } from '../../../core/patent/figures';
import type { CpuPool } from '../workers/pool';
import type { TaskInput } from '../workers/tasks';
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

/**
 * Where each paragraph of one section came from: the index of its first line among the section's
 * non-blank lines, and the disclosure sentences it was written from.
 */
export function sectionTrace(draft: Draft, section: GeneratedSection): TraceParagraph[] {
  const text = draft.sections[section];
  const out: TraceParagraph[] = [];
  for (const entry of draft.trace) {
    if (entry.section !== section) continue;
    const before = text.slice(0, entry.start).split('\n');
    before.pop();
    out.push({
      paragraph: before.filter((line) => line.trim()).length,
      sources: entry.sources.flatMap((i) => draft.sentences[i] ?? []),
    });
  }
  return out;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The embedded engine: deterministic, no network. It drafts the whole application once per
 * disclosure (kept in a small cache) and streams the asked section a few words at a time. The
 * drafting runs on a CPU worker thread (the refusal too: it is the same draft); only the
 * streaming of its finished text happens here. It is deterministic, so a repair pass cannot help:
 * what our checks find in its text (claims from a disclosure alone are an outline, and `form/`
 * warnings may stand) is left for the attorney.
 */
export function createOfflineEngine(pool: CpuPool): DraftingEngine {
  // Promises, so concurrent generations of one disclosure share one drafting task.
  const cache = new Map<string, Promise<Draft>>();
  const claimsCache = new Map<string, Promise<Draft>>();

  const remember = (map: Map<string, Promise<Draft>>, key: string, draft: Promise<Draft>) => {
    map.set(key, draft);
    if (map.size > CACHE_SIZE) map.delete(map.keys().next().value!);
    // A failed or cancelled task is not an answer: the next caller drafts again.
    draft.catch(() => {
      if (map.get(key) === draft) map.delete(key);
    });
    return draft;
  };
  const cached = (
    map: Map<string, Promise<Draft>>,
    key: string,
    make: () => Promise<Draft>,
  ): Promise<Draft> => {
    const hit = map.get(key);
    if (!hit) return remember(map, key, make());
    map.delete(key);
    map.set(key, hit);
    return hit;
  };
  /** Awaits a shared draft; another caller's cancellation makes this one draft again. */
  const shared = async (
    map: Map<string, Promise<Draft>>,
    key: string,
    input: TaskInput<'draft'>,
    signal: AbortSignal,
  ): Promise<Draft> => {
    for (;;) {
      try {
        return await cached(map, key, () => pool.run('draft', input, signal));
      } catch (err) {
        if (signal.aborted || (err as Error).name !== 'AbortError') throw err;
      }
    }
  };

  const keyOf = (disclosure: string, jurisdiction: Jurisdiction) =>
    `${jurisdiction}\u0000${disclosure}`;
  const claimsKeyOf = (
    claims: string,
    disclosure: string,
    jurisdiction: Jurisdiction,
    numerals: readonly NumeralEntry[] = [],
  ) =>
    `${jurisdiction}\u0000${claims}\u0000${disclosure}${numerals.length ? `\u0000${JSON.stringify(numerals)}` : ''}`;

  /**
   * The draft a section is taken from. Claims the engine did not write itself (the attorney's,
   * pasted, adopted or edited) are the invention: the rest is written from them (claims first).
   * Its own claims from this disclosure keep the disclosure draft, which already mirrors them.
   */
  const sourceOf = async (task: SectionTask): Promise<Draft> => {
    const { disclosure, jurisdiction, signal } = task;
    const own = await shared(
      cache,
      keyOf(disclosure, jurisdiction),
      { disclosure, jurisdiction },
      signal,
    );
    const claims = task.sections.claims;
    if (task.section === 'claims' || !hasClaims(claims) || claims === own.sections.claims)
      return own;
    // The figures' numerals (kept with the draft) are the ones its description is written with.
    const numerals = task.figures?.numerals ?? [];
    const key = claimsKeyOf(claims, disclosure, jurisdiction, numerals);
    return shared(claimsCache, key, { disclosure, jurisdiction, claims, numerals }, signal);
  };

  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    canRepair: false,
    remote: false,
    // The refusal is the draft's own error: drafted on a worker thread into the cache that the
    // generation's sections are then read from.
    async refuse({ disclosure, jurisdiction, claims }) {
      const never = new AbortController().signal;
      const draft = claims
        ? await shared(
            claimsCache,
            claimsKeyOf(claims, disclosure, jurisdiction),
            { disclosure, jurisdiction, claims },
            never,
          )
        : await shared(cache, keyOf(disclosure, jurisdiction), { disclosure, jurisdiction }, never);
      return draft.error ? draft.error.detail : null;
    },
    async *writeSection(task: SectionTask): AsyncGenerator<EngineChunk> {
      let draft: Draft;
      try {
        draft = await sourceOf(task);
      } catch (err) {
        if (task.signal.aborted) return;
        throw err;
      }
      const text = draft.sections[task.section];
      for (const piece of pieces(text)) {
        await tick();
        if (task.signal.aborted) return;
        yield { type: 'text', text: piece };
      }
      if (text) yield { type: 'trace', paragraphs: sectionTrace(draft, task.section) };
      yield {
        type: 'usage',
        usage: { input_tokens: words(task.disclosure), output_tokens: words(text) },
      };
    },
  };
}
