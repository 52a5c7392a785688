import type { OfficeGlobal, WordGlobal, WordRequestContext } from './word-api';
import { modelOf, type DocumentModel, type ParagraphInfo, type RevisionState } from './word-text';

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

/** How much of the pending tracked changes the host lets us see. */
export type RevisionProbe = 'count' | 'mode' | null;

/** What this host lets a read see of tracked changes: counted with WordApi 1.6, the mode with 1.4. */
export function revisionProbe(office: OfficeGlobal): RevisionProbe {
  const supports = (v: string) => office.context.requirements.isSetSupported('WordApi', v);
  return supports('1.6') ? 'count' : supports('1.4') ? 'mode' : null;
}

/** Queues the look at tracked changes in the same batch as the paragraphs (no extra sync). */
function queueRevisions(context: WordRequestContext, probe: RevisionProbe) {
  if (probe === 'count') {
    // Only `type` is loaded: the texts of a long review would cost a large payload for nothing.
    const changes = context.document.body.getTrackedChanges().load('items/type');
    return (): RevisionState => ({ pending: changes.items.length });
  }
  if (probe === 'mode') {
    const doc = context.document.load('changeTrackingMode');
    return (): RevisionState => ({ trackingOn: doc.changeTrackingMode !== 'Off' });
  }
  return () => undefined;
}

/**
 * Reads the body into the draft model: one Word.run, one sync. `probe` adds what can be known
 * of pending tracked changes: counted with WordApi 1.6, Word's tracking mode with 1.4.
 */
export async function readDocument(
  word: WordGlobal,
  probe: RevisionProbe = null,
): Promise<DocumentModel> {
  return word.run(async (context) => {
    const read = queueParagraphs(context);
    const revisions = queueRevisions(context, probe);
    await context.sync();
    const model = modelOf(read());
    const state = revisions();
    return state ? { ...model, revisions: state } : model;
  });
}
