/**
 * Claims-first drafting: the attorney writes the claims; the offline engine writes the rest from
 * them (title, summary, brief description of the drawings, detailed description, abstract), with
 * the figures `drawFigures` draws from the same claims and their numerals, and the disclosure's
 * matching sentences where a disclosure is given.
 */
import { drawFigures, numeralsFromDescription, type NumeralEntry } from '../../figures';
import { parseDraft } from '../../parse';
import { compose, emptySections } from '../compose';
import { cleanDisclosure } from '../normalize';
import { toSentences } from '../sentences';
import { SECTION_NAMES, type Draft, type DraftOptions, type SectionName } from '../types';
import { assemble, type Para } from '../writer';
import { writeAbstract, writeDrawings, writeSummary, writeTitle } from './front';
import { writeDetailed } from './detailed';
import { keptParagraphs, keptSentence } from './kept';
import { subjectOf, withArticle } from './prose';
import { SupportPool } from './support';

/** The disclosure's background paragraphs ("technical field" among them: see normalize). */
const BACKGROUND = new Set(['background']);

/** Options of `draftFromClaims`. */
export interface ClaimsFirstOptions extends DraftOptions {
  /** The invention disclosure, when there is one: its sentences support the claim elements. */
  disclosure?: string;
  /** Numerals kept from the draft's earlier figures: its parts and steps keep them. */
  numerals?: readonly NumeralEntry[];
}

function failed(code: 'empty' | 'no_subject_matter', detail: string): Draft {
  return {
    sections: emptySections(),
    trace: [],
    sentences: [],
    notes: [{ code, message: detail }],
    error: { code, detail },
  };
}

/**
 * Writes a draft around the given claims, which it keeps word for word. Never throws: claims
 * that cannot be read give empty sections and `error` set.
 */
export function draftFromClaims(claimsText: string, options: ClaimsFirstOptions = {}): Draft {
  if (!claimsText.trim())
    return failed('empty', 'The claims section is empty: write or paste the claims first.');
  const parsed = parseDraft({ claims: claimsText }).claims;
  const claims = parsed.filter((c) => !c.canceled);
  const independents = claims.filter((c) => c.independent);
  if (!independents.length) {
    return failed(
      'no_subject_matter',
      'No numbered independent claim was found: number the claims "1.", "2.", … and start with an independent claim.',
    );
  }
  const cleaned = options.disclosure?.trim() ? cleanDisclosure(options.disclosure) : null;
  const source = cleaned?.ok ? compose(cleaned, options.jurisdiction ?? 'us') : null;
  const usable = source && !source.error ? source : null;
  // Every sentence of the disclosure, even one the disclosure-first engine could not claim from.
  const read = cleaned?.ok ? toSentences(cleaned.paragraphs).sentences : [];
  const sentences = read.map((s) => s.text);
  // With no numerals kept, a part the disclosure numbers keeps its numeral (as the server draws).
  const set = drawFigures(parsed, {
    page: 'letter',
    numerals: options.numerals,
    reseed: options.numerals?.length
      ? undefined
      : numeralsFromDescription(options.disclosure ?? ''),
  });
  const drawn = set.figures.flatMap((f) => f.numerals);
  const texts = sentences.map((s) => keptSentence(s, drawn));
  const pool = new SupportPool(texts);
  const paras: Partial<Record<SectionName, Para[]>> = {
    title: [writeTitle(independents[0]!)],
    summary: writeSummary(independents),
    drawings_description: writeDrawings(set.figures, claims),
    detailed_description: writeDetailed({
      claims,
      figures: set.figures,
      text: claimsText,
      pool,
      kept: () => keptParagraphs(read, texts, pool.used),
    }),
    abstract: [writeAbstract(independents)],
  };
  const sections = emptySections();
  const trace: Draft['trace'] = [];
  for (const name of SECTION_NAMES) {
    const list = paras[name];
    if (!list) continue;
    const out = assemble(name, list);
    sections[name] = out.text;
    trace.push(...out.trace);
  }
  sections.claims = claimsText;
  // Background from the disclosure's own, without its figures and the numerals our sheets lack.
  const background = assemble('background', keptParagraphs(read, texts, new Set(), BACKGROUND));
  if (background.text) {
    sections.background = background.text;
    trace.push(...background.trace);
  } else {
    sections.background = `The present disclosure relates to ${withArticle(subjectOf(independents[0]!))}.`;
  }
  if (usable?.sections.cross_reference) {
    sections.cross_reference = usable.sections.cross_reference;
    trace.push(...usable.trace.filter((t) => t.section === 'cross_reference'));
  }
  const notes: Draft['notes'] = [];
  if (!set.figures.length)
    notes.push({
      code: 'no_figures',
      message: 'No claim could be drawn, so the brief description of the drawings is left empty.',
    });
  const only = options.sections;
  const draft: Draft = { sections, trace, sentences, notes, error: null };
  if (!only) return draft;
  const picked = emptySections();
  for (const name of only) picked[name] = sections[name];
  return { ...draft, sections: picked, trace: trace.filter((t) => only.includes(t.section)) };
}
