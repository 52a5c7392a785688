import type { Draft, DraftUpdate, Sections } from '../../../core/api/drafts';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../policies/drafts';
import { sectionsBeingGenerated } from '../generation/liveness';
import { loadDraft, StaleVersionError } from './load-draft';
import { fullSections, presentDraft } from './present';
import { isNoop, saveDraft } from './save-draft';

/**
 * Saves an edit made on `patch.version`. A stale version throws StaleVersionError; changing a
 * section that a generation is writing is a 409; a save that changes nothing keeps the version.
 */
export async function updateDraft(opts: {
  db: Db;
  actor: Actor;
  id: string;
  patch: DraftUpdate;
}): Promise<Draft> {
  const { db, actor, id, patch } = opts;
  return db.transaction(async (tx) => {
    const row = await loadDraft(tx, actor, id, { lock: true });
    if (row.version !== patch.version) throw new StaleVersionError(row);
    const { version: _version, ...changes } = patch;
    if (isNoop(row, changes)) return presentDraft(row);

    const current = fullSections(row.sections);
    const touched = Object.entries(changes.sections ?? {})
      .filter(([name, text]) => current[name as keyof Sections] !== text)
      .map(([name]) => name);
    if (touched.length) {
      const busy = await sectionsBeingGenerated(tx, row.id);
      const blocked = touched.filter((name) => busy.has(name));
      if (blocked.length) {
        throw new AppError(
          'conflict',
          `Being generated now: ${blocked.join(', ')}. Cancel the generation or wait for it to end.`,
        );
      }
    }
    return presentDraft(await saveDraft(tx, row, changes, 'edit'));
  });
}
