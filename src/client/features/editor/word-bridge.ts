import { SECTION_NAMES, type SectionName } from '../../../core/api/sections';
import type { WordDraftTarget } from '../../office/word-draft-target';
import { normalText, type DocumentModel } from '../../office/word-text';
import { isSection, type DraftDocument } from './draft-document';
import { SECTION_LABELS } from './sections';

/** What the Word panel shows. */
export interface BridgeState {
  model: DocumentModel | null;
  /** Sections with content to go back to. */
  restorable: SectionName[];
  /** The last thing Word refused, for the pane. */
  error: string | null;
}

/** Streamed text reaches Word at most this often: ≤ 10 syncs a second while generating. */
export const WORD_BATCH_MS = 100;

const normal = normalText;

/** Shown when Word would not hand the document over; the next read (an edit, a second) tries again. */
const READ_FAILED =
  'Word did not let the pane read the document just now, so the checks show the last text read. They run again after your next edit; if this stays, close and reopen the pane.';

/**
 * Keeps the open draft and the Word document one: the user's edits in Word become edits of the
 * draft (autosaved as revisions, checked live); a generation's text streams into Word, batched.
 * Word is written only for sections a generation of this pane writes, or when the user asks.
 */
export class WordBridge {
  private state: BridgeState = { model: null, restorable: [], error: null };
  private readonly listeners = new Set<() => void>();
  /** What we last wrote into (or read from) Word, per section. */
  private readonly mirrored = new Map<SectionName, string>();
  private readonly streaming = new Set<SectionName>();
  private readonly dirty = new Set<SectionName>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastFlush = 0;
  private chain: Promise<unknown> = Promise.resolve();
  private stops: Array<() => void> = [];

  constructor(
    readonly word: WordDraftTarget,
    private readonly document: DraftDocument,
  ) {}

  /**
   * Reads the document into the draft, then follows both sides. `firstRead`: a read of the
   * document already under way (started with the pane, early-read.ts), taken instead of a new one.
   */
  async start(firstRead: Promise<DocumentModel> | null = null): Promise<void> {
    this.stops.push(
      this.document.subscribe((key, byUser) => {
        if (byUser || !isSection(key) || !this.streaming.has(key)) return;
        this.dirty.add(key);
        this.schedule();
      }),
    );
    this.stops.push(this.word.watch(() => void this.pull()));
    await this.pull(firstRead);
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    if (this.timer) clearTimeout(this.timer);
  }

  get snapshot(): BridgeState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(change: Partial<BridgeState>): void {
    this.state = {
      ...this.state,
      ...change,
      restorable: SECTION_NAMES.filter((s) => this.word.canRestore(s)),
    };
    for (const l of this.listeners) l();
  }

  /** Runs Word work one piece at a time (a read never interleaves with a write). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Reads Word; sections the user changed there become user edits of the draft. `read`: a read
   * already under way to take instead (one that fails is made again).
   */
  pull(read: Promise<DocumentModel> | null = null): Promise<void> {
    return this.serial(async () => {
      try {
        const model = await (read?.catch(() => this.word.read()) ?? this.word.read());
        for (const name of SECTION_NAMES) {
          const section = model.sections[name];
          if (!section || this.streaming.has(name)) continue;
          if (section.text === this.mirrored.get(name)) continue;
          this.mirrored.set(name, section.text);
          this.word.keep(name);
          if (section.text !== normal(this.document.get(name)))
            this.document.userReplace(name, section.text);
        }
        this.publish({ model });
      } catch {
        // Word's own message ("GeneralException") tells the attorney nothing they can act on.
        this.publish({ error: READ_FAILED });
      }
    });
  }

  /** A generation of these sections starts: their text streams into Word from now on. */
  async beginStream(sections: readonly SectionName[]): Promise<void> {
    for (const s of sections) this.streaming.add(s);
  }

  /** The generation ended (finished, cancelled or failed): what arrived is written, then Word is read. */
  async endStream(): Promise<void> {
    await this.flush();
    this.streaming.clear();
    await this.pull();
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastFlush + WORD_BATCH_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }

  private flush(): Promise<void> {
    return this.serial(async () => {
      this.lastFlush = Date.now();
      const sections = [...this.dirty];
      this.dirty.clear();
      for (const name of sections) {
        const text = this.document.get(name);
        if (normal(text) === this.mirrored.get(name)) continue;
        try {
          await this.word.streamSection(name, SECTION_LABELS[name], text);
          this.mirrored.set(name, normal(text));
        } catch (error) {
          this.publish({ error: (error as Error).message });
        }
      }
      this.publish({});
    });
  }

  /** Writes a section on the user's request ("Insert into document"). */
  write(name: SectionName, text: string): Promise<void> {
    return this.act(async () => {
      await this.word.upsertSection({ heading: SECTION_LABELS[name] }, text);
      this.mirrored.set(name, normal(text));
    });
  }

  /** Puts a section back as it was before our writes. */
  restore(name: SectionName): Promise<void> {
    return this.act(() => this.word.restoreSection(name, SECTION_LABELS[name])).then(() =>
      this.pull(),
    );
  }

  private act(work: () => Promise<void>): Promise<void> {
    return this.serial(async () => {
      try {
        await work();
        this.publish({ error: null });
      } catch (error) {
        this.publish({ error: (error as Error).message });
        throw error;
      }
    });
  }
}
