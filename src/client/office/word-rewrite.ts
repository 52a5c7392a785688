import { MAX_SEARCH_CHARS, type WordGlobal } from './word-api';
import { explainWordError } from './word-sections';

/**
 * A rewritten selection: what it was and what it became (what Restore looks for). `ooxml` holds the
 * original as Office Open XML when it spanned paragraphs, whose styles and numbering the rewrite
 * flattened; within one paragraph the paragraph itself stays, and its text is put back as text.
 */
export interface SelectionRewrite {
  original: string;
  rewritten: string;
  ooxml: string | null;
}

/** Paragraph breaks as Word inserts them ("\n" becomes a new paragraph), blank lines folded. */
const asWordText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n');

/**
 * Replaces the selection with `text`, as tracked changes when `track` (the document's own mode is
 * put back after). Two syncs: the selection's text and mode first (Restore needs the original),
 * then the write.
 */
export async function replaceSelection(
  word: WordGlobal,
  text: string,
  track: boolean,
): Promise<SelectionRewrite> {
  const rewritten = asWordText(text);
  return word.run(async (context) => {
    const selection = context.document.getSelection().load('text');
    const ooxml = selection.getOoxml();
    const doc = track ? context.document.load('changeTrackingMode') : null;
    await context.sync();
    if (!selection.text.trim()) throw new Error('Select some text in the document first.');
    if (doc) context.document.changeTrackingMode = 'TrackAll';
    selection.insertText(rewritten, 'Replace');
    if (doc) context.document.changeTrackingMode = doc.changeTrackingMode;
    await context.sync();
    const original = asWordText(selection.text);
    return { original, rewritten, ooxml: original.includes('\n') ? ooxml.value : null };
  });
}

/**
 * Puts the original back where the rewrite is (its paragraphs' styles too, when it spanned
 * several): found by searching for its first and last pieces (Word searches at most 255
 * characters and within a paragraph), one sync.
 */
export async function restoreSelection(
  word: WordGlobal,
  rewrite: SelectionRewrite,
  track: boolean,
): Promise<void> {
  const paras = rewrite.rewritten.split('\n');
  const head = paras[0]!.slice(0, MAX_SEARCH_CHARS);
  const tail = paras.at(-1)!.slice(-MAX_SEARCH_CHARS);
  const options = { matchCase: true };
  try {
    await word.run(async (context) => {
      const body = context.document.body;
      const start = body.search(head, options).getFirst();
      const end = start.expandTo(body.getRange('End')).search(tail, options).getFirst();
      const doc = track ? context.document.load('changeTrackingMode') : null;
      await context.sync();
      if (doc) context.document.changeTrackingMode = 'TrackAll';
      const range = start.expandTo(end);
      if (rewrite.ooxml) range.insertOoxml(rewrite.ooxml, 'Replace');
      else range.insertText(rewrite.original, 'Replace');
      if (doc) context.document.changeTrackingMode = doc.changeTrackingMode;
      await context.sync();
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ItemNotFound')
      throw new Error('The rewritten text was changed in Word; use Undo in Word instead.', {
        cause: error,
      });
    throw new Error(explainWordError(error), { cause: error });
  }
}
