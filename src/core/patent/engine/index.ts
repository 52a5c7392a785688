import { compose, emptySections } from './compose';
import { cleanDisclosure } from './normalize';
import { deltas } from './stream';
import type { Draft, DraftDelta, DraftOptions } from './types';

export { SECTION_KIND, SECTION_NAMES } from './types';
export type {
  Draft,
  DraftDelta,
  DraftError,
  DraftNote,
  DraftOptions,
  Jurisdiction,
  SectionName,
  TraceEntry,
} from './types';
export { MAX_ANALYSED_CHARS, MAX_SENTENCES } from './limits';

/**
 * Drafts a US-style (or EP-flavoured) application from an invention disclosure, offline and
 * deterministically. Never throws: unusable input gives empty sections and `error` set.
 */
export function draftFromDisclosure(disclosure: string, options: DraftOptions = {}): Draft {
  const cleaned = cleanDisclosure(disclosure);
  if (!cleaned.ok) {
    return {
      sections: emptySections(),
      trace: [],
      sentences: [],
      notes: [{ code: cleaned.error.code, message: cleaned.error.detail }],
      error: cleaned.error,
    };
  }
  const draft = compose(cleaned, options.jurisdiction ?? 'us');
  const only = options.sections;
  if (!only) return draft;
  const sections = emptySections();
  for (const name of only) sections[name] = draft.sections[name];
  return { ...draft, sections, trace: draft.trace.filter((t) => only.includes(t.section)) };
}

/** Streams the draft as small `{section, text}` deltas; per section they concatenate to the one-shot text. */
export function* streamDraft(
  disclosure: string,
  options: DraftOptions = {},
): Generator<DraftDelta> {
  yield* deltas(draftFromDisclosure(disclosure, options), options.sections);
}

/** Options of the paced stream. */
export interface PacedOptions extends DraftOptions {
  /** Milliseconds between deltas (default 0: yield to the event loop only). */
  delayMs?: number;
  /** Stops the stream early when aborted. */
  signal?: AbortSignal;
}

/** Async version of `streamDraft` that yields to the event loop between deltas, LLM-like. */
export async function* streamDraftAsync(
  disclosure: string,
  options: PacedOptions = {},
): AsyncGenerator<DraftDelta> {
  const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
  for (const delta of streamDraft(disclosure, options)) {
    if (options.signal?.aborted) return;
    await wait(options.delayMs ?? 0);
    if (options.signal?.aborted) return;
    yield delta;
  }
}

export { draftFromClaims, type ClaimsFirstOptions } from './from-claims';
