import { draftFromClaims, draftFromDisclosure, type Draft } from '../../../core/patent/engine';
import type { Jurisdiction } from '../../../core/api/drafts';
import type { GeneratedSection, TraceParagraph } from '../../../core/api/generation';
import { hasClaims } from '../generation/claims-first';
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

  const claimsCache = new Map<string, Draft>();
  const fromClaims = (claims: string, disclosure: string, jurisdiction: Jurisdiction): Draft => {
    const key = `${jurisdiction}\u0000${claims}\u0000${disclosure}`;
    let draft = claimsCache.get(key);
    if (!draft) {
      draft = draftFromClaims(claims, { disclosure, jurisdiction });
      claimsCache.set(key, draft);
      if (claimsCache.size > CACHE_SIZE) claimsCache.delete(claimsCache.keys().next().value!);
    }
    return draft;
  };
  /**
   * The draft a section is taken from. Claims the engine did not write itself (the attorney's,
   * pasted, adopted or edited) are the invention: the rest is written from them (claims first).
   * Its own claims from this disclosure keep the disclosure draft, which already mirrors them.
   */
  const sourceOf = (task: SectionTask): Draft => {
    const own = draftOf(task.disclosure, task.jurisdiction);
    const claims = task.sections.claims;
    if (task.section === 'claims' || !hasClaims(claims) || claims === own.sections.claims)
      return own;
    return fromClaims(claims, task.disclosure, task.jurisdiction);
  };

  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    canRepair: false,
    remote: false,
    refuse(disclosure, claims) {
      const error = claims
        ? fromClaims(claims, disclosure, 'us').error
        : draftOf(disclosure, 'us').error;
      return error ? error.detail : null;
    },
    async *writeSection(task: SectionTask): AsyncGenerator<EngineChunk> {
      const draft = sourceOf(task);
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
