import { and, count, desc, eq } from 'drizzle-orm';
import type { Draft, DraftPageQuery, Revision, RevisionList } from '../../../core/api/drafts';
import type { Db } from '../../db/client';
import { draftRevisions } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../policies/drafts';
import { sectionsBeingGenerated } from '../generation/liveness';
import { loadDraft, StaleVersionError } from './load-draft';
import { presentDraft, presentRevision, presentRevisionSummary } from './present';
import { saveDraft } from './save-draft';

/** Revisions of one of the actor's drafts, newest first. */
export async function listRevisions(opts: {
  db: Db;
  actor: Actor;
  draftId: string;
  page: DraftPageQuery;
}): Promise<RevisionList> {
  const { db, actor, draftId, page } = opts;
  const draft = await loadDraft(db, actor, draftId);
  const rows = await db
    .select({
      version: draftRevisions.version,
      source: draftRevisions.source,
      generationId: draftRevisions.generationId,
      createdAt: draftRevisions.createdAt,
    })
    .from(draftRevisions)
    .where(eq(draftRevisions.draftId, draft.id))
    .orderBy(desc(draftRevisions.version))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(draftRevisions)
    .where(eq(draftRevisions.draftId, draft.id));
  return { data: rows.map(presentRevisionSummary), count: total?.n ?? 0 };
}

async function findRevision(db: Db, draftId: string, version: number) {
  const [row] = await db
    .select()
    .from(draftRevisions)
    .where(and(eq(draftRevisions.draftId, draftId), eq(draftRevisions.version, version)));
  if (!row) throw new AppError('not_found', 'Revision not found');
  return row;
}

/** One whole revision. */
export async function readRevision(opts: {
  db: Db;
  actor: Actor;
  draftId: string;
  version: number;
}): Promise<Revision> {
  const draft = await loadDraft(opts.db, opts.actor, opts.draftId);
  return presentRevision(await findRevision(opts.db, draft.id, opts.version));
}

/**
 * Makes an old revision the current state, as a new version (history is never rewritten).
 * `currentVersion` must be the draft's version; not while a generation writes into the draft.
 */
export async function restoreRevision(opts: {
  db: Db;
  actor: Actor;
  draftId: string;
  version: number;
  currentVersion: number;
}): Promise<Draft> {
  const { db, actor } = opts;
  return db.transaction(async (tx) => {
    const row = await loadDraft(tx, actor, opts.draftId, { lock: true });
    const revision = await findRevision(tx, row.id, opts.version);
    if (row.version !== opts.currentVersion) throw new StaleVersionError(row);
    if ((await sectionsBeingGenerated(tx, row.id)).size) {
      throw new AppError(
        'conflict',
        'A generation is writing into this draft. Cancel it or wait for it to end, then restore.',
      );
    }
    const saved = await saveDraft(
      tx,
      row,
      {
        title: revision.title,
        disclosure: revision.disclosure,
        jurisdiction: revision.jurisdiction,
        sections: revision.sections,
        figure_numerals: revision.figureNumerals ?? undefined,
      },
      'restore',
    );
    return presentDraft(saved);
  });
}
