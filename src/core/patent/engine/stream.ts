import type { Draft, DraftDelta, SectionName } from './types';
import { SECTION_NAMES } from './types';

/** Words per streamed delta. */
const WORDS_PER_DELTA = 3;

/** Splits a section into small pieces (a few words each) whose concatenation is the text. */
export function chunks(text: string): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += WORDS_PER_DELTA)
    out.push(pieces.slice(i, i + WORDS_PER_DELTA).join(''));
  if (out.join('') !== text) return text ? [text] : [];
  return out;
}

/** The deltas of a draft, section by section in filing order, skipping empty sections. */
export function* deltas(draft: Draft, only?: readonly SectionName[]): Generator<DraftDelta> {
  for (const section of SECTION_NAMES) {
    if (only && !only.includes(section)) continue;
    for (const text of chunks(draft.sections[section])) yield { section, text };
  }
}
