/**
 * One edit of a long text, sent instead of the whole text: at `at`, `remove` characters give way to
 * `insert` (UTF-16 offsets, as JavaScript strings count). The result's length and hash travel with
 * it, so the receiver applies it only to the very text it was made from.
 */
export interface TextSplice {
  at: number;
  remove: number;
  insert: string;
  result_length: number;
  result_hash: string;
}

/** FNV-1a (32 bits) over the UTF-16 code units, as 8 hex digits: a check, not a secret. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The one splice that turns `before` into `after`: everything between their common start and
 * common end. Never splits a surrogate pair, so `insert` is well-formed text.
 */
export function spliceOf(before: string, after: string): TextSplice {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return {
    at: start,
    remove: before.length - start - end,
    insert: after.slice(start, after.length - end),
    result_length: after.length,
    result_hash: textHash(after),
  };
}

/** `text` with the splice applied, or null when the splice was not made from `text`. */
export function applySplice(text: string, splice: TextSplice): string | null {
  if (splice.at + splice.remove > text.length) return null;
  const result = text.slice(0, splice.at) + splice.insert + text.slice(splice.at + splice.remove);
  if (result.length !== splice.result_length || textHash(result) !== splice.result_hash) {
    return null;
  }
  return result;
}
