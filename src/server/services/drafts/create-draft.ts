import type { Draft, DraftCreate } from '../../../core/api/drafts';
import type { Db } from '../../db/client';
import { draftRevisions, drafts } from '../../db/schema';
import type { Actor } from '../../policies/drafts';
import { fullSections, presentDraft } from './present';

/** Creates a draft for the actor and keeps it as revision 1. */
export async function createDraft(opts: {
  db: Db;
  actor: Actor;
  input: DraftCreate;
}): Promise<Draft> {
  const { db, actor, input } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(drafts)
      .values({
        ownerId: actor.id,
        title: input.title ?? '',
        disclosure: input.disclosure ?? '',
        jurisdiction: input.jurisdiction ?? 'us',
        docketNumber: input.docket_number ?? '',
        clientMatter: input.client_matter ?? '',
        sections: fullSections(input.sections),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(draftRevisions).values({
      draftId: row.id,
      version: row.version,
      source: 'create',
      title: row.title,
      disclosure: row.disclosure,
      jurisdiction: row.jurisdiction,
      sections: row.sections,
      figureNumerals: row.figureNumerals,
    });
    return presentDraft(row);
  });
}
