import type { SectionName } from '../../core/api/drafts';
import type {
  ChangeTrackingMode,
  Collection,
  WordContentControl,
  WordGlobal,
  WordParagraph,
  WordRange,
  WordRequestContext,
} from './word-api';
import { queueParagraphs } from './word-read';
import {
  modelOf,
  normalText,
  paragraphsOf,
  tagOf,
  type DocumentModel,
  type WordSection,
} from './word-text';

/** A write the user asked for that Word cannot do; the message says why, for the pane. */
export class WordWriteError extends Error {}

/** How a write is made: as tracked changes (WordApi 1.4) or not. */
export interface WriteOptions {
  track: boolean;
}

const controlTitle = (label: string) => `Claimwright · ${label}`;

/** Queues change tracking on (restored by the returned function, queued after the write). */
function queueTracking(context: WordRequestContext, track: boolean, previous: ChangeTrackingMode) {
  if (!track) return () => undefined;
  context.document.changeTrackingMode = 'TrackAll';
  return () => void (context.document.changeTrackingMode = previous);
}

function ours(context: WordRequestContext, name: SectionName): WordContentControl {
  return context.document.contentControls.getByTag(tagOf(name)).getFirst();
}

/** Word's message for a refused write, in words the pane can show. */
export function explainWordError(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'AccessDenied')
    return 'Word refused the change: the document or this part of it is read-only.';
  if (code === 'ItemNotFound')
    return 'The section changed in Word meanwhile; nothing was written. Try again.';
  if (error instanceof WordWriteError) return error.message;
  return `Word could not make the change (${code ?? (error as Error).message}).`;
}

/** A section's body paragraphs as one range (the section must have some). */
function bodyRange(items: WordParagraph[], section: WordSection): WordRange {
  return items[section.first]!.getRange('Whole').expandTo(items[section.last]!.getRange('Whole'));
}

/**
 * Queues the body of a section's replacement: the paragraphs after its heading, inside the control.
 * The heading paragraph (the attorney's wording and style) is kept.
 */
function queueBody(
  control: WordContentControl,
  items: WordParagraph[] | null,
  section: WordSection | null,
  lines: string[],
): void {
  if (section && items && section.first <= section.last) {
    bodyRange(items, section).insertText(lines.join('\n'), 'Replace');
    return;
  }
  for (const line of lines) control.insertParagraph(line, 'End').styleBuiltIn = 'Normal';
}

/**
 * The read phase of a write (its first sync): the document model, the body's paragraphs to address
 * ranges by, and the change tracking mode to put back after a tracked write.
 */
async function readForWrite(
  context: WordRequestContext,
  track: boolean,
): Promise<{ model: DocumentModel; items: Collection<WordParagraph>; mode: ChangeTrackingMode }> {
  const read = queueParagraphs(context);
  const items = context.document.body.paragraphs;
  items.load('items/text');
  const doc = track ? context.document.load('changeTrackingMode') : null;
  await context.sync();
  return { model: modelOf(read()), items, mode: doc?.changeTrackingMode ?? 'Off' };
}

/**
 * Replaces a section's text in the document, in two syncs: the first reads the body (the section's
 * paragraphs as they are now, so nothing outside it is touched), the second makes the change —
 * wrapping an existing section (heading to next heading) in our control first, or adding the
 * section at the end with its heading. Returns the section's previous paragraphs, and its body as
 * Office Open XML (styles, numbering and formatting; read in the same sync, just before the write)
 * so that Restore can put back exactly what the attorney had.
 */
export async function writeSection(
  word: WordGlobal,
  name: SectionName,
  label: string,
  text: string,
  options: WriteOptions,
): Promise<{ before: string[]; ooxml: string | null; model: DocumentModel; placeholder: boolean }> {
  return word.run(async (context) => {
    const { model, items, mode } = await readForWrite(context, options.track);
    const section = model.sections[name] ?? null;
    if (section && !section.owned) {
      const inForeign = model.paragraphs
        .slice(section.heading ?? section.first, section.last + 1)
        .some((p) => p.controlTag !== null);
      if (inForeign)
        throw new WordWriteError(
          `The ${label} section sits inside another add-in's content control; Claimwright leaves it alone.`,
        );
    }
    const before = section ? paragraphsOf(section.text) : [];
    const lines = paragraphsOf(text);
    const saved =
      section && section.first <= section.last ? bodyRange(items.items, section).getOoxml() : null;
    const restore = queueTracking(context, options.track, mode);
    writeInto(context, items, section, name, label, lines);
    restore();
    await context.sync();
    // Word keeps one empty paragraph where a body was replaced by nothing: the next text goes in it.
    const placeholder = lines.length === 0 && !!section && section.first <= section.last;
    return { before, ooxml: saved?.value ?? null, model, placeholder };
  });
}

