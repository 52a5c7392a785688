import { draftFigures } from '../../../src/core/patent/draft-checks';
import type { Draft } from '../../../src/core/patent/engine';
import { numeralNames, parseClaims } from './structure';

/** A problem-first disclosure with what its draft must name (test/fixtures/problem-first.json). */
export interface ProblemFirst {
  id: string;
  thing: string;
  parts: string[];
  disclosure: string;
}

/** The faults a user found in the offline engine's draft of a short disclosure (issues 18/19). */
export type FaultKind =
  | 'harm in claims'
  | 'title not the thing'
  | 'part left out of claim 1'
  | 'background under 2 sentences'
  | 'part named unevenly'
  | 'figures not described';

/** Words of the problem statements: what the inventions prevent, and whom it would hurt. */
export const HARM =
  /\b(injur\w*|hurt\w*|harm\w*|prevent\w*|avoid\w*|protect\w*|collaps\w*|accident\w*|attackers?|guessing|nurses?|users?|children|climbers?|boiling)\b/i;

function sentences(text: string): number {
  return text.split(/(?<=\.)\s+(?=[A-Z])/).filter((s) => s.trim()).length;
}

/**
 * Numbered parts the description names without their numeral at first ("a spring … spring 104"),
 * or by their head alone ("a locking pawl 102 … the pawl").
 */
function unevenNumerals(detailed: string): string[] {
  const out: string[] = [];
  const { byName } = numeralNames(detailed);
  const names = [...byName.keys()];
  for (const [name, numerals] of byName) {
    const n = [...numerals][0]!;
    // Mentions of the name itself, not of a longer name it begins ("a needle guard 100").
    const mentions = [
      ...detailed.matchAll(new RegExp(`\\b(?:a|an|the) ${name}(?![\\w-])( [\\w-]+)?`, 'gi')),
    ].filter(
      (m) => !names.some((other) => other !== name && other.startsWith(`${name}${m[1] ?? ''}`)),
    );
    if (mentions[0] && mentions[0][1]?.trim() !== n) out.push(name);
    const head = name.split(' ').at(-1)!;
    if (
      head !== name &&
      !byName.has(head) &&
      new RegExp(`\\b(?:a|an|the) ${head}\\b`, 'i').test(detailed)
    )
      out.push(`${head} (for ${name})`);
  }
  return out;
}

/** The faults of one draft of a problem-first disclosure, each with the words at fault. */
export function draftFaults(f: ProblemFirst, draft: Draft): { kind: FaultKind; text: string }[] {
  const out: { kind: FaultKind; text: string }[] = [];
  const claims = draft.sections.claims.trim() ? parseClaims(draft.sections.claims) : [];
  for (const c of claims) {
    const m = HARM.exec(c.text);
    if (m) out.push({ kind: 'harm in claims', text: `claim ${c.number}: ${m[0]}` });
  }
  const title = draft.sections.title.toLowerCase();
  if (title !== f.thing && title !== `${f.thing} and method`)
    out.push({ kind: 'title not the thing', text: draft.sections.title });
  const first = claims[0]?.text ?? '';
  for (const p of f.parts)
    if (!first.includes(p.replace(/feet$/, 'foot')))
      out.push({ kind: 'part left out of claim 1', text: p });
  if (sentences(draft.sections.background) < 2)
    out.push({ kind: 'background under 2 sentences', text: draft.sections.background });
  for (const name of unevenNumerals(draft.sections.detailed_description))
    out.push({ kind: 'part named unevenly', text: name });
  const drawn = draftFigures(draft.sections.claims, [], draft.sections.detailed_description);
  if (drawn.figures.length && !draft.sections.drawings_description.trim())
    out.push({ kind: 'figures not described', text: `${drawn.figures.length} figures` });
  return out;
}
