import { SECTION_ORDER, type SectionKind } from '../types';
import type { CheckContext } from './context';

const RANK = new Map<SectionKind, number>(SECTION_ORDER.map((k, i) => [k, i]));

/** Section order and headings (1.77(b),(c)) and paragraph numbering (1.52(b)(6)). */
export function checkFormat(ctx: CheckContext): void {
  const { model } = ctx;
  let maxRank = -1;
  let maxKind = '';
  for (const s of model.sections) {
    const rank = RANK.get(s.kind);
    if (rank === undefined) continue;
    if (rank < maxRank) {
      ctx.add('format/section-order', {
        section: s.id,
        start: 0,
        end: 0,
        message: `"${s.heading ?? s.kind}" comes after the ${maxKind} section; 37 CFR 1.77(b) puts it before.`,
        suggestion:
          'Reorder: title, cross-reference, …, background, summary, drawings, detailed description, claims, abstract.',
      });
    } else {
      maxRank = rank;
      maxKind = s.heading ?? s.kind;
    }
    if (s.heading && s.kind !== 'claims' && s.kind !== 'title') {
      const raw = model.text.slice(s.headingStart, s.headingStart + s.heading.length);
      const boldOrUnderlined = /^(?:\*\*|__|<u>)/.test(
        model.text.slice(Math.max(0, s.headingStart - 2), s.headingStart + 3),
      );
      if (raw !== raw.toUpperCase() || boldOrUnderlined) {
        ctx.add('format/heading-style', {
          section: 'document',
          start: s.headingStart,
          end: s.headingStart + s.heading.length,
          message: `Heading "${s.heading}" should be in uppercase${boldOrUnderlined ? ', without bold or underline' : ''}.`,
          suggestion: raw.toUpperCase(),
        });
      }
    }
  }
  paragraphNumbers(ctx);
}

const MAX_NUMBERING_FINDINGS = 5;

function paragraphNumbers(ctx: CheckContext): void {
  let expected = 0;
  let reported = 0;
  const add: CheckContext['add'] = (rule, f) => {
    if (reported++ < MAX_NUMBERING_FINDINGS) ctx.add(rule, f);
  };
  for (const s of ctx.model.sections) {
    if (s.kind === 'claims' || s.kind === 'abstract' || s.kind === 'title') continue;
    for (const p of s.paragraphs) {
      if (p.number === null) continue;
      const n = Number(p.number);
      const at = { section: s.id, start: p.start, end: p.start + p.number.length + 2 };
      if (p.number.length < 4)
        add('format/paragraph-number', {
          ...at,
          message: `Paragraph number [${p.number}] should have four digits ([${p.number.padStart(4, '0')}]).`,
        });
      if (expected > 0 && n !== expected)
        add('format/paragraph-number', {
          ...at,
          message:
            n > expected
              ? `Paragraph numbers jump from [${String(expected - 1).padStart(4, '0')}] to [${p.number}].`
              : `Paragraph number [${p.number}] repeats or goes backwards.`,
          suggestion: 'Renumber the paragraphs sequentially.',
        });
      if (/^\s*\[\d+\]\s*[A-Z][A-Z \d,-]{2,80}$/.test(p.text))
        add('format/paragraph-number', {
          ...at,
          message: 'A heading carries a paragraph number; headings are not numbered.',
        });
      expected = n + 1;
    }
  }
}
