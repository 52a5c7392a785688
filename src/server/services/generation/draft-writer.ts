import { eq, sql } from 'drizzle-orm';
import type { GeneratedSection } from '../../../core/api/generation';
import type { Db } from '../../db/client';
import { drafts } from '../../db/schema';
import { cleanImportedText } from '../../http/text-rule';
import type { DbGate } from './db-gate';

/** How often streamed text is written into the drafts while it arrives. */
export const FLUSH_INTERVAL_MS = 250;

/** Writes streamed section text into a draft as it arrives, at most every FLUSH_INTERVAL_MS. */
export interface DraftWriter {
  set(section: GeneratedSection, text: string): void;
  /** Writes what is pending now; resolves false if the draft no longer exists. */
  flush(): Promise<boolean>;
  stop(): void;
}

/** The streamed-text writes of every generation an instance runs. */
export interface DraftWrites {
  /** A writer for one draft; `onGone` is called once if the draft has been deleted. */
  writer(draftId: string, onGone: () => void): DraftWriter;
}

interface Pending {
  draftId: string;
  sections: Map<GeneratedSection, string>;
  gone: boolean;
  onGone(): void;
}

/**
 * One statement, prepared once per database: every draft's pending sections merged into its
 * `sections` (top-level keys replaced), the ids of the drafts that still exist returned.
 */
function prepareWrite(db: Db) {
  const rows = sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('patches')}::text[])`;
  return db
    .update(drafts)
    .set({ sections: sql`${drafts.sections} || pending.patch::jsonb`, updatedAt: sql`now()` })
    .from(sql`${rows} as pending(id, patch)`)
    .where(eq(drafts.id, sql`pending.id`))
    .returning({ id: drafts.id })
    .prepare('claimwright_write_streamed_sections');
}

/**
 * Streamed text of all of an instance's generations, written together: every FLUSH_INTERVAL_MS
 * one statement carries each draft's latest text (at `gate`, behind the API's requests). With 200
 * generations streaming, one UPDATE per generation every 250 ms was 800 statements a second, and
 * building, sending and reading them was a fifth of the event loop's work; now it is 4. A writer's
 * `flush` (a section released, the generation ending) writes at once, with whatever else is
 * pending. Writes go one after another, so a draft's text is never overwritten by older text.
 */
export function createDraftWrites(opts: { db: Db; gate: DbGate }): DraftWrites {
  const { db, gate } = opts;
  const statement = prepareWrite(db);
  const pending = new Set<Pending>();
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const writeBatch = async (): Promise<void> => {
    const batch = [...pending].filter((p) => !p.gone && p.sections.size);
    pending.clear();
    if (!batch.length) return;
    // Two generations may write different sections of one draft: one patch per draft.
    const patches = new Map<string, Record<string, string>>();
    for (const p of batch) {
      const patch = patches.get(p.draftId) ?? {};
      // An unpaired surrogate (text cut inside a pair, or a model's stray escape) would be a JSON
      // escape PostgreSQL refuses, failing every draft of the batch: left out (the final save
      // writes the whole text).
      for (const [name, text] of p.sections) patch[name] = cleanImportedText(text);
      patches.set(p.draftId, patch);
      p.sections.clear();
    }
    const ids = [...patches.keys()];
    const rows = await gate.run(() =>
      statement.execute({ ids, patches: ids.map((id) => JSON.stringify(patches.get(id))) }),
    );
    const found = new Set(rows.map((r) => r.id));
    for (const p of batch) {
      if (found.has(p.draftId) || p.gone) continue;
      p.gone = true;
      p.onGone();
    }
  };

  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    chain = chain.then(writeBatch, writeBatch);
    return chain;
  };

  return {
    writer(draftId, onGone) {
      const own: Pending = { draftId, sections: new Map(), gone: false, onGone };
      return {
        set(section, text) {
          if (own.gone) return;
          own.sections.set(section, text);
          pending.add(own);
          timer ??= setTimeout(() => void write().catch(() => undefined), FLUSH_INTERVAL_MS);
        },
        async flush() {
          if (own.gone) return false;
          if (own.sections.size) await write();
          else await chain.catch(() => undefined); // a batch carrying its text may be under way
          return !own.gone;
        },
        stop() {
          if (!own.sections.size) pending.delete(own);
        },
      };
    },
  };
}
