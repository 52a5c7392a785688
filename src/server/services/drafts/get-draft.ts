import type { Draft } from '../../../core/api/drafts';
import type { Db } from '../../db/client';
import type { Actor } from '../../policies/drafts';
import { loadDraft } from './load-draft';
import { presentDraft } from './present';

/** One of the actor's drafts, whole. */
export async function getDraft(opts: { db: Db; actor: Actor; id: string }): Promise<Draft> {
  return presentDraft(await loadDraft(opts.db, opts.actor, opts.id));
}
