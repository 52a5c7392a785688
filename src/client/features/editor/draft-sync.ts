import type { Draft, DraftConflict, DraftUpdate, SectionName } from '../../../core/api/drafts';
import {
  FIELD_KEYS,
  fieldsOf,
  isSection,
  type DraftDocument,
  type FieldKey,
  type Fields,
} from './draft-document';
import { EditorHttpError, describeFailure } from './editor-http';
import { clearBackup, readBackup, writeBackup, type Backup } from './local-backup';
import { EDITOR_TIMINGS } from './timings';

/** What the save indicator shows. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

/** The autosave state the UI shows. */
export interface SyncState {
  status: SaveStatus;
  version: number;
  /** Why the last save failed (error, offline). */
  detail: string | null;
  /** Fields edited both here and on the server since this copy was loaded (status conflict). */
  conflictFields: FieldKey[];
  /** How many fields were recovered from this browser's unsaved edits when the draft opened. */
  recovered: number;
}

/** What the sync needs from the app. */
export interface SyncDeps {
  document: DraftDocument;
  /** PATCH /drafts/{id}: resolves the saved draft, throws EditorHttpError. */
  patch: (body: DraftUpdate) => Promise<Draft>;
  onState: (state: SyncState) => void;
  onUnauthorized?: () => void;
}

