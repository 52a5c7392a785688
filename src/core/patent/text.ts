const KIND = new Uint8Array(65536);
for (let c = 0; c < 65536; c++) {
  const word =
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x1fff);
  KIND[c] = word ? 1 : c === 45 || c === 39 || c === 0x2019 ? 2 : 0;
}

function isWordChar(c: number): boolean {
  return KIND[c] === 1;
}

function isJoiner(c: number): boolean {
  return KIND[c] === 2;
}

/**
 * Whether a character code is an ASCII letter or a hyphen (`[A-Za-z-]`): what the numeral readers
 * take a part's name from ("lever-arm 12"). A code test, as they step back over the text one
 * character at a time.
 */
export function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 45;
}

/** Whether a character code is white space as a regular expression's `\s` reads it. */
export function isSpaceChar(c: number): boolean {
  return c <= 32
    ? c === 32 || (c >= 9 && c <= 13)
    : c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff;
}

/** Counts words the way the abstract limit does (hyphenated words count once). */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordChar(c)) {
      if (!inWord) n++;
      inWord = true;
    } else if (!(
      inWord &&
      isJoiner(c) &&
      i + 1 < text.length &&
      isWordChar(text.charCodeAt(i + 1))
    ))
      inWord = false;
  }
  return n;
}

/** A word token with its offset. */
export interface Token {
  word: string;
  lower: string;
  start: number;
  end: number;
}

/** Splits text into word tokens (offsets relative to `text` plus `base`). */
export function tokenize(text: string, base = 0): Token[] {
  const out: Token[] = [];
  let start = -1;
  const len = text.length;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 32;
    if (isWordChar(c)) {
      if (start < 0) start = i;
    } else if (start >= 0 && !(isJoiner(c) && i + 1 < len && isWordChar(text.charCodeAt(i + 1)))) {
      const word = text.slice(start, i);
      out.push({ word, lower: word.toLowerCase(), start: base + start, end: base + i });
      start = -1;
    }
  }
  return out;
}

/** The distinct lowercase words of a text (fast path for vocabularies). */
export function wordSet(text: string): Set<string> {
  const out = new Set<string>();
  const lower = text.toLowerCase();
  let start = -1;
  const len = lower.length;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? lower.charCodeAt(i) : 32;
    if (isWordChar(c)) {
      if (start < 0) start = i;
    } else if (start >= 0 && !(isJoiner(c) && i + 1 < len && isWordChar(lower.charCodeAt(i + 1)))) {
      out.add(lower.slice(start, i));
      start = -1;
    }
  }
  return out;
}

const INVARIANT = new Set([
  'series',
  'species',
  'means',
  'apparatus',
  'gas',
  'glass',
  'mass',
  'bias',
  'process',
  'access',
  'address',
  'class',
  'thickness',
  'business',
  'status',
  'analysis',
  'axis',
  'basis',
  'chassis',
  'lens',
  'plus',
  'minus',
  'thus',
  'radius',
  'focus',
  'stimulus',
  'virus',
  'corpus',
  'campus',
  'news',
  'physics',
  'electronics',
  'optics',
  'data',
  'always',
  'this',
  'its',
  'his',
  'is',
  'was',
  'has',
  'does',
  'less',
  'across',
  'ss',
  'us',
  'yes',
  'whereas',
]);

const IRREGULAR: Record<string, string> = {
  children: 'child',
  teeth: 'tooth',
  feet: 'foot',
  men: 'man',
  women: 'woman',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  media: 'medium',
  mice: 'mouse',
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
  knives: 'knife',
  lives: 'life',
  wives: 'wife',
  analyses: 'analysis',
  axes: 'axis',
  bases: 'base',
  dice: 'die',
  radii: 'radius',
};

const stemCache = new Map<string, string>();

/** Normalises a lowercase noun to its singular form (heuristic, cached). */
export function singular(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  let s = word;
  if (IRREGULAR[word]) s = IRREGULAR[word];
  else if (
    word.length <= 3 ||
    INVARIANT.has(word) ||
    word.endsWith('ss') ||
    word.endsWith('us') ||
    word.endsWith('is')
  )
    s = word;
  else if (word.endsWith('ies') && word.length > 4) s = word.slice(0, -3) + 'y';
  // "caches", "headaches": after a consonant (but the "t" of "attaches"), "-aches" is the plural of
  // an "-ache" noun; English has almost no "-ach" noun there, and "stomach" takes a bare "s".
  else if (/[^aeiout]aches$/.test(word)) s = word.slice(0, -1);
  else if (/(?:sses|shes|ches|xes|zes|oes)$/.test(word)) s = word.slice(0, -2);
  else if (word.endsWith('s') && !word.endsWith('ss')) s = word.slice(0, -1);
  if (stemCache.size > 50000) stemCache.clear();
  stemCache.set(word, s);
  return s;
}

/** Clamps a range into [0, length]. */
export function clampRange(start: number, end: number, length: number): [number, number] {
  const s = Math.max(0, Math.min(start, length));
  const e = Math.max(s, Math.min(end, length));
  return [s, e];
}
