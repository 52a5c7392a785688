import type { SectionName } from '../../core/api/drafts';
import type { DraftTarget, FindingMark, SectionRef } from './draft-target';
import {
  wordGlobals,
  type ChangeTrackingMode,
  type OfficeGlobal,
  type WordGlobal,
} from './word-api';
import { insertFigure, type FigurePicture } from './word-figures';
import { commentText, clearComments, withRange, withRanges } from './word-findings';
import { readLink, writeLink } from './word-link';
import { readDocument, revisionProbe } from './word-read';
import { replaceSelection, restoreSelection, type SelectionRewrite } from './word-rewrite';
import {
  appendPlan,
  appendToSection,
  explainWordError,
  restoreSectionXml,
  trackingMode,
  writeSection,
} from './word-sections';
import { normalText, sectionOfHeadingText, type DocumentModel } from './word-text';
import { watchDocument } from './word-watch';

/** What this Word can do beyond WordApi 1.3 (each feature hides itself with a note when not). */
export interface WordFeatures {
  /** Comments and change tracking (WordApi 1.4). */
  comments: boolean;
  tracking: boolean;
  /** Paragraph events (WordApi 1.6); else a poll. */
  events: boolean;
  /** Temporary highlights (WordApi 1.8). */
  highlight: boolean;
  /** Word opened the document read-only: it can be read and checked, not written. */
  readOnly: boolean;
}

/** The task pane's DraftTarget: the open Word document is the draft. */
export interface WordDraftTarget extends DraftTarget {
  readonly kind: 'word';
  readonly features: WordFeatures;
  /** Insert as tracked changes (WordApi 1.4). */
  readonly trackChanges: boolean;
  setTrackChanges(on: boolean): void;
  /** Reads the document into the draft model (one sync). */
  read(): Promise<DocumentModel>;
  /** The model of the last read or write. */
  readonly model: DocumentModel | null;
  /** Brings a section to `text` as it grows (a stream): appends when it only grew, else rewrites. */
  streamSection(name: SectionName, label: string, text: string): Promise<void>;
  /** Whether a section has content to go back to (kept before our first write). */
  canRestore(name: SectionName): boolean;
  /** Puts back the section's content from before our writes. */
  restoreSection(name: SectionName, label: string): Promise<void>;
  /** Forgets the restore point (the user kept the new text, or edited it). */
  keep(name: SectionName): void;
  /** Adds a comment per finding (ours: "Claimwright: …"); returns how many were placed. */
  markFindings(marks: FindingMark[]): Promise<number>;
  /** Removes our comments only. */
  clearMarks(): Promise<number>;
  replaceSelection(text: string): Promise<void>;
  /** Replaces the selection with its rewrite (tracked when the switch is on), keeping a restore. */
  rewriteSelection(text: string): Promise<void>;
  /** Whether the last rewrite can be put back; and putting it back. */
  readonly canRestoreRewrite: boolean;
  restoreRewrite(): Promise<void>;
  /**
   * Inserts a drawn figure at the end of the document: the picture and its caption "FIG. n", in a
   * control of ours (tracked when the switch is on).
   */
  insertFigure(figure: FigurePicture): Promise<void>;
  /** The id of the server draft this document is linked to. */
  linkedDraft(): string | null;
  link(draftId: string | null): Promise<void>;
  /** Calls `onChange` after the user edits the document. */
  watch(onChange: () => void): () => void;
}

const nameOf = (section: SectionRef): SectionName => {
  const name = sectionOfHeadingText(section.heading);
  if (!name) throw new Error(`"${section.heading}" is not a section of a draft.`);
  return name;
};

