import type { Draft, DraftUpdate, SectionName } from '../../../core/api/drafts';
import {
  FIELD_KEYS,
  fieldsOf,
  isSection,
  type DraftDocument,
  type FieldKey,
  type Fields,
} from './draft-document';
import { EditorHttpError, describeFailure } from './editor-http';
import { attorneyMessage } from './editor-messages';
import { overLimit } from './field-limits';
import { clearBackup, makeBackup, readBackup, recoverable, writeBackup } from './local-backup';
import { QuietTimer } from './quiet-timer';
import { planRebase } from './rebase';
import { SaveLoop, type SaveRound } from './save-loop';
import { isDraftConflict, patchBody, refusedEdits, type SyncState } from './sync-types';
import { EDITOR_TIMINGS } from './timings';

export type { SaveStatus, SyncState } from './sync-types';

/** What the sync needs from the app. */
export interface SyncDeps {
  document: DraftDocument;
  /** PATCH /drafts/{id}: resolves the saved draft, throws EditorHttpError. */
  patch: (body: DraftUpdate) => Promise<Draft>;
  onState: (state: SyncState) => void;
  onUnauthorized?: () => void;
}

/**
 * Autosave of one open draft with optimistic versions: user edits are saved after a quiet time
 * (PATCH with `version`, only the changed fields), copied to localStorage until the server has
 * them, retried when offline, and rebased on a 409 when the server changed other fields; a field
 * changed on both sides is a conflict the user settles (reload, or keep mine).
 */
