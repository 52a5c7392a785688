import { eq, sql, type SQL } from 'drizzle-orm';
import type { GeneratedSection } from '../../../core/api/generation';
import type { Db } from '../../db/client';
import { drafts } from '../../db/schema';
import type { DbGate } from './db-gate';

/** How often streamed text is written into the draft while it arrives. */
export const FLUSH_INTERVAL_MS = 250;

/** Writes streamed section text into a draft as it arrives, at most every FLUSH_INTERVAL_MS. */
export interface DraftWriter {
  set(section: GeneratedSection, text: string): void;
  /** Writes what is pending now; resolves false if the draft no longer exists. */
  flush(): Promise<boolean>;
  stop(): void;
}

/**
 * A writer for one draft; `onGone` is called once if the draft has been deleted. Its writes wait
 * their turn at `gate`; text set meanwhile goes with the write that is waiting.
 */
export function createDraftWriter(opts: {
  db: Db;
  draftId: string;
  gate: DbGate;
  onGone: () => void;
}): DraftWriter {
  const { db, draftId, gate, onGone } = opts;
  const pending = new Map<GeneratedSection, string>();
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<boolean> = Promise.resolve(true);
  let gone = false;

  const write = async (): Promise<boolean> => {
    if (gone) return false;
    if (!pending.size) return true;
    return gate.run(writePending);
  };

  const writePending = async (): Promise<boolean> => {
    if (gone) return false;
    if (!pending.size) return true;
    let expr: SQL = sql`${drafts.sections}`;
    for (const [name, text] of pending) {
      expr = sql`jsonb_set(${expr}, ${`{${name}}`}::text[], to_jsonb(${text}::text))`;
    }
    pending.clear();
    const rows = await db
      .update(drafts)
      .set({ sections: expr, updatedAt: sql`now()` })
      .where(eq(drafts.id, draftId))
      .returning({ id: drafts.id });
    if (!rows.length && !gone) {
      gone = true;
      onGone();
    }
    return !gone;
  };

  const enqueue = (): Promise<boolean> => {
    chain = chain.then(write, write);
    return chain;
  };

  return {
    set(section, text) {
      pending.set(section, text);
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        enqueue().catch(() => undefined);
      }, FLUSH_INTERVAL_MS);
    },
    flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      return enqueue();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
