import type { Claim, ClaimCategory, ParseNote } from '../types';
import { parseClaimRefs } from './deps';
import { claimCategory, claimStructure } from './structure';

const START_RE = /^([ \t]*)(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?\s*([.)])(?=\s|$)[ \t]*/gm;
const CANCELED_RE = /^\(?\s*(?:canceled|cancelled|deleted|withdrawn and canceled)\s*\)?\s*\.?\s*$/i;

interface Start {
  at: number;
  bodyAt: number;
  number: number;
  to: number | null;
  indent: number;
  marker: string;
}

function findStarts(text: string): Start[] {
  const starts: Start[] = [];
  START_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let firstIndent = -1;
  let marker = '';
  let step: { number: number; marker: string } | null = null;
  while ((m = START_RE.exec(text))) {
    if (m[0].length === 0) {
      START_RE.lastIndex++;
      continue;
    }
    const indent = m[1]!.length;
    const number = Number(m[2]);
    const prev = starts[starts.length - 1];
    if (firstIndent < 0) {
      firstIndent = indent;
      marker = m[4]!;
    } else {
      const next = prev !== undefined && number === (prev.to ?? prev.number) + 1;
      if (indent > firstIndent && !(next && m[4] === marker)) continue;
      // Steps "1) adhering…" inside a claim of "1." claims lose their indent in a DOCX import:
      // a start with another marker counts only where it goes on with the claim numbers and
      // not with such a list of steps.
      if (m[4] !== marker) {
        const stepNext = step !== null && number === step.number + 1 && m[4] === step.marker;
        if (!next || stepNext) {
          step = { number, marker: m[4]! };
          continue;
        }
      }
      step = null;
    }
    starts.push({
      at: m.index + indent,
      bodyAt: m.index + m[0].length,
      number,
      to: m[3] ? Number(m[3]) : null,
      indent,
      marker: m[4]!,
    });
  }
  return starts;
}

/** Splits a claims section into claims with references, structure and category. */
export function parseClaims(text: string, sectionId: string, notes: ParseNote[]): Claim[] {
  const starts = findStarts(text);
  const claims: Claim[] = [];
  const lead = starts.length ? text.slice(0, starts[0]!.at) : text;
  if (lead.trim()) {
    const s = lead.search(/\S/);
    notes.push({
      rule: 'claims/unnumbered',
      message: starts.length
        ? 'Text in the claims section before claim 1 is not part of any numbered claim.'
        : 'The claims section has text but no numbered claims ("1. …").',
      section: sectionId,
      start: s,
      end: lead.trimEnd().length,
    });
  }
  for (let i = 0; i < starts.length; i++) {
    const st = starts[i]!;
    const next = i + 1 < starts.length ? starts[i + 1]!.at : text.length;
    const end = st.at + text.slice(st.at, next).trimEnd().length;
    const bodyAt = Math.min(st.bodyAt, end);
    const body = text.slice(bodyAt, end);
    const canceled = CANCELED_RE.test(body.trim()) || /^\(\s*cancell?ed\s*\)/i.test(body.trim());
    const numbers =
      st.to !== null && st.to >= st.number && st.to - st.number < 1000
        ? rangeOf(st.number, st.to)
        : [st.number];
    for (const number of numbers) {
      const refs = canceled
        ? []
        : parseClaimRefs(body, number).map((r) => ({
            ...r,
            start: r.start + bodyAt,
            end: r.end + bodyAt,
          }));
      const parents = [...new Set(refs.flatMap((r) => r.claims))].sort((a, b) => a - b);
      const structure = claimStructure(body, bodyAt);
      claims.push({
        index: claims.length,
        number,
        start: st.at,
        end,
        bodyStart: bodyAt,
        text: text.slice(st.at, end),
        canceled,
        refs,
        parents,
        independent: parents.length === 0,
        multiple: parents.length > 1,
        category: canceled ? 'unknown' : claimCategory(structure.preamble.text),
        ...structure,
      });
    }
  }
  inheritCategories(claims);
  return claims;
}

function rangeOf(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}

const GENERIC_DEPENDENT =
  /^\s*(?:the|a|an)?\s*(?:\w+\s+){0,1}(?:according|as claimed|as defined|as recited|as set forth|of|in|as in)\s+(?:any\s+)?(?:one\s+)?(?:of\s+)?(?:the\s+)?(?:preceding\s+)?claims?\b/i;

function inheritCategories(claims: Claim[]): void {
  const byNumber = new Map<number, Claim>();
  for (const c of claims)
    if (c.number !== null && !byNumber.has(c.number)) byNumber.set(c.number, c);
  for (const c of claims) {
    if (c.independent || c.canceled) continue;
    const parent = byNumber.get(c.parents[0]!);
    if (!parent || parent === c || (parent.number ?? 0) >= (c.number ?? 0)) continue;
    const own: ClaimCategory = c.category;
    if (
      own === 'unknown' ||
      (own === 'apparatus' &&
        GENERIC_DEPENDENT.test(c.preamble.text) &&
        !/\b(?:apparatus|device|system)\b/i.test(c.preamble.text.slice(0, 40)))
    ) {
      c.category = parent.category;
    }
  }
}
