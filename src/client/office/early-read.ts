import { wordGlobals } from './word-api';
import { readDocument, revisionProbe } from './word-read';
import type { DocumentModel } from './word-text';

/** The read started with the pane's start, for the draft it was started for. */
let early: { draftId: string; model: Promise<DocumentModel> } | null = null;

/**
 * Starts reading the Word document at once, beside the linked draft's request (pane-start.ts),
 * instead of after the draft has arrived: in Word a read is a round trip to the host, and the
 * pane's first screen needs both. Nothing happens outside Word or below WordApi 1.3 (the pane then
 * has no Word target). A read already started for `draftId`, not yet taken, is kept.
 */
export function startEarlyRead(draftId: string, win: object = globalThis): void {
  if (early?.draftId === draftId) return;
  const globals = wordGlobals(win);
  if (!globals?.office.context?.requirements?.isSetSupported('WordApi', '1.3')) return;
  const model = readDocument(globals.word, revisionProbe(globals.office));
  model.catch(() => undefined); // the bridge that takes it reads again
  early = { draftId, model };
}

/** The early read for `draftId` (once), or null: the Word bridge then reads the document itself. */
export function takeEarlyRead(draftId: string): Promise<DocumentModel> | null {
  const model = early?.draftId === draftId ? early.model : null;
  early = null;
  return model;
}
