import {
  type Draft,
  type DraftUpdate,
  type SectionName,
  type Sections,
} from '../../../core/api/drafts';
import { MAX_SECTION_CHARS } from '../../../core/api/sections';
import { applySplice } from '../../../core/api/text-splice';
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
    const { version: _version, section_edits: edits, ...rest } = patch;
    const current = fullSections(row.sections);
    const changes = edits
      ? { ...rest, sections: { ...rest.sections, ...applyEdits(current, patch) } }
      : rest;
    if (isNoop(row, changes)) return presentDraft(row);

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

/** The sections `patch.section_edits` make of the saved ones; a 422 when one does not fit. */
function applyEdits(current: Sections, patch: DraftUpdate): Partial<Sections> {
  const out: Partial<Sections> = {};
  for (const [name, edit] of Object.entries(patch.section_edits ?? {})) {
    const section = name as SectionName;
    const refuse = (msg: string) =>
      new AppError('validation', [
        { loc: ['body', 'section_edits', name], msg, type: 'value_error' },
      ]);
    if (patch.sections?.[section] !== undefined) {
      throw refuse('This section is also sent whole in `sections`; send it one way.');
    }
    const result = applySplice(current[section], edit);
    if (result === null) {
      throw refuse(
        `This edit was not made on the saved text of version ${patch.version}; send the section whole.`,
      );
    }
    if (result.length > MAX_SECTION_CHARS) {
      throw refuse(`The section would be longer than ${MAX_SECTION_CHARS} characters.`);
    }
    out[section] = result;
  }
  return out;
}
