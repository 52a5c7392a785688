/**
 * Claims-first drafting: the attorney writes the claims; the offline engine writes the rest from
 * them (title, summary, brief description of the drawings, detailed description, abstract), with
 * the figures `drawFigures` draws from the same claims and their numerals, and the disclosure's
 * matching sentences where a disclosure is given.
 */
import {
  drawFigures,
  numeralsFromDescription,
  type DrawnFigure,
  type NumeralEntry,
} from '../../figures';
import { parseDraft } from '../../parse';
import type { Claim } from '../../types';
import { compose, emptySections } from '../compose';
import { cleanDisclosure } from '../normalize';
import { SECTION_NAMES, type Draft, type DraftOptions, type SectionName } from '../types';
import { assemble, type Para } from '../writer';
import { writeAbstract, writeDrawings, writeSummary, writeTitle } from './front';
import { claimNo, dependentSentence, subjectOf, withArticle } from './prose';
import { SupportPool } from './support';
import { walkBlock, walkFlow, walkMedium, walkPlain, type WalkInput } from './walk';

/** Options of `draftFromClaims`. */
export interface ClaimsFirstOptions extends DraftOptions {
  /** The invention disclosure, when there is one: its sentences support the claim elements. */
  disclosure?: string;
  /** Numerals kept from the draft's earlier figures: its parts and steps keep them. */
  numerals?: readonly NumeralEntry[];
}

const CLOSING =
  'The embodiments described above are examples. Features of one embodiment may be combined with features of other embodiments, and the components, arrangements and steps described may be varied, omitted or reordered within the scope of the claims.';

function failed(code: 'empty' | 'no_subject_matter', detail: string): Draft {
  return {
    sections: emptySections(),
    trace: [],
    sentences: [],
    notes: [{ code, message: detail }],
    error: { code, detail },
  };
}

function walk(input: WalkInput): Para[] {
  if (!input.spec) return walkPlain(input);
  if (input.spec.kind === 'flowchart') return walkFlow(input);
  if (input.claim.category === 'crm') return walkMedium(input);
  return walkBlock(input);
}

/** The detailed description: each independent claim with its figure, then each dependent feature. */
function writeDetailed(
  claims: readonly Claim[],
  figures: readonly DrawnFigure[],
  text: string,
  pool: SupportPool,
): Para[] {
  const out: Para[] = [];
  const byNumber = new Map(claims.map((c) => [claimNo(c), c]));
  const subjectFor = (c: Claim): string => {
    let root = c;
    for (let guard = 0; !root.independent && root.parents.length && guard < 50; guard++) {
      const up = byNumber.get(root.parents[0]!);
      if (!up) break;
      root = up;
    }
    return subjectOf(root);
  };
  for (const c of claims.filter((x) => x.independent)) {
    const figure = figures.find((f) => f.claim === claimNo(c)) ?? null;
    out.push(...walk({ claim: c, figure, spec: figure?.spec ?? null, pool }));
  }
  for (const d of claims.filter((x) => !x.independent)) {
    const text0 = dependentSentence(d, subjectFor(d), text);
    if (!text0) continue;
    const own = pool.take(text0);
    out.push({ text: [text0, own.text].filter(Boolean).join(' '), sources: own.sources });
  }
  out.push({ text: CLOSING, sources: [] });
  return out;
}

/**
 * Writes a draft around the given claims, which it keeps word for word. Never throws: claims
 * that cannot be read give empty sections and `error` set.
 */
export function draftFromClaims(claimsText: string, options: ClaimsFirstOptions = {}): Draft {
  if (!claimsText.trim())
    return failed('empty', 'The claims section is empty: write or paste the claims first.');
  const claims = parseDraft({ claims: claimsText }).claims.filter((c) => !c.canceled);
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
  const sentences = usable?.sentences ?? [];
  const pool = new SupportPool(sentences);
  // With no numerals kept, a part the disclosure numbers keeps its numeral (as the server draws).
  const set = drawFigures(parseDraft({ claims: claimsText }).claims, {
    page: 'letter',
    numerals: options.numerals,
    reseed: options.numerals?.length
      ? undefined
      : numeralsFromDescription(options.disclosure ?? ''),
  });
  const paras: Partial<Record<SectionName, Para[]>> = {
    title: [writeTitle(independents[0]!)],
    summary: writeSummary(independents),
    drawings_description: writeDrawings(set.figures, claims),
    detailed_description: writeDetailed(claims, set.figures, claimsText, pool),
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
  // Background and cross-reference come from the disclosure when it has them; numerals there would
  // name the disclosure's own drawings, not ours, so such a background is left to the attorney.
  const background = usable?.sections.background ?? '';
  if (background && !/\b(?:FIG(?:URE)?S?\.?\s*\d|\w+ \d{2,4}\b)/.test(background)) {
    sections.background = background;
    trace.push(...usable!.trace.filter((t) => t.section === 'background'));
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
