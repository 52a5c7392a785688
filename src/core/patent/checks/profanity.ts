import type { CheckContext } from './context';

/** The default patent-profanity list (editable through `options.words`). "invention" is checked in claims only. */
export const DEFAULT_PROFANITY = [
  'invention',
  'must',
  'essential',
  'critical',
  'necessary',
  'required',
  'always',
  'never',
  'only',
  'prior art',
  'should',
  'important',
  'key',
];

const CLAIMS_ONLY = new Set(['invention']);
const SKIP_KINDS = new Set([
  'title',
  'crossReference',
  'federalResearch',
  'jointResearch',
  'sequenceListing',
  'priorDisclosures',
]);
const cache = new Map<string, RegExp>();

function wordsRegex(words: string[]): RegExp | null {
  const list = words.map((w) => w.trim().toLowerCase()).filter(Boolean);
  if (!list.length) return null;
  const key = list.join('|');
  let re = cache.get(key);
  if (!re) {
    const alt = list
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
    re = new RegExp(`\\b(?:${alt.join('|')})\\b`, 'gi');
    if (cache.size > 50) cache.clear();
    cache.set(key, re);
  }
  return re;
}

/**
 * "Key" narrows only in the sense "most important": "a key feature", "is key to", "the key to
 * the invention". As a noun it is often a thing the invention has — the key of a lock, a keyboard
 * key, an encryption key — and then it is no word to avoid.
 */
const KEY_OF_IMPORTANCE =
  /^\s+(?:to\b|(?:feature|aspect|element|component|advantage|point|role|part|factor|step|idea|concept|benefit|difference|characteristic|ingredient|requirement|consideration|issue|contribution|principle|insight|limitation|objective|object|goal|property|function|improvement)s?\b)/i;
const IS_BEFORE = /\b(?:is|are|was|were|be|being|been|remains?|considered|deemed)\s+$/i;

function keyOfImportance(text: string, start: number, end: number): boolean {
  return (
    KEY_OF_IMPORTANCE.test(text.slice(end, end + 40)) ||
    IS_BEFORE.test(text.slice(Math.max(0, start - 20), start))
  );
}

/** Words that narrow or admit; claims get warnings, the description info. */
export function checkProfanity(ctx: CheckContext): void {
  const w = ctx.options.words ?? {};
  const remove = new Set((w.profanityRemove ?? []).map((x) => x.toLowerCase()));
  const words = [...(w.profanity ?? DEFAULT_PROFANITY), ...(w.profanityAdd ?? [])].filter(
    (x) => !remove.has(x.toLowerCase()),
  );
  const re = wordsRegex(words);
  if (!re) return;
  for (const s of ctx.model.sections) {
    if (SKIP_KINDS.has(s.kind)) continue;
    const inClaims = s.kind === 'claims';
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let count = 0;
    while ((m = re.exec(s.text)) && count < 500) {
      const word = m[0].toLowerCase().replace(/\s+/g, ' ');
      if (!inClaims && CLAIMS_ONLY.has(word)) continue;
      if (word === 'key' && !keyOfImportance(s.text, m.index, m.index + m[0].length)) continue;
      count++;
      const claim = inClaims
        ? (ctx.model.claims.find((c) => c.start <= m!.index && m!.index < c.end)?.number ??
          undefined)
        : undefined;
      ctx.add('profanity/word', {
        section: s.id,
        start: m.index,
        end: m.index + m[0].length,
        claim,
        severity: inClaims ? 'warning' : 'info',
        message: `"${m[0]}"${inClaims ? ` in claim ${claim ?? '?'}` : ''} may narrow the scope or read as an admission.`,
        suggestion: 'Rephrase without it, or confirm it is intended.',
      });
    }
  }
}