function isConflict(body: unknown): body is DraftConflict {
  return typeof body === 'object' && body !== null && 'current_version' in body && 'draft' in body;
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
  private inflight: Promise<void> | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private firstEditAt: number | null = null;
  private backupTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the oldest edit not yet in localStorage was made (null: the backup is current). */
  private unbackedSince: number | null = null;
  private retryDelay = EDITOR_TIMINGS.retryMs;
  private conflictDraft: Draft | null = null;
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

  /** Whether edits are waiting for the server. */
  get hasUnsaved(): boolean {
    return this.dirty.size > 0 || this.inflight !== null;
  }

  /** Saves what is pending now and waits for it; resolves true when everything is saved. */
  async flush(): Promise<boolean> {
    for (let round = 0; round < 5 && !this.stopped; round++) {
      if (this.inflight) await this.inflight;
      if (!this.dirty.size || this.state.status === 'conflict') break;
      await this.save();
    }
    return !this.hasUnsaved;
  }

  /** Sections a generation writes now: they are never sent, and server text there wins. */
  setGenerating(sections: readonly SectionName[]): void {
    this.generating.clear();
    for (const s of sections) this.generating.add(s);
    if (!sections.length && this.dirty.size) this.schedule(0);
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

  /** A generation ended: its sections take the server's final text unless edited here since. */
  finishGeneration(draft: Draft): void {
    this.generating.clear();
    this.adopt(draft);
  }

  /** The server's draft after a generation or a restore: adopted where not edited here. */
  adopt(draft: Draft): void {
    const clashes = this.rebase(draft);
    if (clashes.length) this.enterConflict(draft, clashes);
    else this.publish({ version: this.version });
    if (this.dirty.size) this.schedule(0);
  }

  /** Takes the server's draft as a whole (a restored revision); local edits are dropped. */
  replaceAll(draft: Draft): void {
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
    if (this.dirty.size) void this.save();
  }

  /** Stops timers and listeners; unsaved edits stay in localStorage. */
  stop(): void {
    this.backupNow();
    this.stopped = true;
    this.unsubscribe();
    if (this.saveTimer) clearTimeout(this.saveTimer);
    if (this.backupTimer) clearTimeout(this.backupTimer);
  }

  /** Writes the unsaved edits to localStorage at once (page hide, unload). */
  backupNow(): void {
    if (this.backupTimer) clearTimeout(this.backupTimer);
    this.backupTimer = null;
    this.unbackedSince = null;
    const fields: Backup['fields'] = {};
    for (const key of this.dirty)
      fields[key] = { base: this.base[key], local: this.deps.document.get(key) };
    const backup = {
      draftId: this.draftId,
      baseVersion: this.version,
      fields,
      savedAt: new Date().toISOString(),
    };
    writeBackup(backup);
  }

  /** Retries a save that waits for the connection (the browser is back online). */
  retryNow(): void {
    if (this.state.status === 'offline' || this.state.status === 'error') this.schedule(0);
  }

  private recover(draft: Draft): void {
    const backup = readBackup(this.draftId);
    if (!backup) return;
    const server = fieldsOf(draft);
    let recovered = 0;
    for (const key of FIELD_KEYS) {
      const saved = backup.fields[key];
      if (!saved || saved.local === server[key]) continue;
      this.deps.document.set(key, saved.local);
      this.dirty.add(key);
      recovered++;
      if (backup.baseVersion !== draft.version) this.base[key] = saved.base;
    }
    if (!recovered) {
      clearBackup(this.draftId);
      return;
    }
    this.state.recovered = recovered;
    this.state.status = 'pending';
    if (backup.baseVersion !== draft.version) this.adopt(draft);
    else this.schedule(0);
  }

  private edited(key: FieldKey): void {
    if (this.stopped) return;
    this.dirty.add(key);
    if (this.state.status === 'saved' || this.state.status === 'error')
      this.publish({ status: 'pending', detail: null });
    this.scheduleBackup();
    if (this.state.status !== 'conflict' && this.state.status !== 'offline')
      this.schedule(EDITOR_TIMINGS.saveDelayMs, true);
  }

  /** Copies edits to localStorage after a quiet spell (at most `saveMaxWaitMs` late), not per key. */
  private scheduleBackup(): void {
    const now = Date.now();
    this.unbackedSince ??= now;
    const wait = Math.min(
      EDITOR_TIMINGS.backupDelayMs,
      Math.max(0, this.unbackedSince + EDITOR_TIMINGS.saveMaxWaitMs - now),
    );
    if (this.backupTimer) clearTimeout(this.backupTimer);
    this.backupTimer = setTimeout(() => this.backupNow(), wait);
  }

  private schedule(delay: number, fromEdit = false): void {
    if (this.stopped) return;
    let wait = delay;
    if (fromEdit) {
      const now = Date.now();
      this.firstEditAt ??= now;
      wait = Math.min(delay, Math.max(0, this.firstEditAt + EDITOR_TIMINGS.saveMaxWaitMs - now));
    }
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void this.save();
    }, wait);
  }

  private save(): Promise<void> {
    if (this.inflight) return this.inflight.then(() => this.save());
    if (this.stopped || this.state.status === 'conflict') return Promise.resolve();
    const keys = [...this.dirty].filter((k) => !(isSection(k) && this.generating.has(k)));
    if (!keys.length) {
      if (!this.dirty.size) this.saved();
      return Promise.resolve();
    }
    this.firstEditAt = null;
    if (this.unbackedSince !== null) this.backupNow();
    const sent = Object.fromEntries(
      keys.map((k) => [k, this.deps.document.get(k)]),
    ) as Partial<Fields>;
    for (const k of keys) this.dirty.delete(k);
    this.publish({ status: 'saving', detail: null });
    this.inflight = this.deps
      .patch(this.body(sent))
      .then(
        (draft) => this.succeeded(draft),
        (error: unknown) => this.failed(error, keys),
      )
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  private body(sent: Partial<Fields>): DraftUpdate {
    const body: DraftUpdate = { version: this.version };
    const sections: NonNullable<DraftUpdate['sections']> = {};
    for (const [key, value] of Object.entries(sent) as [FieldKey, string][]) {
      if (isSection(key)) sections[key] = value;
      else if (key === 'name') body.title = value;
      else if (key === 'disclosure') body.disclosure = value;
      else if (value === 'us' || value === 'ep') body.jurisdiction = value;
    }
    if (Object.keys(sections).length) body.sections = sections;
    return body;
  }

  private succeeded(draft: Draft): void {
    this.version = draft.version;
    this.takeBase(fieldsOf(draft));
    this.retryDelay = EDITOR_TIMINGS.retryMs;
    if (this.dirty.size) {
      this.backupNow();
      this.publish({ status: 'pending', version: draft.version });
      this.schedule(EDITOR_TIMINGS.saveDelayMs);
    } else this.saved();
  }

  private saved(): void {
    clearBackup(this.draftId);
    this.publish({ status: 'saved', version: this.version, detail: null, conflictFields: [] });
  }

  private failed(error: unknown, keys: FieldKey[]): void {
    for (const k of keys) this.dirty.add(k);
    if (error instanceof EditorHttpError && error.status === 409 && isConflict(error.body)) {
      this.adopt(error.body.draft);
      return;
    }
    const { status, detail } = describeFailure(error);
    if (status === 401) this.deps.onUnauthorized?.();
    const retry = status === 0 || status === 409 || status === 429 || status >= 500;
    this.publish({ status: status === 0 ? 'offline' : 'error', detail });
    if (retry) {
      this.schedule(this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, EDITOR_TIMINGS.retryMaxMs);
    }
  }

  private rebase(draft: Draft): FieldKey[] {
    const theirs = fieldsOf(draft);
    const clashes: FieldKey[] = [];
    for (const key of FIELD_KEYS) {
      if (isSection(key) && this.generating.has(key)) continue;
      const t = theirs[key];
      if (t === this.base[key]) continue;
      if (!this.dirty.has(key)) this.deps.document.set(key, t);
      else if (this.deps.document.get(key) === t) this.dirty.delete(key);
      else {
        clashes.push(key);
        continue;
      }
      this.base[key] = t;
    }
    if (!clashes.length) {
      this.takeBase(theirs);
      this.version = draft.version;
    }
    return clashes;
  }

  private enterConflict(draft: Draft, clashes: FieldKey[]): void {
    this.conflictDraft = draft;
    if (this.saveTimer) clearTimeout(this.saveTimer);
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
