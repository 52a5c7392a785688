import { and, eq, sql } from 'drizzle-orm';
import type { GenerateRequest } from '../../../core/api/generation';
import { sectionsOf } from '../../../core/api/generation';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../policies/drafts';
import { loadDraft } from '../drafts/load-draft';
import { fullSections } from '../drafts/present';
import type { DraftingEngine } from '../engines/types';
import { isAlive } from './liveness';
import type { GenerationPlan } from './run-generation';

/** Namespace of the per-user advisory lock that serialises generation starts. */
const START_LOCK_NAMESPACE = 0x67656e;

const LABELS: Record<string, string> = {
  claims: 'The claims',
  title: 'The title',
  background: 'The background',
  summary: 'The summary',
  drawings_description: 'The brief description of the drawings',
  detailed_description: 'The detailed description',
  abstract: 'The abstract',
};

/**
 * Accepts a generation: checks the draft, the id, the disclosure, overlapping and concurrent
 * generations, then inserts its `running` row. Every refusal is a 4xx before any byte streams.
 */
export async function startGeneration(opts: {
  db: Db;
  actor: Actor;
  request: GenerateRequest;
  engine: DraftingEngine;
  maxConcurrent: number;
  instanceId: string;
}): Promise<GenerationPlan> {
  const { db, actor, request, engine } = opts;
  const sections = sectionsOf(request.section);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_NAMESPACE}, ${actor.id})`);
      const draft = await loadDraft(tx, actor, request.draft_id, { lock: true });
      const refusal = engine.refuse(draft.disclosure);
      if (refusal) {
        throw new AppError('validation', [
          { loc: ['body', 'draft_id'], msg: refusal, type: 'value_error' },
        ]);
      }
      const running = await tx
        .select({
          id: generations.id,
          draftId: generations.draftId,
          sections: generations.sections,
        })
        .from(generations)
        .where(and(eq(generations.ownerId, actor.id), eq(generations.state, 'running'), isAlive()));
      const clash = running
        .filter((g) => g.draftId === draft.id)
        .flatMap((g) => g.sections.filter((s) => (sections as string[]).includes(s)));
      if (clash.length) {
        const what = LABELS[clash[0]!] ?? clash[0]!;
        throw new AppError(
          'conflict',
          `${what} of this draft is being generated already. Cancel that generation or wait for it to end.`,
        );
      }
      if (running.length >= opts.maxConcurrent) {
        throw new AppError(
          'rate_limited',
          `You have ${running.length} generations running, the most allowed at once. Wait for one to end or cancel it.`,
          { 'retry-after': '5' },
        );
      }
      await tx.insert(generations).values({
        id: request.generation_id,
        ownerId: actor.id,
        draftId: draft.id,
        target: request.section,
        sections,
        engine: engine.name,
        model: engine.model,
        instanceId: opts.instanceId,
      });
      return {
        id: request.generation_id,
        draftId: draft.id,
        target: request.section,
        sections,
        instructions: request.instructions || undefined,
        disclosure: draft.disclosure,
        jurisdiction: draft.jurisdiction,
        startSections: fullSections(draft.sections),
        startVersion: draft.version,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', 'This generation_id has been used already; make a new one.');
    }
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
