import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Sections } from '../../../core/api/drafts';
import type { NumeralEntry } from '../../../core/patent/figures';
import type {
  GeneratedSection,
  Generation,
  StoredTraceParagraph,
  Usage,
} from '../../../core/api/generation';
import type { Db } from '../../db/client';
import { drafts, generations } from '../../db/schema';
import { keepFigureNumerals, saveDraft } from '../drafts/save-draft';
import type { Outcome } from './outcome';
import type { GenerationPlan } from './run-generation';

/** Per section a generation wrote: its trace, or null when it was written without one. */
export type WrittenTraces = Partial<Record<GeneratedSection, StoredTraceParagraph[] | null>>;

/** A generation row as selected. */
export type GenerationRow = typeof generations.$inferSelect;

/** Row of a generation whose draft still exists → contract shape. */
export function presentGeneration(row: GenerationRow & { draftId: string }): Generation {
  return {
    id: row.id,
    draft_id: row.draftId,
    section: row.target as Generation['section'],
    engine: row.engine as Generation['engine'],
    model: row.model,
    state: row.state,
    released_sections: row.releasedSections as GeneratedSection[],
    detail: row.detail,
    usage: { input_tokens: row.inputTokens, output_tokens: row.outputTokens },
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Heartbeat of an instance's running generations, in one statement; answers the ids of those
 * whose row asks for a cancel.
 */
export async function touchGenerations(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .update(generations)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(generations.id, ids), eq(generations.state, 'running')))
    .returning({ id: generations.id, cancelRequestedAt: generations.cancelRequestedAt });
  return rows.filter((row) => row.cancelRequestedAt).map((row) => row.id);
}

/** Records that a running generation has finished writing `section` (its text is saved). */
export async function releaseSection(db: Db, id: string, section: GeneratedSection): Promise<void> {
  await db
    .update(generations)
    .set({ releasedSections: sql`array_append(${generations.releasedSections}, ${section})` })
    .where(and(eq(generations.id, id), eq(generations.state, 'running')));
}

/**
 * Ends a generation in one transaction: the written sections become a new draft version (a
 * revision made by the generation) when they changed anything, and the row gets its outcome.
 * Returns the draft's version afterwards.
 */
export async function finalizeGeneration(
  db: Db,
  opts: {
    plan: GenerationPlan;
    written: Partial<Sections>;
    /** Sections released while it ran: saved then, and maybe edited since, so not rewritten. */
    released: ReadonlySet<GeneratedSection>;
    traces: WrittenTraces;
    outcome: Outcome;
    usage: Usage;
    /** Numerals of the figures the description was written to: kept with the draft. */
    figureNumerals?: NumeralEntry[];
  },
): Promise<number> {
  const { plan, written, released, traces, outcome, usage, figureNumerals } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(drafts).where(eq(drafts.id, plan.draftId)).for('update');
    let version = row?.version ?? plan.startVersion;
    const changed = Object.entries(written).some(
      ([name, text]) => plan.startSections[name as keyof Sections] !== text,
    );
    if (row && changed) {
      const sections = Object.fromEntries(
        Object.entries(written).filter(([name]) => !released.has(name as GeneratedSection)),
      );
      const saved = await saveDraft(
        tx,
        row,
        { sections, figure_numerals: figureNumerals },
        'generation',
        plan.id,
      );
      version = saved.version;
    } else if (row && figureNumerals) {
      await keepFigureNumerals(tx, row, figureNumerals);
    }
    await tx
      .update(generations)
      .set({
        state: outcome.state,
        detail: outcome.detail,
        inputTokens: usage.input_tokens,
        outputTokens: usage.output_tokens,
        trace: traces,
        finishedAt: sql`now()`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(generations.id, plan.id));
    return version;
  });
}