function writeInto(
  context: WordRequestContext,
  paragraphs: Collection<WordParagraph>,
  section: WordSection | null,
  name: SectionName,
  label: string,
  lines: string[],
): void {
  const items = paragraphs.items;
  if (section?.owned) {
    queueBody(ours(context, name), items, section, lines);
    return;
  }
  if (section) {
    const start = items[section.heading ?? section.first]!;
    const end = items[Math.max(section.last, section.heading ?? section.first)]!;
    const control = start.getRange('Whole').expandTo(end.getRange('Whole')).insertContentControl();
    control.tag = tagOf(name);
    control.title = controlTitle(label);
    queueBody(control, items, section, lines);
    return;
  }
  const body = context.document.body;
  const heading = body.insertParagraph(label, 'End');
  heading.styleBuiltIn = 'Heading1';
  let last: WordParagraph = heading;
  for (const line of lines) {
    last = body.insertParagraph(line, 'End');
    last.styleBuiltIn = 'Normal';
  }
  const control = heading.getRange('Whole').expandTo(last.getRange('Whole')).insertContentControl();
  control.tag = tagOf(name);
  control.title = controlTitle(label);
}

/**
 * Puts a section's saved body (Office Open XML from `writeSection`) back in place of what our
 * control holds now, in two syncs: read the body, then replace. Returns false, writing nothing,
 * when the section has no body paragraph left to replace (the caller then writes the text).
 */
export async function restoreSectionXml(
  word: WordGlobal,
  name: SectionName,
  ooxml: string,
  options: WriteOptions,
): Promise<boolean> {
  return word.run(async (context) => {
    const { model, items, mode } = await readForWrite(context, options.track);
    const section = model.sections[name];
    if (!section?.owned || section.first > section.last) return false;
    const restore = queueTracking(context, options.track, mode);
    bodyRange(items.items, section).insertOoxml(ooxml, 'Replace');
    restore();
    await context.sync();
    return true;
  });
}

/**
 * Appends streamed text to a section we own: `continued` goes at the end of its last paragraph,
 * each of `added` becomes a new paragraph. One Word.run, one sync.
 */
export async function appendToSection(
  word: WordGlobal,
  name: SectionName,
  continued: string,
  added: string[],
  options: WriteOptions & { mode: ChangeTrackingMode },
): Promise<void> {
  await word.run(async (context) => {
    const control = ours(context, name);
    const restore = queueTracking(context, options.track, options.mode);
    if (continued) control.getRange('Content').insertText(continued, 'End');
    for (const line of added) control.insertParagraph(line, 'End').styleBuiltIn = 'Normal';
    restore();
    await context.sync();
  });
}

/** The document's change tracking mode (WordApi 1.4). */
export async function trackingMode(word: WordGlobal): Promise<ChangeTrackingMode> {
  return word.run(async (context) => {
    const doc = context.document.load('changeTrackingMode');
    await context.sync();
    return doc.changeTrackingMode;
  });
}

/**
 * What to send to Word when a section's text grows from `written` to `text`: the rest of the last
 * paragraph and the new paragraphs, or null when the text changed otherwise (write it whole).
 */
export function appendPlan(
  written: string,
  text: string,
): { continued: string; added: string[] } | null {
  if (!normalText(text).startsWith(normalText(written))) return null;
  const before = paragraphsOf(written);
  const after = paragraphsOf(text);
  const n = before.length;
  if (after.length < n) return null;
  for (let i = 0; i < n - 1; i++) if (before[i] !== after[i]) return null;
  if (n === 0) return { continued: '', added: after };
  const last = before[n - 1]!;
  const grown = after[n - 1]!;
  if (!grown.startsWith(last)) return null;
  return { continued: grown.slice(last.length), added: after.slice(n) };
}
