import { eq, sql } from 'drizzle-orm';
import type { RevisionSource, Sections } from '../../../core/api/drafts';
import type { Db } from '../../db/client';
import { draftRevisions, drafts } from '../../db/schema';
import { fullSections, type DraftRow } from './present';
import { pruneRevisions, REVISION_RETENTION } from './prune-revisions';

/** The fields a save may change. */
export interface DraftChanges {
  title?: string;
  disclosure?: string;
  jurisdiction?: 'us' | 'ep';
  docket_number?: string;
  client_matter?: string;
  sections?: Partial<Sections>;
}

/** True when applying `changes` to `row` would change nothing. */
export function isNoop(row: DraftRow, changes: DraftChanges): boolean {
  const sections = fullSections(row.sections);
  return (
    (changes.title === undefined || changes.title === row.title) &&
    (changes.disclosure === undefined || changes.disclosure === row.disclosure) &&
    (changes.jurisdiction === undefined || changes.jurisdiction === row.jurisdiction) &&
    (changes.docket_number === undefined || changes.docket_number === row.docketNumber) &&
    (changes.client_matter === undefined || changes.client_matter === row.clientMatter) &&
    Object.entries(changes.sections ?? {}).every(
      ([name, text]) => sections[name as keyof Sections] === text,
    )
  );
}

/**
 * Writes `changes` onto a draft the caller has locked (`select … for update` in the same
 * transaction), bumps its version and keeps the result as a revision (thinning old edit
 * revisions now and then, see pruneRevisions).
 */
export async function saveDraft(
  tx: Db,
  row: DraftRow,
  changes: DraftChanges,
  source: RevisionSource,
  generationId: string | null = null,
): Promise<DraftRow> {
  const sections = { ...fullSections(row.sections), ...(changes.sections ?? {}) };
  const [saved] = await tx
    .update(drafts)
    .set({
      title: changes.title ?? row.title,
      disclosure: changes.disclosure ?? row.disclosure,
      jurisdiction: changes.jurisdiction ?? row.jurisdiction,
      docketNumber: changes.docket_number ?? row.docketNumber,
      clientMatter: changes.client_matter ?? row.clientMatter,
      sections,
      version: sql`${drafts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(drafts.id, row.id))
    .returning();
  if (!saved) throw new Error('draft vanished under its row lock');
  await tx.insert(draftRevisions).values({
    draftId: saved.id,
    version: saved.version,
    source,
    generationId,
    title: saved.title,
    disclosure: saved.disclosure,
    jurisdiction: saved.jurisdiction,
    sections: saved.sections,
  });
  if (saved.version % REVISION_RETENTION.everyVersions === 0) await pruneRevisions(tx, saved.id);
  return saved;
}