export class DraftSync {
  private base: Fields;
  private version: number;
  private readonly dirty = new Set<FieldKey>();
  private readonly generating = new Set<SectionName>();
  private readonly loop = new SaveLoop({
    next: () => this.nextSave(),
    send: (body) => this.deps.patch(body),
    saved: (draft) => this.succeeded(draft),
    failed: (error, round) => this.failed(error, round.keys),
  });
  /** Edits reach localStorage after a quiet spell, not on every key (a big section is slow to copy). */
  private readonly backupTimer = new QuietTimer(
    () => this.backupNow(),
    () => EDITOR_TIMINGS.backupDelayMs,
    () => EDITOR_TIMINGS.saveMaxWaitMs,
  );
  private conflictDraft: Draft | null = null;
  /** The server refused an edit of a section's text: send sections whole until a save lands. */
  private wholeSections = false;
  private state: SyncState;
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    private readonly draftId: string,
    draft: Draft,
    private readonly deps: SyncDeps,
  ) {
    this.base = fieldsOf(draft);
    this.version = draft.version;
    deps.document.setFigureNumerals(draft.figure_numerals);
    this.state = {
      status: 'saved',
      version: draft.version,
      detail: null,
      conflictFields: [],
      recovered: 0,
    };
    this.unsubscribe = deps.document.subscribe((key, byUser) => byUser && this.edited(key));
    this.recover(draft);
    this.publish({});
  }

  /** The version this copy is based on. */
  get currentVersion(): number {
    return this.version;
  }

  /** Whether a field has edits the server does not have yet. */
  isUnsaved(key: FieldKey): boolean {
    return this.dirty.has(key);
  }

  /** Whether edits are waiting for the server. */
  get hasUnsaved(): boolean {
    return this.dirty.size > 0 || this.loop.busy;
  }

  /** Saves what is pending now and waits for it; resolves true when everything is saved. */
  async flush(): Promise<boolean> {
    for (let round = 0; round < 5 && !this.stopped; round++) {
      await this.loop.settle();
      if (!this.dirty.size || this.state.status === 'conflict') break;
      await this.loop.run();
    }
    return !this.hasUnsaved;
  }

  /** Sections a generation writes now: they are never sent, and server text there wins. */
  setGenerating(sections: readonly SectionName[]): void {
    this.generating.clear();
    for (const s of sections) this.generating.add(s);
    if (!sections.length && this.dirty.size) this.loop.at(0);
  }

  /** A generation has finished one of its sections: it is the user's again (saved as usual). */
  releaseSection(section: SectionName): void {
    if (!this.generating.delete(section)) return;
    if (this.dirty.has(section)) this.loop.at(0);
  }

  /** Text from the server's stream replaces a section (a new pass starts). */
  remoteSet(section: SectionName, text: string): void {
    this.base[section] = text;
    this.deps.document.set(section, text);
  }

  /** Streamed text is appended to a section. */
  remoteAppend(section: SectionName, piece: string): void {
    this.base[section] += piece;
    this.deps.document.append(section, piece);
  }

  /**
   * A generation ended. The sections it still held were locked here, so whatever they show came
   * from the stream or a refresh: they take the server's final text as it is (no three-way
   * merge that a lagging copy could confuse). The other fields are rebased as usual.
   */
  finishGeneration(draft: Draft): void {
    // Before the text: the checks its change schedules read the numerals it was written with.
    this.deps.document.setFigureNumerals(draft.figure_numerals);
    const theirs = fieldsOf(draft);
    for (const section of this.generating) {
      if (this.deps.document.get(section) !== theirs[section]) {
        this.deps.document.set(section, theirs[section]);
      }
      this.base[section] = theirs[section];
      this.dirty.delete(section);
    }
    this.generating.clear();
    this.adopt(draft);
  }

  /** The server's draft after a generation or a restore: adopted where not edited here. */
  adopt(draft: Draft): void {
    this.deps.document.setFigureNumerals(draft.figure_numerals);
    const clashes = this.rebase(draft);
    if (clashes.length) this.enterConflict(draft, clashes);
    else this.publish({ version: this.version });
    if (this.dirty.size) this.loop.at(0);
  }

  /** Takes the server's draft as a whole (a restored revision); local edits are dropped. */
  replaceAll(draft: Draft): void {
    this.deps.document.setFigureNumerals(draft.figure_numerals);
    const theirs = fieldsOf(draft);
    for (const key of FIELD_KEYS) this.deps.document.set(key, theirs[key]);
    this.dirty.clear();
    this.conflictDraft = null;
    this.takeBase(theirs);
    this.version = draft.version;
    this.saved();
  }

  /** Settles a conflict: take the server's text, or save mine over it. */
  resolve(choice: 'reload' | 'keep'): void {
    const draft = this.conflictDraft;
    if (!draft) return;
    this.conflictDraft = null;
    const theirs = fieldsOf(draft);
    if (choice === 'reload') {
      for (const key of this.dirty) this.deps.document.set(key, theirs[key]);
      this.dirty.clear();
      clearBackup(this.draftId);
    }
    this.takeBase(theirs);
    this.version = draft.version;
    this.publish({
      status: this.dirty.size ? 'pending' : 'saved',
      conflictFields: [],
      detail: null,
    });
    if (this.dirty.size) void this.loop.run();
  }

  /** Stops timers and listeners; unsaved edits stay in localStorage. */
  stop(): void {
    this.backupNow();
    this.stopped = true;
    this.unsubscribe();
    this.loop.stop();
    this.backupTimer.cancel();
  }

  /** Writes the unsaved edits to localStorage at once (page hide, unload). */
  backupNow(): void {
    this.backupTimer.reset();
    writeBackup(
      makeBackup(this.draftId, this.version, this.dirty, this.base, (k) =>
        this.deps.document.get(k),
      ),
    );
  }

  /** Retries a save that waits for the connection (the browser is back online). */
  retryNow(): void {
    if (this.state.status === 'offline' || this.state.status === 'error') this.loop.at(0);
  }

  private recover(draft: Draft): void {
    const backup = readBackup(this.draftId);
    if (!backup) return;
    const recovered = recoverable(backup, fieldsOf(draft));
    if (!recovered.length) {
      clearBackup(this.draftId);
      return;
    }
    const stale = backup.baseVersion !== draft.version;
    for (const { key, base, local } of recovered) {
      this.deps.document.set(key, local);
      this.dirty.add(key);
      if (stale) this.base[key] = base;
    }
    this.state = { ...this.state, recovered: recovered.length, status: 'pending' };
    if (stale) this.adopt(draft);
    else this.loop.at(0);
  }

  private edited(key: FieldKey): void {
    if (this.stopped) return;
    this.dirty.add(key);
    if (this.state.status === 'saved' || this.state.status === 'error')
      this.publish({ status: 'pending', detail: null });
    this.backupTimer.poke();
    if (this.state.status !== 'conflict' && this.state.status !== 'offline') this.loop.poke();
  }

  private nextSave(): SaveRound | null {
    if (this.state.status === 'conflict') return null;
    const waiting = [...this.dirty].filter((k) => !(isSection(k) && this.generating.has(k)));
    // A field longer than the server keeps stays here (edited, backed up), never sent.
    const refusals = waiting.map((k) => overLimit(k, this.deps.document.get(k)));
    const keys = waiting.filter((_, i) => refusals[i] === null);
    const refused = refusals.find((r) => r !== null) ?? null;
    if (this.backupTimer.pending || refused) this.backupNow();
    if (!keys.length) {
      if (refused) this.publish({ status: 'error', detail: refused });
      else if (!this.dirty.size) this.saved();
      return null;
    }
    const sent = Object.fromEntries(keys.map((k) => [k, this.deps.document.get(k)]));
    for (const k of keys) this.dirty.delete(k);
    this.publish({ status: 'saving', detail: refused });
    const saved = this.wholeSections ? undefined : this.base;
    return { keys, body: patchBody(this.version, sent as Partial<Fields>, saved) };
  }

  private succeeded(draft: Draft): void {
    this.deps.document.setFigureNumerals(draft.figure_numerals);
    this.wholeSections = false;
    this.version = draft.version;
    this.takeBase(fieldsOf(draft));
    if (this.dirty.size) {
      this.backupNow();
      this.publish({ status: 'pending', version: draft.version });
      this.loop.at(EDITOR_TIMINGS.saveDelayMs);
    } else this.saved();
  }

  private saved(): void {
    clearBackup(this.draftId);
    // The restored edits are on the server now: the "Restored" notice has said its piece.
    this.publish({
      status: 'saved',
      version: this.version,
      detail: null,
      conflictFields: [],
      recovered: 0,
    });
  }

  /** Returns whether to retry later. */
  private failed(error: unknown, keys: FieldKey[]): boolean {
    for (const k of keys) this.dirty.add(k);
    if (error instanceof EditorHttpError && error.status === 409 && isDraftConflict(error.body)) {
      this.adopt(error.body.draft);
      // The server had my text already (another tab saved it): nothing is left to send.
      if (!this.dirty.size && this.state.status === 'saving') this.saved();
      return false;
    }
    if (
      error instanceof EditorHttpError &&
      error.status === 422 &&
      refusedEdits(error.body) &&
      !this.wholeSections
    ) {
      // This copy's idea of the saved text was off: the same save again, with the text whole.
      this.wholeSections = true;
      this.loop.at(0);
      return false;
    }
    const failure = describeFailure(error);
    const { status } = failure;
    const detail = attorneyMessage(failure);
    if (status === 401) this.deps.onUnauthorized?.();
    this.publish({ status: status === 0 ? 'offline' : 'error', detail });
    return status === 0 || status === 409 || status === 429 || status >= 500;
  }

  private rebase(draft: Draft): FieldKey[] {
    const theirs = fieldsOf(draft);
    const { take, settled, clashes } = planRebase(
      {
        base: this.base,
        dirty: this.dirty,
        skip: (key) => isSection(key) && this.generating.has(key),
        local: (key) => this.deps.document.get(key),
      },
      theirs,
    );
    for (const key of take) this.deps.document.set(key, theirs[key]);
    for (const key of settled) this.dirty.delete(key);
    for (const key of [...take, ...settled]) this.base[key] = theirs[key];
    if (!clashes.length) {
      this.takeBase(theirs);
      this.version = draft.version;
    }
    return clashes;
  }

  private enterConflict(draft: Draft, clashes: FieldKey[]): void {
    this.conflictDraft = draft;
    this.loop.cancel();
    this.backupNow();
    this.publish({ status: 'conflict', conflictFields: clashes, detail: null });
  }

  private takeBase(theirs: Fields): void {
    for (const key of FIELD_KEYS) {
      if (!(isSection(key) && this.generating.has(key))) this.base[key] = theirs[key];
    }
  }

  private publish(change: Partial<SyncState>): void {
    this.state = { ...this.state, version: this.version, ...change };
    this.deps.onState(this.state);
  }
}
