import { MAX_DISCLOSURE_CHARS, MAX_SECTION_CHARS } from '../../../core/api/sections';
import { isSection, type FieldKey } from './draft-document';
import { SECTION_LABELS } from './sections';

/** The most characters the server keeps in a field, for the fields a paste can overfill. */
function limitOf(key: FieldKey): number | null {
  if (isSection(key)) return MAX_SECTION_CHARS;
  if (key === 'disclosure') return MAX_DISCLOSURE_CHARS;
  return null;
}

/** Characters as megabytes, as a person reads a size ("1.5 MB", "1 MB"). */
function megabytes(chars: number): string {
  return `${Number((chars / 1_000_000).toPrecision(2))} MB`;
}

/**
 * Why a field's text cannot be saved as it is (longer than the server keeps), in plain words and
 * with what to do; null when it fits. Checked before sending: the server would refuse the whole
 * save without saying which section was too long.
 */
export function overLimit(key: FieldKey, text: string): string | null {
  const limit = limitOf(key);
  if (limit === null || text.length <= limit) return null;
  const name = isSection(key) ? SECTION_LABELS[key] : 'The disclosure';
  const what = isSection(key) ? 'a section' : 'the disclosure';
  return (
    `${name} is ${megabytes(text.length)} (${text.length.toLocaleString('en-US')} characters); ` +
    `${what} can hold at most ${megabytes(limit)} (${limit.toLocaleString('en-US')} characters). ` +
    'Your text is kept here in this browser; shorten it or move part of it elsewhere, and it is saved.'
  );
}
