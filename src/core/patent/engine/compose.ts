import { analyse } from './analysis';
import { buildClaims, formatClaim } from './claims';
import { writeDescription } from './description';
import { drawnText } from './drawings';
import { writeBackground, writeCrossReference, writeDrawings, writeTitle } from './front';
import type { Cleaned } from './normalize';
import { assignNumerals, type Numerals } from './numerals';
import { fullNames, nameOpening } from './names';
import { withoutProblems } from './problem';
import { toSentences, type Sentence } from './sentences';
import { writeAbstract, writeSummary } from './summary';
import { SECTION_NAMES, type Draft, type Jurisdiction, type SectionName } from './types';
import { assemble, type Para } from './writer';

/** Sections all empty: the shape of a draft that could not be made. */
export function emptySections(): Record<SectionName, string> {
  return Object.fromEntries(SECTION_NAMES.map((n) => [n, ''])) as Record<SectionName, string>;
}

/** The first sentence of the body with the thing it names read as one phrase (see `nameOpening`). */
function openingNamed(sentences: readonly Sentence[]): Sentence[] {
  const first = sentences.findIndex((s) => s.role === 'body' || s.role === 'summary');
  return sentences.map((s, i) => (i === first ? { ...s, toks: nameOpening(s.toks) } : s));
}

/** Writes every section of a draft from cleaned disclosure text. */
export function compose(
  cleaned: Extract<Cleaned, { ok: true }>,
  jurisdiction: Jurisdiction,
): Draft {
  const notes = [...cleaned.notes];
  const read = toSentences(cleaned.paragraphs);
  const { truncated } = read;
  const sentences = fullNames(withoutProblems(openingNamed(read.sentences)));
  if (truncated && !notes.some((n) => n.code === 'truncated')) {
    notes.push({
      code: 'truncated',
      message: `Only the first ${sentences.length} sentences of the disclosure were analysed.`,
    });
  }
  const a = analyse(sentences);
  const claims = buildClaims(a, jurisdiction);
  if (!claims.length) {
    const detail =
      'No components or steps could be found in the disclosure: describe the parts of the invention and what they do.';
    const error = { code: 'no_subject_matter' as const, detail };
    return {
      sections: emptySections(),
      trace: [],
      sentences: [],
      notes: [{ code: error.code, message: detail }],
      error,
    };
  }
  const numerals = assignNumerals(a, claims);
  const paras: Record<SectionName, Para[]> = {
    // The inventor's own title when the disclosure gives one ("Title: …"); else one from the subject.
    title: [
      cleaned.title ? { text: cleaned.title.slice(0, 200), sources: [] } : writeTitle(a, claims),
    ],
    cross_reference: writeCrossReference(a),
    background: writeBackground(a),
    summary: writeSummary(claims),
    drawings_description: writeDrawings(a),
    detailed_description: writeDescription(a, claims, numerals),
    claims: claims.map((c) => ({
      text: formatClaim(c, jurisdiction),
      sources: c.sources,
      claim: c.number,
    })),
    abstract: [writeAbstract(a, claims)],
  };
  // Without figures of its own, the draft's figures are those drawn from its claims.
  const drawn = a.figures.size
    ? null
    : drawnText(
        assemble('claims', paras.claims).text,
        assemble('detailed_description', paras.detailed_description).text,
      );
  if (drawn) {
    paras.drawings_description = drawn.lines;
    // The description numbers what the sheets show: the subject and the parts drawn.
    const shown: Numerals = new Map(
      [...numerals].filter(([key]) => key === a.subject.key || drawn.drawn.has(key)),
    );
    paras.detailed_description = writeDescription(a, claims, shown, drawn);
  }
  if (!paras.drawings_description.length)
    notes.push({
      code: 'no_figures',
      message:
        'The disclosure describes no figures and none could be drawn from the claims: the brief description of the drawings is left empty.',
    });
  if (!paras.cross_reference.length) {
    notes.push({
      code: 'no_cross_reference',
      message: 'No related applications were named: the cross-reference section is left empty.',
    });
  }
  const sections = emptySections();
  const trace: Draft['trace'] = [];
  for (const name of SECTION_NAMES) {
    const out = assemble(name, paras[name]);
    sections[name] = out.text;
    trace.push(...out.trace);
  }
  return { sections, trace, sentences: sentences.map((s) => s.text), notes, error: null };
}
