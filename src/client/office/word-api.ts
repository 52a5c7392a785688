/**
 * The part of Word's JavaScript API (office.js) Claimwright uses, typed narrowly. Real Word
 * satisfies these shapes; so does the in-memory fake in test/support/fake-word. Keeping our own
 * subset (instead of @types/office-js) lets the fake be type-checked against exactly what we call.
 * Every proxy queues its operations; values are readable only after `load` and `context.sync()`.
 */

/** Where to insert relative to a range, paragraph or content control. */
export type InsertLocation = 'Replace' | 'Start' | 'End' | 'Before' | 'After';
/** Which part of a range `getRange` returns. */
export type RangeLocation = 'Whole' | 'Start' | 'End' | 'Content';
/** Word's change tracking modes (WordApi 1.4). */
export type ChangeTrackingMode = 'Off' | 'TrackAll' | 'TrackMineOnly';

/** Something whose properties must be loaded before they are read. */
export interface Loadable {
  load(properties?: string): this;
}

/** Search options Word accepts (the subset we set). */
export interface SearchOptions {
  matchCase?: boolean;
  matchWholeWord?: boolean;
}

/** A collection proxy: `items` after load; getFirst works without a sync. */
export interface Collection<T> extends Loadable {
  readonly items: T[];
  getFirst(): T;
}

export interface WordListItem extends Loadable {
  readonly isNullObject: boolean;
  readonly listString: string;
}

export interface WordComment extends Loadable {
  readonly id: string;
  readonly content: string;
  delete(): void;
}

/** What ranges, paragraphs, controls and the body share. */
export interface RangeLike extends Loadable {
  readonly text: string;
  readonly paragraphs: Collection<WordParagraph>;
  search(text: string, options?: SearchOptions): Collection<WordRange>;
  getRange(location?: RangeLocation): WordRange;
  insertText(text: string, location: InsertLocation): WordRange;
  insertParagraph(text: string, location: InsertLocation): WordParagraph;
  select(): void;
}

/** A value a method returns, readable after the next `context.sync()`. */
export interface ClientResult<T> {
  readonly value: T;
}

export interface WordRange extends RangeLike {
  readonly isEmpty: boolean;
  /** The range as Office Open XML, formatting, styles and numbering included (WordApi 1.1). */
  getOoxml(): ClientResult<string>;
  /** Puts Office Open XML in place of the range (WordApi 1.1). */
  insertOoxml(ooxml: string, location: 'Replace'): WordRange;
  expandTo(range: WordRange): WordRange;
  insertContentControl(): WordContentControl;
  /** WordApi 1.4. */
  insertComment(text: string): WordComment;
  /** WordApi 1.8. */
  highlight(color?: string): void;
  /** WordApi 1.8. */
  removeHighlight(): void;
}

/** A picture in the text (WordApi 1.1); sizes in points. */
export interface WordInlinePicture extends Loadable {
  width: number;
  height: number;
  altTextTitle: string;
  altTextDescription: string;
}

/** Paragraph alignment, as Word names it. */
export type Alignment = 'Left' | 'Centered' | 'Right' | 'Justified';

export interface WordParagraph extends RangeLike {
  readonly style: string;
  styleBuiltIn: string;
  alignment: Alignment;
  /** WordApi 1.2: a picture from base64 (PNG, JPEG…) at the paragraph's start or end. */
  insertInlinePictureFromBase64(
    base64: string,
    location: 'Replace' | 'Start' | 'End',
  ): WordInlinePicture;
  readonly outlineLevel: number;
  readonly isListItem: boolean;
  readonly tableNestingLevel: number;
  readonly listItemOrNullObject: WordListItem;
  readonly parentContentControlOrNullObject: WordContentControl;
}

export interface WordContentControl extends RangeLike {
  readonly isNullObject: boolean;
  readonly id: number;
  tag: string;
  title: string;
  appearance: string;
  readonly cannotEdit: boolean;
  clear(): void;
  delete(keepContent: boolean): void;
}

export interface WordBody extends RangeLike {
  readonly contentControls: Collection<WordContentControl>;
  /** WordApi 1.4. */
  getComments(): Collection<WordComment>;
  /** WordApi 1.6: the revisions not yet accepted or rejected. */
  getTrackedChanges(): Collection<WordTrackedChange>;
}

/** A pending revision (WordApi 1.6). */
export interface WordTrackedChange extends Loadable {
  readonly type: 'Added' | 'Deleted' | 'Formatted' | 'None';
}

/** A registration of an event handler; `remove` takes it off (with a sync). */
export interface EventRegistration {
  remove(): void;
}

export interface WordEventSource<A> {
  add(handler: (args: A) => Promise<void> | void): EventRegistration;
}

export interface ParagraphEventArgs {
  type: string;
  uniqueLocalIds: string[];
}

export interface WordDocument extends Loadable {
  readonly body: WordBody;
  readonly contentControls: Collection<WordContentControl> & {
    getByTag(tag: string): Collection<WordContentControl>;
  };
  /** WordApi 1.4. */
  changeTrackingMode: ChangeTrackingMode;
  getSelection(): WordRange;
  /** WordApi 1.6. */
  readonly onParagraphChanged: WordEventSource<ParagraphEventArgs>;
  readonly onParagraphAdded: WordEventSource<ParagraphEventArgs>;
  readonly onParagraphDeleted: WordEventSource<ParagraphEventArgs>;
}

export interface WordRequestContext {
  readonly document: WordDocument;
  sync(): Promise<void>;
}

/** The `Word` global: `Word.run(batch)`. */
export interface WordGlobal {
  run<T>(batch: (context: WordRequestContext) => Promise<T>): Promise<T>;
}

/** Office's document settings (saved with the document). */
export interface OfficeSettings {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  remove(name: string): void;
  saveAsync(callback?: (result: { status: string; error?: { message: string } }) => void): void;
}

/** The `Office` global, the part we use. */
export interface OfficeGlobal {
  onReady(): Promise<{ host: string | null; platform: string | null }>;
  context: {
    requirements: { isSetSupported(name: string, version?: string): boolean };
    partitionKey?: string | null;
    document: { settings: OfficeSettings; mode?: string };
  };
}

/** Word's error code when a property is read before load + sync. */
export const PROPERTY_NOT_LOADED = 'PropertyNotLoaded';
/** Word refuses a search string longer than this. */
export const MAX_SEARCH_CHARS = 255;

/** The globals of the page, when office.js and Word are there. */
export function wordGlobals(
  win: object = globalThis,
): { office: OfficeGlobal; word: WordGlobal } | null {
  const { Office, Word } = win as { Office?: OfficeGlobal; Word?: WordGlobal };
  if (!Office || !Word || typeof Word.run !== 'function') return null;
  return { office: Office, word: Word };
}
