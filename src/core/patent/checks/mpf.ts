import { descriptionVocab } from './vocab';
import type { CheckContext } from './context';

/**
 * "means for fastening"; and "a fastening means" (the function as the gerund before "means", after a
 * determiner or the word that lists it: in "the biasing means comprising means for …",
 * "comprising" is the claim's verb, not a function).
 */
const MEANS_RE =
  /\b(?:(means|step)\s+for\s+([a-z]+(?:-[a-z]+)*)|(?<=\b(?:a|an|the|said|each|first|second|third|comprising|including|having|with|and|or|by)\s+)([a-z]+ing)\s+(means)\b)/gi;
const DEFAULT_PLACEHOLDERS = [
  'module',
  'mechanism',
  'device',
  'unit',
  'component',
  'element',
  'member',
  'apparatus',
  'system',
  'means',
];
const LINKER = String.raw`(?:for|configured to|adapted to|operable to|arranged to|so that|that is configured to|capable of)`;

/** 112(f): "means for", missing corresponding structure, and nonce placeholders. */
export function checkMeansPlusFunction(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  if (!sec) return;
  const placeholders = (ctx.options.words?.placeholders ?? DEFAULT_PLACEHOLDERS)
    .map((w) => w.toLowerCase().replace(/[^a-z -]/g, ''))
    .filter(Boolean);
  const nonce = new RegExp(
    String.raw`\b(?:a|an|the|said)\s+(?:([a-z]+ing)\s+)?(${placeholders.join('|')})\s+${LINKER}\b(?:\s+([a-z]+))?`,
    'gi',
  );
  const vocab = descriptionVocab(ctx);
  const descText = vocab.text;
  const stems = new Set([...vocab.words].map((w) => w.slice(0, 5)));
  for (const c of ctx.model.claims) {
    if (c.canceled) continue;
    const body = sec.text.slice(c.bodyStart, c.end);
    const at = { section: sec.id, claim: c.number! };
    MEANS_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = MEANS_RE.exec(body))) {
      const start = c.bodyStart + m.index;
      const fn = (m[2] ?? m[3])!;
      ctx.add('mpf/means-for', {
        ...at,
        start,
        end: start + m[0].length,
        message: `"${m[0]}" in claim ${c.number}: 35 USC 112(f) presumably applies; the claim covers the structure described for "${fn}" and its equivalents.`,
        suggestion:
          'Make sure the description discloses the structure, or recite the structure in the claim.',
      });
      if (descText.length > 200 && !described(fn, stems, vocab.words)) {
        ctx.add('mpf/no-structure', {
          ...at,
          start,
          end: start + m[0].length,
          message: `The description never describes "${fn}", the function of "${m[0]}" in claim ${c.number}.`,
          suggestion: 'Describe the structure that performs the function.',
        });
      }
    }
    nonce.lastIndex = 0;
    while ((m = nonce.exec(body))) {
      const start = c.bodyStart + m.index;
      if (m[2]!.toLowerCase() === 'means' || start < c.preamble.end) continue;
      ctx.add('mpf/nonce-term', {
        ...at,
        start,
        end: start + m[0].length,
        message: `"${m[0]}" in claim ${c.number} pairs a generic placeholder with a function and may be read under 35 USC 112(f).`,
        suggestion:
          'Recite the structure (e.g. "a processor programmed to …") or confirm the description supports it.',
      });
      // A placeholder read under 112(f) is limited to the structure described for its function:
      // when the description never speaks of that function at all, there is none to point to.
      const fn = m[1] ?? m[3];
      if (fn && descText.length > 200 && !described(fn, stems, vocab.words)) {
        ctx.add('mpf/no-structure', {
          ...at,
          start,
          end: start + m[0].length,
          message: `"${m[0]}" in claim ${c.number} names a function ("${fn}") with a generic placeholder, and the description never describes that function: read under 35 USC 112(f), the claim has no structure to cover.`,
          suggestion:
            'Describe the structure that performs the function, or recite it in the claim.',
        });
      }
    }
  }
}

/**
 * Whether the description speaks of a claimed function: a gerund by its verb's stem ("magnetizing"
 * needs "magnetize", "magnetized" or "magnetization"; "magnet" is a part, not the function),
 * other words by their first five letters.
 */
function described(fn: string, stems: Set<string>, words: Set<string>): boolean {
  const f = fn.toLowerCase();
  if (!/ing$/.test(f) || f.length < 6) return stems.has(f.slice(0, 5));
  let stem = f.slice(0, -3);
  // "cutting" -> "cut", "rotating" -> "rotat"
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length < 4) return stems.has(f.slice(0, 5));
  for (const w of words) if (w.startsWith(stem)) return true;
  return false;
}
