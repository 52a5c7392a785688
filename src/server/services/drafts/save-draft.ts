import { and, eq, sql } from 'drizzle-orm';
import type { RevisionSource, Sections } from '../../../core/api/drafts';
import type { NumeralEntry } from '../../../core/patent/figures';
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
  /** The figure numerals in effect from this version on (see drafts.figureNumerals). */
  figure_numerals?: NumeralEntry[];
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
    ) &&
    (changes.figure_numerals === undefined ||
      JSON.stringify(changes.figure_numerals) === JSON.stringify(row.figureNumerals))
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
      figureNumerals: changes.figure_numerals ?? row.figureNumerals,
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
    figureNumerals: saved.figureNumerals,
  });
  if (saved.version % REVISION_RETENTION.everyVersions === 0) await pruneRevisions(tx, saved.id);
  return saved;
}

/**
 * Keeps new figure numerals with a locked draft without a new version (a generation or a figure
 * rewrite that changed no text): the current version's revision gets them too, so restoring it
 * brings back the numerals that were in effect.
 */
export async function keepFigureNumerals(
  tx: Db,
  row: Pick<DraftRow, 'id' | 'version'>,
  numerals: NumeralEntry[],
): Promise<void> {
  await tx.update(drafts).set({ figureNumerals: numerals }).where(eq(drafts.id, row.id));
  await tx
    .update(draftRevisions)
    .set({ figureNumerals: numerals })
    .where(and(eq(draftRevisions.draftId, row.id), eq(draftRevisions.version, row.version)));
}
