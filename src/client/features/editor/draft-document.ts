import type { Editor } from '@tiptap/core';
import type { Draft, Sections } from '../../../core/api/drafts';
import { SECTION_NAMES, type SectionName } from '../../../core/api/sections';
import type { NumeralEntry } from '../../../core/patent/figures';

/**
 * Everything of a draft the user edits: the sections plus its name, disclosure, jurisdiction,
 * docket number and client-matter reference.
 */
export const FIELD_KEYS = [
  ...SECTION_NAMES,
  'name',
  'disclosure',
  'jurisdiction',
  'docket_number',
  'client_matter',
] as const;
/** One editable field. */
export type FieldKey = (typeof FIELD_KEYS)[number];
/** A value for every field. */
export type Fields = Record<FieldKey, string>;

/** Whether a field is a section of the draft text. */
export function isSection(key: FieldKey): key is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(key);
}

/** The fields of a draft as the server has it. */
export function fieldsOf(
  draft: Pick<Draft, 'title' | 'disclosure' | 'jurisdiction' | 'sections'> &
    Partial<Pick<Draft, 'docket_number' | 'client_matter'>>,
): Fields {
  return {
    ...draft.sections,
    name: draft.title,
    disclosure: draft.disclosure,
    jurisdiction: draft.jurisdiction,
    docket_number: draft.docket_number ?? '',
    client_matter: draft.client_matter ?? '',
  };
}

/**
 * A section's attached editor as the document sees it. The TipTap side (section-editing.ts's
 * `sectionHandle`) builds it, so this module, which the Word pane loads, never pulls TipTap or
 * ProseMirror into the pane's first chunk.
 */
export interface SectionHandle {
  readonly editor: Editor;
  text(): string;
  isEmpty(): boolean;
  /** Replaces the whole text: from the server (`remote`) or as an undoable user edit. */
  replace(text: string, remote: boolean): void;
  append(piece: string): void;
}

/** A change: which field, and whether the user made it (else the server: stream, reload). */
export type ChangeListener = (key: FieldKey, byUser: boolean) => void;

/**
 * The open draft's current text. Sections live in their TipTap editors once those are attached
 * (text is read from the editor only when asked, never per keystroke); the other fields here.
 */
export class DraftDocument {
  private readonly values: Fields;
  private readonly editors = new Map<SectionName, SectionHandle>();
  private readonly listeners = new Set<ChangeListener>();
  private lastFocused: SectionName | null = null;
  private numerals: readonly NumeralEntry[] = [];
  private readonly figureListeners = new Set<() => void>();

  constructor(initial: Fields) {
    this.values = { ...initial };
  }

  /** The current value of a field. */
  get(key: FieldKey): string {
    const handle = isSection(key) ? this.handleOf(key) : undefined;
    return handle ? handle.text() : this.values[key];
  }

  /** Whether a section is empty (cheap: no text is read). */
  isEmpty(section: SectionName): boolean {
    const handle = this.handleOf(section);
    return handle ? handle.isEmpty() : this.values[section] === '';
  }

  /** Every field's current value. */
  snapshot(): Fields {
    return Object.fromEntries(FIELD_KEYS.map((k) => [k, this.get(k)])) as Fields;
  }

  /** The current section texts. */
  sections(): Sections {
    return Object.fromEntries(SECTION_NAMES.map((s) => [s, this.get(s)])) as Sections;
  }

  /** Sets a field from the server (no "edited" signal, no undo step). */
  set(key: FieldKey, value: string): void {
    const handle = isSection(key) ? this.handleOf(key) : undefined;
    if (handle) handle.replace(value, true);
    else if (this.values[key] !== value) {
      this.values[key] = value;
      this.emit(key, false);
    }
  }

  /** Appends streamed text to a section. */
  append(section: SectionName, piece: string): void {
    const handle = this.handleOf(section);
    if (handle) handle.append(piece);
    else {
      this.values[section] += piece;
      this.emit(section, false);
    }
  }

  /** A user edit of a field that has no editor (name, disclosure, jurisdiction). */
  edit(key: FieldKey, value: string): void {
    if (this.values[key] === value) return;
    this.values[key] = value;
    this.emit(key, true);
  }

  /** Replaces a section's text as a user edit (undoable, autosaved). */
  userReplace(section: SectionName, text: string): void {
    const handle = this.handleOf(section);
    if (handle) handle.replace(text, false);
    else this.edit(section, text);
  }

  /** A section editor got the focus. */
  focus(section: SectionName): void {
    this.lastFocused = section;
  }

  /** The section whose editor had the focus last. */
  get focused(): SectionName | null {
    return this.lastFocused;
  }

  /** Called by a section editor on every change (`byUser` false for remote transactions). */
  changed(section: SectionName, byUser: boolean): void {
    this.emit(section, byUser);
  }

  /** Connects a section's editor, loading the section's current text into it. */
  attach(section: SectionName, handle: SectionHandle): void {
    handle.replace(this.values[section], true);
    this.editors.set(section, handle);
  }

  /** Disconnects a section's editor, keeping its text. */
  detach(section: SectionName, editor: Editor): void {
    const handle = this.editors.get(section);
    if (handle?.editor !== editor) return;
    if (!editor.isDestroyed) this.values[section] = handle.text();
    this.editors.delete(section);
  }

  /** The attached editor of a section, if any. */
  editorOf(section: SectionName): Editor | undefined {
    return this.handleOf(section)?.editor;
  }

  private handleOf(section: SectionName): SectionHandle | undefined {
    const handle = this.editors.get(section);
    return handle && !handle.editor.isDestroyed ? handle : undefined;
  }

  /**
   * The figure numerals the server keeps with the draft (`Draft.figure_numerals`): while there
   * are any, the checks hold the description to the figures drawn from the claims with them.
   */
  get figureNumerals(): readonly NumeralEntry[] {
    return this.numerals;
  }

  /** Takes the server's figure numerals; `subscribeFigures` listeners hear of a change. */
  setFigureNumerals(numerals: readonly NumeralEntry[]): void {
    if (JSON.stringify(numerals) === JSON.stringify(this.numerals)) return;
    this.numerals = numerals;
    for (const l of this.figureListeners) l();
  }

  /** Listens to changes of the figure numerals; returns the unsubscribe function. */
  subscribeFigures(listener: () => void): () => void {
    this.figureListeners.add(listener);
    return () => this.figureListeners.delete(listener);
  }

  /** Listens to every change; returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(key: FieldKey, byUser: boolean): void {
    for (const l of this.listeners) l(key, byUser);
  }
}
