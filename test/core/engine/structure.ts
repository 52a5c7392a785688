import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Draft } from '../../../src/core/patent/engine';

/** A disclosure fixture copied from the dev patents. */
export interface Fixture {
  id: string;
  title: string;
  disclosure: string;
}

/** Every fixture of test/fixtures/disclosures. */
export function loadFixtures(): Fixture[] {
  const dir = join(__dirname, '../../fixtures/disclosures');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Fixture);
}

/** A claim as read back from the claims text. */
export interface ParsedClaim {
  number: number;
  parent: number | null;
  text: string;
}

/** Reads "1. …" claims separated by blank lines, with "of claim N" dependencies. */
export function parseClaims(text: string): ParsedClaim[] {
  return text.split(/\n\n(?=\d+\. )/).map((block) => {
    const m = /^(\d+)\. ([\s\S]+)$/.exec(block);
    if (!m) throw new Error(`not a claim: ${block.slice(0, 40)}`);
    const dep = /^The [\w -]+? (?:of|according to) claim (\d+), /.exec(m[2]!);
    return { number: Number(m[1]), parent: dep ? Number(dep[1]) : null, text: m[2]! };
  });
}

const INTRO = /\b(?:a|an|plurality of|one or more|at least one)\s+((?:[\w-]+\s+){0,4}?[\w-]+)/g;

/** "the X" / "said X" references of a claim whose first word never appeared earlier in its chain. */
export function missingAntecedents(claims: readonly ParsedClaim[]): string[] {
  const byNumber = new Map(claims.map((c) => [c.number, c]));
  const out: string[] = [];
  for (const c of claims) {
    const chain: string[] = [];
    for (let p = c.parent; p !== null; p = byNumber.get(p)?.parent ?? null)
      chain.unshift(byNumber.get(p)!.text);
    const body = c.text.replace(/^The [\w -]+? (?:of|according to) claim \d+, /, '');
    for (const m of body.matchAll(/\b(?:the|said) ([\w-]+)/gi)) {
      const before = [...chain, body.slice(0, m.index)].join('\n');
      const word = m[1]!.toLowerCase();
      const introduced = [...before.matchAll(INTRO)].some((i) =>
        i[1]!.toLowerCase().split(/\s+/).includes(word),
      );
      const bare = new RegExp(`(^|[^\\w-])${word}\\b`, 'i').test(before);
      if (!introduced && !bare) out.push(`claim ${c.number}: "${m[0]}"`);
    }
  }
  return out;
}

/** Numeral → names and name → numerals in a description, for "valve 102" style references. */
export function numeralNames(text: string): {
  byNumeral: Map<string, Set<string>>;
  byName: Map<string, Set<string>>;
} {
  const byNumeral = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>>();
  const word =
    '(?!(?:the|a|an|each|of|to|for|with|by|in|on|at|from|that|and|or|having|include|includes|is|are|two|three|four|five|six|both|several|multiple)\\b)[a-z][\\w-]*';
  const re = new RegExp(
    `\\b(?:the|a|an|each) ((?:${word} ){0,3}${word}) (\\d{1,4}[a-z]?)\\b(?! ?(?:mm|cm|degrees|%|°))`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    const name = m[1]!.toLowerCase();
    const numeral = m[2]!;
    if (!byNumeral.has(numeral)) byNumeral.set(numeral, new Set());
    if (!byName.has(name)) byName.set(name, new Set());
    byNumeral.get(numeral)!.add(name);
    byName.get(name)!.add(numeral);
  }
  return { byNumeral, byName };
}

/** Sections by the analysis engine's kinds. */
export function toAnalyzerInput(draft: Draft): {
  kind:
    | 'title'
    | 'crossReference'
    | 'background'
    | 'summary'
    | 'drawings'
    | 'detailed'
    | 'claims'
    | 'abstract';
  text: string;
}[] {
  const kinds = {
    title: 'title',
    cross_reference: 'crossReference',
    background: 'background',
    summary: 'summary',
    drawings_description: 'drawings',
    detailed_description: 'detailed',
    claims: 'claims',
    abstract: 'abstract',
  } as const;
  return Object.entries(draft.sections)
    .filter(([, text]) => text)
    .map(([name, text]) => ({ kind: kinds[name as keyof typeof kinds], text }));
}

/** Words in a text. */
export function words(text: string): number {
  return text.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

/**
 * A sentence's words only, as a reader compares two wordings of it: "Optionally, the sensor 12 is
 * …" says what "the sensor is …" says (no articles, hedges or numerals).
 */
export function sentenceWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(?:optionally|preferably|in (?:some|certain|other) embodiments|a|an|the)\b/g, ' ')
    .replace(/\b\d+[a-z]?\b/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}
