/**
 * A typed in-memory Word for tests: `createFakeWord(paragraphs)` gives a `Word` global with
 * queue-then-sync semantics (reading an unloaded property throws PropertyNotLoaded; sync() is
 * counted), an `Office` global (onReady, requirement sets, partitionKey, document settings), and
 * the document model to arrange and inspect. No Node imports: it is bundled for Chromium too.
 */
import type { OfficeGlobal, WordGlobal } from '../../../src/client/office/word-api';
import { FakeContext, FakeHost, type FakeSets } from './context';
import { FakeDocument } from './document';
import { DocModel, Para, type ParaSpec, type Span } from './model';

export { DocModel, Para, FakeWordError, type ParaSpec } from './model';

export interface FakeWordOptions {
  /** The highest WordApi set this Word supports (default 1.8). */
  wordApi?: number;
  partitionKey?: string | null;
  readOnly?: boolean;
  /** Document settings already saved in the file (e.g. a draft link). */
  settings?: Record<string, unknown>;
}

export interface FakeWord {
  Word: WordGlobal;
  Office: OfficeGlobal;
  model: DocModel;
  host: FakeHost;
  /** The settings as last saved with saveAsync (what a reopened document would have). */
  saved: Record<string, unknown>;
  /** Paragraph texts, for assertions. */
  texts(): string[];
  /** Sets the selection to the first occurrence of `text` (or the whole paragraph `index`). */
  selectText(text: string): void;
  /** Selects whole paragraphs `first` to `last` (indexes), as a drag over them would. */
  selectParagraphs(first: number, last: number): void;
  /** The text of the selection. */
  selectionText(): string;
  /** A user edit: changes a paragraph's text and raises onParagraphChanged. */
  userEdit(index: number, text: string): Promise<void>;
  /** A user adds a paragraph after `index` (raises onParagraphAdded). */
  userAdd(index: number, text: string): Promise<void>;
}

export function createFakeWord(paragraphs: ParaSpec[], options: FakeWordOptions = {}): FakeWord {
  const model = new DocModel(paragraphs);
  model.readOnly = options.readOnly ?? false;
  const sets: FakeSets = { WordApi: options.wordApi ?? 1.8 };
  const host = new FakeHost(model, sets);
  const saved: Record<string, unknown> = { ...(options.settings ?? {}) };
  const live = new Map<string, unknown>(Object.entries(saved));

  const Word: WordGlobal = {
    async run(batch) {
      const context = new FakeContext(host);
      const document = new FakeDocument(context);
      const result = await batch({ document, sync: () => context.sync() });
      // Word.run sends what is still queued when the batch returns.
      if (context.pending) await context.sync();
      return result;
    },
  };

  const Office: OfficeGlobal = {
    onReady: async () => ({ host: 'Word', platform: 'OfficeOnline' }),
    context: {
      requirements: {
        isSetSupported: (name, version = '1.1') =>
          name === 'WordApi' && Number(version) <= sets.WordApi,
      },
      partitionKey: options.partitionKey ?? null,
      document: {
        mode: model.readOnly ? 'ReadOnly' : 'ReadWrite',
        settings: {
          get: (name) => (live.has(name) ? live.get(name) : null),
          set: (name, value) => void live.set(name, value),
          remove: (name) => void live.delete(name),
          saveAsync: (callback) => {
            setTimeout(() => {
              if (model.readOnly) {
                callback?.({ status: 'failed', error: { message: 'The document is read-only.' } });
                return;
              }
              for (const key of Object.keys(saved)) Reflect.deleteProperty(saved, key);
              Object.assign(saved, Object.fromEntries(live));
              callback?.({ status: 'succeeded' });
            }, 0);
          },
        },
      },
    },
  };

  const fire = async (kind: 'changed' | 'added', ids: string[]) => {
    for (const handler of host.handlers[kind]) {
      await handler({
        type: kind === 'changed' ? 'ParagraphChanged' : 'ParagraphAdded',
        uniqueLocalIds: ids,
      });
    }
  };

  const find = (text: string): Span => {
    for (const para of model.paragraphs) {
      const at = para.text.indexOf(text);
      if (at >= 0) return { start: { para, offset: at }, end: { para, offset: at + text.length } };
    }
    throw new Error(`fake Word: no "${text}" in the document`);
  };

  return {
    Word,
    Office,
    model,
    host,
    saved,
    texts: () => model.paragraphs.map((p) => p.text),
    selectText: (text) => void (model.selection = find(text)),
    selectParagraphs(first, last) {
      const end = model.paragraphs[last]!;
      model.selection = {
        start: { para: model.paragraphs[first]!, offset: 0 },
        end: { para: end, offset: end.text.length },
      };
    },
    selectionText: () => model.textOf(model.selection),
    async userEdit(index, text) {
      const para = model.paragraphs[index]!;
      para.text = text;
      await fire('changed', [para.uid]);
    },
    async userAdd(index, text) {
      const para = new Para({ text });
      model.paragraphs.splice(index + 1, 0, para);
      await fire('added', [para.uid]);
    },
  };
}

/** Puts a fake's globals on `globalThis` (what office.js does); returns the function removing them. */
export function installFakeWord(fake: FakeWord, on: object = globalThis): () => void {
  const target = on as { Office?: unknown; Word?: unknown };
  target.Office = fake.Office;
  target.Word = fake.Word;
  return () => {
    delete target.Office;
    delete target.Word;
  };
}
