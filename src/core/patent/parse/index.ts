import type {
  DraftInput,
  DraftModel,
  ParseNote,
  Section,
  SectionInput,
  SectionKind,
} from '../types';
import { countWords } from '../text';
import { parseClaims } from './claims';
import { collectFigures, collectNumerals } from './numerals';
import { sectionsFromText } from './outline';
import { sectionsFromInput } from './sections';

const MAX_CHARS = 20_000_000;

function toInputs(input: Exclude<DraftInput, string>): SectionInput[] {
  if (Array.isArray(input)) return input.filter((s) => s && typeof s.text === 'string');
  return Object.entries(input)
    .filter((e): e is [SectionKind, string] => typeof e[1] === 'string')
    .map(([kind, text]) => ({ kind, text }));
}

/** Parses a draft (plain text or structured sections) into the document model. Never throws. */
export function parseDraft(input: DraftInput): DraftModel {
  const notes: ParseNote[] = [];
  let text: string;
  let sections: Section[];
  if (typeof input === 'string') {
    text = input.length > MAX_CHARS ? input.slice(0, MAX_CHARS) : input;
    if (input.length > MAX_CHARS)
      notes.push({
        rule: 'format/too-long',
        message: `Only the first ${MAX_CHARS} characters were analysed.`,
        section: 'document',
        start: 0,
        end: 0,
      });
    sections = sectionsFromText(text);
  } else {
    ({ text, sections } = sectionsFromInput(toInputs(input ?? {})));
  }
  const claimSection = sections.find((s) => s.kind === 'claims');
  const claims = claimSection ? parseClaims(claimSection.text, claimSection.id, notes) : [];
  const titleSection = sections.find((s) => s.kind === 'title');
  return {
    text,
    title: titleSection ? titleSection.text.trim() : null,
    sections,
    claims,
    numerals: collectNumerals(sections),
    figures: collectFigures(sections),
    notes,
    words: countWords(text),
  };
}

/** Absolute offsets in `model.text` of a finding or span located in section `sectionId`. */
export function toDocumentRange(
  model: DraftModel,
  sectionId: string,
  start: number,
  end: number,
): { start: number; end: number } {
  const s = model.sections.find((x) => x.id === sectionId);
  const base = s ? s.start : 0;
  return { start: base + start, end: base + end };
}

/** The section with the given id, if any. */
export function sectionById(model: DraftModel, id: string): Section | undefined {
  return model.sections.find((s) => s.id === id);
}
