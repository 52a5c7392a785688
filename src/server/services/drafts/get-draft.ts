import type { Draft } from '../../../core/api/drafts';
import { readEntries, type NumeralEntry } from '../../../core/patent/figures';
import type { Db } from '../../db/client';
import type { Actor } from '../../policies/drafts';
import { loadDraft } from './load-draft';
import { presentDraft } from './present';

/** One of the actor's drafts, whole. */
export async function getDraft(opts: { db: Db; actor: Actor; id: string }): Promise<Draft> {
  return presentDraft(await loadDraft(opts.db, opts.actor, opts.id));
}

/** One of the actor's drafts, with the numerals its figures keep (see core figures/numerals). */
export async function getDraftWithNumerals(opts: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<{ draft: Draft; numerals: NumeralEntry[] }> {
  const row = await loadDraft(opts.db, opts.actor, opts.id);
  return { draft: presentDraft(row), numerals: readEntries(row.figureNumerals) };
}
