import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DraftPageQuery } from '../../../core/api/drafts';
import type {
  DraftTrace,
  EngineInfo,
  GenerateRequest,
  Generation,
  GenerationEvent,
  GenerationList,
} from '../../../core/api/generation';
import type { Database } from '../../db/client';
import { generations } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { canControlGeneration, type Actor } from '../../policies/drafts';
import { loadDraft } from '../drafts/load-draft';
import { fullSections } from '../drafts/present';
import type { DraftingEngine } from '../engines/types';
import { DESCRIBES_FIGURES } from '../engines/prompts';
import { createMemoryBus, createPgBus, type CancelBus } from './cancel-bus';
import { hasClaims, plannedSections } from './claims-first';
import { requestCancel } from './cancel-generation';
import type { SectionChecker } from './checks';
import { traceForDraft } from './draft-trace';
import { presentGeneration, touchGenerations } from './generation-rows';
import { HEARTBEAT_INTERVAL_MS } from './liveness';
import { failOrphanedGenerations } from './orphans';
import type { Outcome, StopReason } from './outcome';
import { primeFirstSection } from './primed-engine';
import { GenerationRun, type GenerationPlan, type RunDeps } from './run-generation';
import {
  precheckGeneration,
  startGeneration,
  type AllowanceGate,
  type ClaimedActor,
} from './start-generation';
import { createDbGate, dbGateSize } from './db-gate';
import { createDraftWrites } from './draft-writer';

type Emit = (event: GenerationEvent) => void;

/** An accepted generation, ready to stream. */
export interface AcceptedGeneration {
  readonly id: string;
  /** Runs it to the end, sending every event to `emit`. */
  execute(emit: Emit): Promise<Outcome>;
  stop(reason: StopReason): void;
}

/** Everything about generations one server instance does. */
export interface GenerationService {
  readonly instanceId: string;
  engineInfo(): EngineInfo;
  /** Accepts a generation; `actor`'s user row is read and confirmed by its first query. */
  start(actor: ClaimedActor, request: GenerateRequest): Promise<AcceptedGeneration>;
  cancel(actor: Actor, generationId: string): Promise<void>;
  /** Cancels generations wherever they run, without an actor (their draft is being deleted). */
  cancelIds(ids: string[]): Promise<void>;
  get(actor: Actor, generationId: string): Promise<Generation>;
  listForDraft(actor: Actor, draftId: string, page: DraftPageQuery): Promise<GenerationList>;
  /** Where the draft's generated paragraphs came from (`GET /drafts/{id}/trace`). */
  traceForDraft(actor: Actor, draftId: string): Promise<DraftTrace>;
  /** Stops local runs (they save and end as failed) and the cancel listener. */
  close(): Promise<void>;
}

/** How often an instance marks generations whose lease ran out as failed. */
const SWEEP_INTERVAL_MS = 5_000;

