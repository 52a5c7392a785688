import type { Draft, Sections } from '../../../core/api/drafts';
import { replaceFigureParagraphs } from '../../../core/patent/engine/from-claims/redraw';
import { readEntries, type NumeralEntry } from '../../../core/patent/figures';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../policies/drafts';
import { sectionsBeingGenerated } from '../generation/liveness';
import type { CpuPool } from '../workers/pool';
import { loadDraft, StaleVersionError } from './load-draft';
import { fullSections, presentDraft } from './present';
import { isNoop, keepFigureNumerals, saveDraft } from './save-draft';

const TOUCHED = ['detailed_description', 'drawings_description'] as const;

/**
 * Redraws FIG. `number` from the draft's saved claims, keeping the numerals kept with the draft,
 * and rewrites only the paragraphs that describe it (in the detailed description and the brief
 * description of the drawings). Saves as a new version on `version` (stale: StaleVersionError)
 * and keeps the figure's numerals with the draft.
 */
export async function rewriteFigure(opts: {
  db: Db;
  actor: Actor;
  id: string;
  number: number;
  version: number;
  pool: CpuPool;
}): Promise<Draft> {
  const { db, actor, id, number, version } = opts;
  const { pool } = opts;
  const row = await loadDraft(db, actor, id);
  if (row.version !== version) throw new StaleVersionError(row);
  const sections = fullSections(row.sections);
  const kept = readEntries(row.figureNumerals);
  const claims = sections.claims;
  const [facts, written] = await Promise.all([
    pool.run('figures', { claims, numerals: kept }),
    pool.run('draft', {
      disclosure: row.disclosure,
      jurisdiction: row.jurisdiction,
      claims,
      numerals: kept,
    }),
  ]);
  const figure = facts.figures.find((f) => f.number === number);
  if (!figure) throw new AppError('not_found', `FIG. ${number} is not drawn for this draft.`);
  const now = new Set(figure.numerals.map((n) => n.numeral));
  // Its numerals before the edit: those it keeps, and those its claim had (a removed step's too).
  const before = kept.filter((e) => now.has(e.numeral) || e.claim === figure.claim);
  const out = replaceFigureParagraphs(
    sections,
    written.sections,
    { number, numerals: before.map((e) => e.numeral) },
    { number, numerals: [...now] },
  );
  const changes: Partial<Sections> = {
    detailed_description: out.detailed_description,
    drawings_description: out.drawings_description,
  };
  const mine = facts.numerals.filter((e) => now.has(e.numeral));
  const gone = new Set([...before.map((e) => e.numeral), ...now]);
  const numerals: NumeralEntry[] = [...kept.filter((e) => !gone.has(e.numeral)), ...mine];

  return db.transaction(async (tx) => {
    const locked = await loadDraft(tx, actor, id, { lock: true });
    if (locked.version !== version) throw new StaleVersionError(locked);
    const busy = await sectionsBeingGenerated(tx, locked.id);
    const blocked = TOUCHED.filter((s) => busy.has(s));
    if (blocked.length) {
      throw new AppError(
        'conflict',
        `Being generated now: ${blocked.join(', ')}. Cancel the generation or wait for it to end.`,
      );
    }
    if (isNoop(locked, { sections: changes })) {
      await keepFigureNumerals(tx, locked, numerals);
      return presentDraft(locked);
    }
    const saved = await saveDraft(
      tx,
      locked,
      { sections: changes, figure_numerals: numerals },
      'edit',
    );
    return presentDraft(saved);
  });
}
