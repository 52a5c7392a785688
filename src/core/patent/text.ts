const WORD_RE = /[A-Za-z0-9\u00C0-\u024F]+(?:[-'’][A-Za-z0-9\u00C0-\u024F]+)*/g;

/** Counts words the way the abstract limit does (hyphenated words count once). */
export function countWords(text: string): number {
  WORD_RE.lastIndex = 0;
  let n = 0;
  while (WORD_RE.exec(text)) n++;
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
  WORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD_RE.exec(text))) {
    out.push({
      word: m[0],
      lower: m[0].toLowerCase(),
      start: base + m.index,
      end: base + m.index + m[0].length,
    });
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
