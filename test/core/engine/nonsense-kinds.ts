import { MASS_MORE, NON_THING_MORE, NON_THING_SHARED } from '../../../src/core/patent/nouns';
import { parseClaims, type ParsedClaim } from './structure';

/** The kinds of nonsense an attorney found in the offline engine's claims. */
export type NonsenseKind =
  | 'non-thing element'
  | 'clause in element'
  | 'dangling end'
  | 'non-action step'
  | 'doubled quantifier'
  | 'repeats parent';

/** One nonsense finding: which claim, which kind, the words at fault. */
export interface Nonsense {
  claim: number;
  kind: NonsenseKind;
  text: string;
}

const NON_THINGS = new Set([
  ...NON_THING_SHARED,
  ...NON_THING_MORE,
  ...MASS_MORE,
  'axis',
  'response',
  'move',
]);
/** Conditions ("hypercholesterolaemia"), properties ("viability"), adjectives ("immunostimulatory"). */
const NOT_A_PART =
  /(aemia|emia|itis|osis|ulatory|philic|phobic|ability|ibility|ivity|(?<!har|wit)ness)$/;
/** Words that name no particular part alone ("a component;", "a piece;"). */
const GENERIC = /^(component|piece|item|material|solution|control|shutdown|backlash|substance)$/;
/** Verbs that name a state, a thought or a result, not an act one performs. */
const NON_ACTION =
  /^(considering|exhibiting|accompanying|needing|requiring|remaining|resulting|imposing|reaching|achieving|undertaking|wishing|desiring|suffering|seeming|appearing|deserving|knowing|believing)\b/;
/** Words after which an element's leading phrase has ended. */
const STOP =
  /^(of|configured|having|including|comprising|containing|that|which|to|in|on|at|by|with|for|from|into|onto|within|between|via|through|under|over|and|or|as|when|where|whereby|thereof)$/;
const DANGLING =
  /\b(to|of|by|with|for|in|on|at|from|as|into|including|comprising|and|or|a|an|the|define|based on)$/;

/** The head noun of an element's leading phrase ("a gear mechanism pressed toward…" → "mechanism"). */
function headOf(element: string): string {
  const words = element
    .replace(/^(a|an|the|one or more|at least one|a plurality of)\s+/, '')
    .split(/\s+/);
  let head = words[0] ?? '';
  for (const [k, w] of words.entries()) {
    if (STOP.test(w) || (k > 0 && /ed$/.test(w))) break;
    head = w;
  }
  return head.replace(/[;,.]$/, '');
}

/** The element or step lines of an independent claim, without their "; and" ends. */
function lines(c: ParsedClaim): string[] {
  return c.text
    .split('\n')
    .slice(1)
    .map((l) => l.trim().replace(/(; and|;|\.)$/, ''));
}

const DEPENDENT_LEAD = /^The [\w -]+? (?:of|according to) claim \d+, /;

/** A claim text with articles, "is/are" and the verb's form ("includes", "including") left out. */
function norm(s: string): string {
  return s
    .replace(/\.$/, '')
    .replace(/^(wherein|further comprising)\s+/, '')
    .replace(/\b(the|a|an|said|is|are|plurality of)\b/g, ' ')
    .replace(/\b(include|comprise|contain|have)s\b/g, '$1')
    .replace(/\b(includ|compris|contain|hav)ing\b/g, '$1e')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nonsense of the kinds above in a claims section (the engine's layout). */
export function nonsense(claimsText: string): Nonsense[] {
  const claims = parseClaims(claimsText);
  const byNumber = new Map(claims.map((c) => [c.number, c]));
  const out: Nonsense[] = [];
  for (const c of claims) {
    const method = /^(A method|The method)\b/.test(c.text);
    const body = c.text.replace(DEPENDENT_LEAD, '');
    const parts =
      c.parent === null ? lines(c) : [body.replace(/\.$/, '').replace(/^further comprising /, '')];
    const add = (kind: NonsenseKind, text: string): void => {
      out.push({ claim: c.number, kind, text });
    };
    for (const part of parts) {
      if (!method && (c.parent === null || body.startsWith('further comprising '))) {
        const head = headOf(part);
        const single = /^(a|an) \w+$/.test(part);
        if (NON_THINGS.has(head) || NOT_A_PART.test(head) || (single && GENERIC.test(head)))
          add('non-thing element', part);
      }
      if (method && NON_ACTION.test(part)) add('non-action step', part);
      if (
        !part.startsWith('wherein') &&
        /\band (?:a|an|the) (?:[\w-]+ ){0,3}?(?:remains|is|are|was|were|becomes|occurs|has)\b/.test(
          part,
        )
      )
        add('clause in element', part);
      if (
        DANGLING.test(part) ||
        /\b(to (based|including)|as to)\b/.test(part) ||
        /\b(including|comprising|by) \w+ing$/.test(part) ||
        /\b(or|and) for \w+ing\b/.test(part) ||
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)$/.test(
          part,
        )
      )
        add('dangling end', part);
      if (
        /\b((pair|number|plurality|set|series|group|couple) of|\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) a plurality of\b/.test(
          part,
        )
      )
        add('doubled quantifier', part);
    }
    if (c.parent !== null) {
      const chain: string[] = [];
      for (let p: number | null = c.parent; p !== null; p = byNumber.get(p)?.parent ?? null) {
        const parent = byNumber.get(p)!;
        chain.push(
          ...(parent.parent === null ? lines(parent) : [parent.text.replace(DEPENDENT_LEAD, '')]),
        );
      }
      const mine = norm(body);
      if (chain.some((l) => norm(l) === mine)) add('repeats parent', body);
    }
  }
  return out;
}
