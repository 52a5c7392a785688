import type { WordGlobal, WordRequestContext } from './word-api';
import { modelOf, type DocumentModel, type ParagraphInfo } from './word-text';

/** One load for everything the section model needs; list and control data through navigation. */
const PARAGRAPH_LOAD =
  'items/text,items/style,items/styleBuiltIn,items/outlineLevel,items/isListItem,items/tableNestingLevel,' +
  'items/listItemOrNullObject/listString,items/parentContentControlOrNullObject/tag';

/** Queues the paragraph load; the returned function reads it after the caller's sync. */
export function queueParagraphs(context: WordRequestContext): () => ParagraphInfo[] {
  const paragraphs = context.document.body.paragraphs.load(PARAGRAPH_LOAD);
  return () =>
    paragraphs.items.map((p) => {
      const control = p.parentContentControlOrNullObject;
      return {
        text: p.text,
        style: p.style,
        styleBuiltIn: p.styleBuiltIn,
        outlineLevel: p.outlineLevel,
        listString: p.isListItem ? (p.listItemOrNullObject.listString ?? '') : '',
        inTable: p.tableNestingLevel > 0,
        controlTag: control.isNullObject ? null : (control.tag ?? null),
      };
    });
}

/** Reads the body into the draft model: one Word.run, one sync. */
export async function readDocument(word: WordGlobal): Promise<DocumentModel> {
  return word.run(async (context) => {
    const read = queueParagraphs(context);
    await context.sync();
    return modelOf(read());
  });
}