/** Builds the generation service of one app instance. */
export async function createGenerationService(opts: {
  database: Database;
  env: Env;
  engine: DraftingEngine;
  checker: SectionChecker;
  /** Draws the figures a description is held to (see RunDeps.figures). */
  figures?: RunDeps['figures'];
  log: RunDeps['log'] & { warn(obj: object, msg: string): void };
  /**
   * Throws the 402 when the user's plan has no generations left this month (billing on); else
   * the allowance the start holds itself to atomically (null: none).
   */
  checkAllowance?: (userId: number) => Promise<AllowanceGate | null>;
}): Promise<GenerationService> {
  const { database, env, engine, checker, figures, log, checkAllowance } = opts;
  const db = database.db;
  const instanceId = randomUUID();
  /** Runs on this instance; `execute` runs one to the end once, however often it is called. */
  const local = new Map<string, { run: GenerationRun; execute(emit: Emit): Promise<Outcome> }>();
  const bus: CancelBus = database.pool ? await createPgBus(database.pool, log) : createMemoryBus();
  bus.subscribe((id) => local.get(id)?.run.stop('cancel'));
  const sweep =
    database.kind === 'postgres'
      ? setInterval(() => void failOrphanedGenerations(database).catch(() => 0), SWEEP_INTERVAL_MS)
      : null;
  sweep?.unref();
  const gateSize = dbGateSize(database.pool?.options.max ?? 1);
  const starts = createDbGate(gateSize);
  // Every local run's lease, in one statement; a cancel asked on a row is seen here too.
  const heartbeat = setInterval(() => {
    const ids = [...local.keys()];
    if (!ids.length) return;
    touchGenerations(db, ids).then(
      (cancelled) => cancelled.forEach((id) => local.get(id)?.run.stop('cancel')),
      () => undefined, // a missed beat only matters after STALE_AFTER_MS; the next one retries
    );
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  const writes = createDbGate(gateSize);
  const deps: RunDeps = {
    db,
    engine,
    checker,
    figures,
    writes,
    draftWrites: createDraftWrites({ db, gate: writes }),
    repairPasses: env.GENERATION_REPAIR_PASSES,
    timeoutMs: env.GENERATION_TIMEOUT_MS,
    idleTimeoutMs: env.GENERATION_IDLE_TIMEOUT_MS,
    log,
  };

  return {
    instanceId,
    engineInfo: () => ({
      engine: engine.name,
      model: engine.model,
      repair_passes: engine.canRepair ? env.GENERATION_REPAIR_PASSES : 0,
      max_concurrent_per_user: env.GENERATION_MAX_CONCURRENT_PER_USER,
    }),

    async start(actor, request) {
      const asked = {
        db,
        actor,
        request,
        engine,
        gate: starts,
        maxConcurrent: env.GENERATION_MAX_CONCURRENT_PER_USER,
      };
      const prechecked = await precheckGeneration(asked);
      const allowance = checkAllowance ? await checkAllowance(actor.id) : null;
      const { draft } = prechecked;
      const first = plannedSections(request.section, fullSections(draft.sections))[0]!;
      // A section that describes the figures waits for them to be drawn (they are in its prompt).
      const waits = DESCRIBES_FIGURES.has(first) && hasClaims(fullSections(draft.sections).claims);
      const primed =
        engine.remote && !waits
          ? primeFirstSection(engine, {
              section: first,
              disclosure: draft.disclosure,
              jurisdiction: draft.jurisdiction,
              sections: fullSections(draft.sections),
              instructions: request.instructions || undefined,
            })
          : null;
      // Let the request leave before the transaction: on PGlite the transaction's queries run as
      // one chain of microtasks, which would keep the socket write waiting until they end.
      if (primed) await new Promise((resolve) => setImmediate(resolve));
      let plan: GenerationPlan;
      try {
        plan = await startGeneration({ ...asked, instanceId, prechecked, allowance });
      } catch (err) {
        primed?.discard();
        throw err;
      }
      const run = new GenerationRun(primed ? { ...deps, engine: primed.engine } : deps, plan);
      let done: Promise<Outcome> | undefined;
      const execute = (emit: Emit): Promise<Outcome> => {
        done ??= run.run(emit).finally(() => {
          primed?.discard();
          local.delete(plan.id);
        });
        return done;
      };
      local.set(plan.id, { run, execute });
      return {
        id: plan.id,
        execute,
        stop: (reason) => run.stop(reason),
      };
    },

    async cancel(actor, generationId) {
      const how = await requestCancel({ db, actor, generationId });
      if (how === 'closed') return;
      const mine = local.get(generationId);
      if (mine) mine.run.stop('cancel');
      else await bus.publish(generationId);
    },

    async cancelIds(ids) {
      for (const id of ids) {
        const mine = local.get(id);
        if (mine) mine.run.stop('draft_deleted');
        else await bus.publish(id);
      }
    },

    async get(actor, generationId) {
      const [row] = await db.select().from(generations).where(eq(generations.id, generationId));
      if (!row?.draftId || !canControlGeneration(actor, row)) {
        throw new AppError('not_found', 'Generation not found');
      }
      return presentGeneration({ ...row, draftId: row.draftId });
    },

    async listForDraft(actor, draftId, page) {
      const draft = await loadDraft(db, actor, draftId);
      const where = and(eq(generations.draftId, draft.id), eq(generations.ownerId, actor.id));
      const rows = await db
        .select()
        .from(generations)
        .where(where)
        .orderBy(desc(generations.createdAt))
        .offset(page.skip)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(generations).where(where);
      const data = rows.map((row) => presentGeneration({ ...row, draftId: draft.id }));
      return { data, count: total?.n ?? 0 };
    },

    traceForDraft: (actor, draftId) => traceForDraft(db, actor, draftId),

    async close() {
      if (sweep) clearInterval(sweep);
      clearInterval(heartbeat);
      const running = [...local.values()];
      for (const entry of running) entry.run.stop('shutdown');
      await Promise.allSettled(running.map((e) => e.execute(() => undefined)));
      await bus.close();
    },
  };
}
