/** One run of a diff: text both sides share, text only the old side has, or only the new side. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * Work bound of one diff (roughly the square of the edit distance, in tokens or lines); above it
 * a changed stretch is shown as one removal plus one addition.
 */
export const MAX_DIFF_CELLS = 4_000_000;

type Op = { kind: DiffPart['kind']; a: number; b: number };

/**
 * Myers' O((n + m)·D) shortest edit script of the middle parts, or null once the edit distance
 * D passes what `maxCells` allows (its trace is D² numbers): long texts with a few edits are cheap.
 */
function myers(
  a: readonly string[],
  b: readonly string[],
  head: number,
  n: number,
  m: number,
  maxCells: number,
): Op[] | null {
  const max = n + m;
  const v = new Int32Array(2 * max + 3);
  const at = (k: number) => k + max + 1;
  const trace: Int32Array[] = [];
  let cost = 0;
  for (let d = 0; d <= max; d++) {
    cost += 2 * d + 3;
    if (cost > maxCells || d * (n + m) > 2 * maxCells) return null;
    // v before this round, for diagonals -(d + 1)..d + 1.
    trace.push(v.slice(at(-d - 1), at(d + 1) + 1));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[at(k - 1)]! < v[at(k + 1)]!) ? v[at(k + 1)]! : v[at(k - 1)]! + 1;
      let y = x - k;
      while (x < n && y < m && a[head + x] === b[head + y]) {
        x++;
        y++;
      }
      v[at(k)] = x;
      if (x >= n && y >= m) return backtrack(trace, head, n, m);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], head: number, n: number, m: number): Op[] {
  const out: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d]!;
    const get = (k: number) => v[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && get(k - 1) < get(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : get(prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      out.push({ kind: 'same', a: head + x, b: head + y });
    }
    if (d > 0) {
      if (x === prevX) out.push({ kind: 'added', a: -1, b: head + prevY });
      else out.push({ kind: 'removed', a: head + prevX, b: -1 });
    }
    x = prevX;
    y = prevY;
  }
  return out.reverse();
}

/** Edit script of two token lists: trims the common ends, Myers in between (or whole replacement). */
function diffTokens(a: readonly string[], b: readonly string[], maxCells: number): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const ops: Op[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: 'same', a: i, b: i });
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  const middle = n > 0 && m > 0 ? myers(a, b, head, n, m, maxCells) : null;
  if (middle) ops.push(...middle);
  else {
    for (let i = 0; i < n; i++) ops.push({ kind: 'removed', a: head + i, b: -1 });
    for (let j = 0; j < m; j++) ops.push({ kind: 'added', a: -1, b: head + j });
  }
  for (let k = tail; k > 0; k--) ops.push({ kind: 'same', a: a.length - k, b: b.length - k });
  return ops;
}

/** Words, runs of white space, and single punctuation marks. */
function words(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];
}

/** Lines with their line break. */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

function wordDiff(parts: DiffPart[], before: string, after: string, maxCells: number): void {
  const a = words(before);
  const b = words(after);
  // Removals before additions within a changed stretch, so "old new" reads naturally.
  let removed = '';
  let added = '';
  const flush = () => {
    push(parts, 'removed', removed);
    push(parts, 'added', added);
    removed = '';
    added = '';
  };
  for (const op of diffTokens(a, b, maxCells)) {
    if (op.kind === 'same') {
      flush();
      push(parts, 'same', a[op.a]!);
    } else if (op.kind === 'removed') removed += a[op.a]!;
    else added += b[op.b]!;
  }
  flush();
}

/**
 * Word-level diff of two texts: lines are matched first (so edits far apart in a long section stay
 * separate), then each changed stretch of lines is diffed word by word. Bounded by `maxCells`.
 */
export function diffText(before: string, after: string, maxCells = MAX_DIFF_CELLS): DiffPart[] {
  const parts: DiffPart[] = [];
  if (before === after) {
    push(parts, 'same', before);
    return parts;
  }
  const a = lines(before);
  const b = lines(after);
  let removed = '';
  let added = '';
  const flush = () => {
    wordDiff(parts, removed, added, maxCells);
    removed = '';
    added = '';
  };
  for (const op of diffTokens(a, b, maxCells)) {
    if (op.kind === 'same') {
      flush();
      push(parts, 'same', a[op.a]!);
    } else if (op.kind === 'removed') removed += a[op.a]!;
    else added += b[op.b]!;
  }
  flush();
  return parts;
}

/** How many words a diff adds and removes. */
export function diffStats(parts: readonly DiffPart[]): { added: number; removed: number } {
  const count = (kind: DiffPart['kind']) =>
    parts
      .filter((p) => p.kind === kind)
      .reduce((n, p) => n + (p.text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0), 0);
  return { added: count('added'), removed: count('removed') };
}