/** A WordDraftTarget over the page's `Word` and `Office`. */
export function createWordDraftTarget(word: WordGlobal, office: OfficeGlobal): WordDraftTarget {
  const supports = (v: string) => office.context.requirements.isSetSupported('WordApi', v);
  const features: WordFeatures = {
    comments: supports('1.4'),
    tracking: supports('1.4'),
    events: supports('1.6'),
    highlight: supports('1.8'),
    // Office.DocumentMode: "readOnly" in office.js (the fake says "ReadOnly").
    readOnly: /^readonly$/i.test(office.context.document.mode ?? ''),
  };
  let model: DocumentModel | null = null;
  /** What each section holds in Word after our last write (for appends). */
  const written = new Map<SectionName, string>();
  /** Sections whose body is one empty paragraph left by writing "" (text goes into it). */
  const placeholders = new Set<SectionName>();
  /** A section's paragraphs (and body as Office Open XML) before our first write: what "Restore" puts back. */
  const previous = new Map<SectionName, { lines: string[]; ooxml: string | null }>();
  let mode: ChangeTrackingMode = 'Off';
  let rewrite: SelectionRewrite | null = null;

  const read = async () => {
    model = await readDocument(word, revisionProbe(office));
    return model;
  };
  const current = async () => model ?? read();
  /**
   * Runs a change to the document: Word's errors become messages for the attorney, and the model of
   * the last read is dropped whatever happened (the document may have changed in part).
   */
  const changing = async <T>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      throw new Error(explainWordError(error), { cause: error });
    } finally {
      model = null;
    }
  };

  const write = (name: SectionName, label: string, text: string) =>
    changing(async () => {
      if (target.trackChanges) mode = await trackingMode(word);
      const result = await writeSection(word, name, label, text, { track: target.trackChanges });
      if (!previous.has(name)) previous.set(name, { lines: result.before, ooxml: result.ooxml });
      written.set(name, normalText(text));
      if (result.placeholder) placeholders.add(name);
      else placeholders.delete(name);
    });

  const restoreXml = (name: SectionName, ooxml: string) =>
    changing(async () => {
      placeholders.delete(name);
      return restoreSectionXml(word, name, ooxml, { track: target.trackChanges });
    });

  const target: WordDraftTarget = {
    kind: 'word',
    features,
    trackChanges: false,
    setTrackChanges(on) {
      (target as { trackChanges: boolean }).trackChanges = on && features.tracking;
    },
    get model() {
      return model;
    },
    read,
    async readSelection() {
      return word.run(async (context) => {
        const range = context.document.getSelection().load('text');
        await context.sync();
        return range.text.replace(/\r/g, '\n');
      });
    },
    async readDocumentText() {
      const doc = await read();
      return doc.paragraphs
        .filter((p) => !p.inTable)
        .map((p) => (p.listString ? `${p.listString} ` : '') + p.text.replace(/\v/g, '\n'))
        .join('\n');
    },
    async upsertSection(section, text) {
      await write(nameOf(section), section.heading, text);
    },
    async streamSection(name, label, text) {
      const before = written.get(name);
      const plan = before === undefined ? null : appendPlan(before, text);
      if (!plan) return write(name, label, text);
      if (!plan.continued && !plan.added.length) return;
      if (placeholders.has(name) && plan.added.length) plan.continued = plan.added.shift()!;
      await changing(async () => {
        await appendToSection(word, name, plan.continued, plan.added, {
          track: target.trackChanges,
          mode,
        });
        written.set(name, normalText(text));
        placeholders.delete(name);
      });
    },
    // A section that was empty before has nothing to go back to (Word's own undo removes it).
    canRestore: (name) => (previous.get(name)?.lines.length ?? 0) > 0,
    async restoreSection(name, label) {
      const saved = previous.get(name);
      if (!saved) return;
      const text = saved.lines.join('\n\n');
      if (saved.ooxml && (await restoreXml(name, saved.ooxml))) written.set(name, normalText(text));
      else await write(name, label, text);
      previous.delete(name);
    },
    keep(name) {
      previous.delete(name);
      written.delete(name);
    },
    async selectRange(section, range) {
      const found = await withRange(word, await current(), nameOf(section), range, (r) =>
        r.select(),
      );
      if (!found) throw new Error('The text of this finding is no longer in the document.');
    },
    async highlightFinding(finding) {
      if (!features.highlight) return async () => undefined;
      const doc = await current();
      const name = nameOf(finding.section);
      await withRange(word, doc, name, finding.range, (r) => r.highlight());
      return async () => {
        await withRange(word, doc, name, finding.range, (r) => r.removeHighlight()).catch(
          () => false,
        );
      };
    },
    async markFindings(marks) {
      if (!features.comments) return 0;
      // The model of the last read: the watch drops it when the document changes.
      const doc = await current();
      const found = await withRanges(
        word,
        doc,
        marks.map((m) => ({ name: nameOf(m.section), range: m.range })),
        (r, i) => void r.insertComment(commentText(marks[i]!.message, marks[i]!.suggestion)),
      );
      return found.filter(Boolean).length;
    },
    async clearMarks() {
      return features.comments ? clearComments(word) : 0;
    },
    async replaceSelection(text) {
      await word.run(async (context) => {
        context.document.getSelection().insertText(text, 'Replace');
        await context.sync();
      });
      model = null;
    },
    async rewriteSelection(text) {
      model = null;
      rewrite = await replaceSelection(word, text, target.trackChanges);
    },
    get canRestoreRewrite() {
      return rewrite !== null;
    },
    async restoreRewrite() {
      if (!rewrite) return;
      model = null;
      await restoreSelection(word, rewrite, target.trackChanges);
      rewrite = null;
    },
    insertFigure: (figure) =>
      changing(async () => {
        if (target.trackChanges) mode = await trackingMode(word);
        await insertFigure(word, figure, { track: target.trackChanges, mode });
      }),
    linkedDraft: () => readLink(office),
    link: (draftId) => writeLink(office, draftId),
    watch: (onChange) =>
      watchDocument(word, office, () => {
        model = null;
        onChange();
      }),
  };
  return target;
}

/** The Word target of this page when it runs in Word's task pane, else null (a browser tab). */
export function wordTargetFromGlobals(win: object = globalThis): WordDraftTarget | null {
  const globals = wordGlobals(win);
  if (!globals) return null;
  if (!globals.office.context?.requirements?.isSetSupported('WordApi', '1.3')) return null;
  return createWordDraftTarget(globals.word, globals.office);
}
