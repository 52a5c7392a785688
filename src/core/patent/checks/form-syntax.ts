import type { Token } from '../text';
import type { CheckContext } from './context';
import { breaks, phraseEnd } from './form-np';

type At = { section: string; claim: number };

/** Base verbs that end in "-ed" or "-ing" ("configured to feed", "configured to bring"). */
const BASE_ED_ING =
  /^(?:need|feed|bleed|breed|speed|shed|seed|embed|exceed|proceed|succeed|heed|shred|bed|wed|bring|sing|ring|spring|sting|swing|string|wring|cling|fling|sling|ping)$/;
/** Words that make "between a …" name two things or more ("between a pair of plates"). */
const MANY =
  /\b(?:and|or|pair|plurality|set|series|couple|group|number|multiplicity|each|respective|plural|both)\b|s\b/;

const PATTERNS: Array<{
  re: RegExp;
  ok?: (m: RegExpExecArray) => boolean;
  what: (m: RegExpExecArray) => string;
  fix: string;
}> = [
  {
    // "transferring contact records to based on a performance"
    re: /\b(?:to|of|from|with|for|by|in|at|on|into)\s+based\s+on\b/gi,
    // "…which queues the pools transfer records to based on…": a stranded preposition.
    ok: (m) =>
      /\b(?:which|whom|where|what)\b[^;:]*$/i.test(
        m.input.slice(Math.max(0, m.index - 120), m.index),
      ),
    what: (m) => `"${m[0]}" has a preposition with nothing after it.`,
    fix: 'Say what the preposition refers to, or delete it.',
  },
  {
    // "configured to interfaced with", "configured to peening"
    re: /\b(?:configured|adapted|operable|arranged|designed|programmed|constructed|able)\s+to\s+([a-z]+(?:ed|ing))\b/gi,
    ok: (m) => BASE_ED_ING.test(m[1]!.toLowerCase()) || /^(?:being)$/i.test(m[1]!),
    what: (m) => `"${m[0]}" puts a participle where the plain verb belongs.`,
    fix: 'Use the plain verb after "to" ("configured to interface with…").',
  },
  {
    // "using a plurality of a high compression ratio": a plural quantifier counting one thing,
    // the trace of words pasted over others. "a plurality of a first … and a second …" is fine.
    re: /\b(?:plurality|multiplicity)\s+of\s+(?:a|an|one)\b(?=\s)(?![^;,.]*\band\s+(?:a|an)\b)/gi,
    what: (m) => `"${m[0]}" counts many of a single thing.`,
    fix: 'Delete the stray words: "a plurality of regions" or "a region".',
  },
  {
    // "a wire connected between a portion;"
    re: /\bbetween\s+(?:a|an|one)\s+([\w-]+(?:\s+[\w-]+){0,4}?)(?=\s*(?:[;.]|,\s*(?:wherein|whereby)\b|$))/gi,
    ok: (m) => MANY.test(m[1]!.toLowerCase()),
    what: (m) => `"${m[0]}" names one thing; "between" needs two.`,
    fix: 'Name both things ("between the first plate and the second plate").',
  },
];

/** Pattern fragments and a thing placed relative to itself ("a display element above the display element"). */
export function checkSyntax(
  ctx: CheckContext,
  body: string,
  base: number,
  text: string,
  toks: Token[],
  gap: (k: number) => string,
  at: At,
): void {
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(body))) {
      if (p.ok?.(m)) continue;
      ctx.add('form/fragment', {
        ...at,
        start: base + m.index,
        end: base + m.index + m[0].length,
        message: `Claim ${at.claim}: ${p.what(m)}`,
        suggestion: p.fix,
      });
    }
  }
  selfReference(ctx, text, toks, gap, at);
}

const RELATIVE =
  /^(?:above|below|on|onto|over|under|beneath|into|to|with|from|within|inside|adjacent|beside|behind|against|along)$/;

function selfReference(
  ctx: CheckContext,
  text: string,
  toks: Token[],
  gap: (k: number) => string,
  at: At,
): void {
  for (let k = 2; k < toks.length - 2; k++) {
    const p = toks[k]!;
    if (!RELATIVE.test(p.lower) || !/^(?:the|said)$/.test(toks[k + 1]!.lower)) continue;
    const end = phraseEnd(text, 0, toks, k + 2, 4);
    const n = end - (k + 2);
    if (
      n < 1 ||
      toks[end]?.lower === 'of' ||
      (end < toks.length && !breaks(gap(end)) && !/^(?:and|or)$/.test(toks[end]!.lower))
    )
      continue;
    const words = toks.slice(k + 2, end).map((t) => t.lower);
    // The same words introduced with "a"/"an" just before, in the same clause.
    for (let m = k - n - 1; m >= Math.max(0, k - n - 5); m--) {
      if (!/^(?:a|an)$/.test(toks[m]!.lower)) continue;
      let same = true;
      for (let q = 0; q < n && same; q++) same = toks[m + 1 + q]!.lower === words[q];
      const between = toks.slice(m + 1, k + 1);
      if (!same || between.some((_, q) => breaks(gap(m + 1 + q)))) continue;
      if (phraseEnd(text, 0, toks, m + 1, 4) !== m + 1 + n) continue;
      const s = toks[m]!.start;
      const e = toks[end - 1]!.end;
      ctx.add('form/fragment', {
        ...at,
        start: s,
        end: e,
        message: `Claim ${at.claim}: "${text.slice(s, e)}" places a thing relative to itself.`,
        suggestion:
          'Name the other thing it is placed against ("a second display element above the first display element").',
      });
      break;
    }
  }
}
