import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { GeneratedSection, GenerateRequest } from '../../../core/api/generation';
import type { Db } from '../../db/client';
import { drafts, generations, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { canEditDraft, type Actor } from '../../policies/drafts';
import { isUniqueViolation } from '../db-errors';
import { draftNotFound } from '../drafts/load-draft';
import { fullSections, type DraftRow } from '../drafts/present';
import type { DraftingEngine } from '../engines/types';
import { heldNumerals } from '../../../core/patent/draft-checks';
import { readEntries, type NumeralEntry } from '../../../core/patent/figures';
import type { DbGate } from './db-gate';
import { claimsToWriteFrom, plannedSections } from './claims-first';
import { heldSections, isAlive } from './liveness';
import type { GenerationPlan } from './run-generation';

/** Namespace of the per-user advisory lock that serialises generation starts. */
const START_LOCK_NAMESPACE = 0x67656e;

/** How a refusal names a section; every generated section has one (the type checks it). */
const LABELS: Record<GeneratedSection, string> = {
  claims: 'The claims',
  title: 'The title',
  cross_reference: 'The cross-reference to related applications',
  background: 'The background',
  summary: 'The summary',
  drawings_description: 'The brief description of the drawings',
  detailed_description: 'The detailed description',
  abstract: 'The abstract',
};

/** A caller known from a verified token, whose user row the first query reads and confirms. */
export interface ClaimedActor extends Actor {
  /** Throws the 401 or 400 when the row (missing, token revoked, inactive) may not act. */
  confirm(user: UserRow | undefined): void;
}

/**
 * The monthly allowance a start is held to (billing on): checked under the start's locks in the
 * same transaction as its insert, so generations started at once cannot overrun it.
 */
export interface AllowanceGate {
  /** Generations a month for the pool. */
  limit: number;
  /** The enterprise whose members share the allowance; null: the user's own. */
  enterpriseId: number | null;
  /** The 402 for a start beyond it. */
  refusal(): Error;
}

/** What a start request asks for, and the limits it is held to. */
interface StartRequest {
  db: Db;
  /**
   * Where the start's statements wait their turn (requests other than generation starts come
   * first); the engine's refusal, which may be CPU work on a thread, is not held in it.
   */
  gate: DbGate;
  actor: Actor;
  request: GenerateRequest;
  engine: DraftingEngine;
  maxConcurrent: number;
  /** The monthly allowance, if the user's plan has one. */
  allowance?: AllowanceGate | null;
}

/**
 * A user's `running` generation. Only live ones (`alive`: its instance touched it lately) count
 * against a new one; the ids of all of them are what `acceptAsPrechecked` compares against.
 */
type RunningRow = {
  id: string;
  draftId: string | null;
  sections: string[];
  releasedSections: string[];
  alive: boolean;
};

const RUNNING_COLUMNS = {
  id: generations.id,
  draftId: generations.draftId,
  sections: generations.sections,
  releasedSections: generations.releasedSections,
  alive: sql<boolean>`${isAlive()}`,
};

const runningWhere = (ownerId: number | Placeholder) =>
  and(eq(generations.ownerId, ownerId), eq(generations.state, 'running'));

function runningOf(db: Db, actor: Actor): Promise<RunningRow[]> {
  return db.select(RUNNING_COLUMNS).from(generations).where(runningWhere(actor.id));
}

/**
 * The precheck's one statement (one round trip, one PGlite call), prepared once per database:
 * the user, the draft, the user's running generations (as the JSON of `runningOf`'s rows) and
 * whether the generation id has been used.
 */
function preparePrecheck(db: Db) {
  const userId = sql.placeholder('userId');
  const fields = Object.entries(RUNNING_COLUMNS).map(
    ([name, column]) => sql`${name}::text, ${column}`,
  );
  const running = db
    .select({
      list: sql`coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)})), '[]'::json)`,
    })
    .from(generations)
    .where(runningWhere(userId));
  const reused = db
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.id, sql.placeholder('generationId')));
  return db
    .select({
      user: users,
      draft: drafts,
      running: sql<RunningRow[]>`(${running})`,
      reused: sql<boolean>`exists(${reused})`,
    })
    .from(users)
    .leftJoin(drafts, eq(drafts.id, sql.placeholder('draftId')))
    .where(eq(users.id, userId))
    .prepare('claimwright_generation_precheck');
}

/** `prepare`, run once per database. */
function oncePerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}

const precheckFor = oncePerDb(preparePrecheck);

/**
 * Throws the 422, 409 or 429 that refuses a generation of `sections` of `draft`, if any. The
 * engine's refusal may be CPU work (the offline engine drafts): it runs on a worker thread.
 */
async function refuseIfBlocked(
  opts: StartRequest,
  draft: DraftRow,
  sections: string[],
  running: RunningRow[],
): Promise<void> {
  const live = running.filter((g) => g.alive);
  const refusal = await opts.engine.refuse({
    disclosure: draft.disclosure,
    jurisdiction: draft.jurisdiction,
    claims: claimsToWriteFrom(sections as GeneratedSection[], fullSections(draft.sections)),
  });
  if (refusal) {
    throw new AppError('validation', [
      { loc: ['body', 'draft_id'], msg: refusal, type: 'value_error' },
    ]);
  }
  const clash = live
    .filter((g) => g.draftId === draft.id)
    .flatMap((g) => heldSections(g).filter((s) => sections.includes(s)));
  if (clash.length) {
    const what = LABELS[clash[0] as GeneratedSection] ?? clash[0]!;
    throw new AppError(
      'conflict',
      `${what} of this draft is being generated already. Cancel that generation or wait for it to end.`,
    );
  }
  if (live.length >= opts.maxConcurrent) {
    throw new AppError(
      'rate_limited',
      `You have ${live.length} generations running, the most allowed at once. Wait for one to end or cancel it.`,
      { 'retry-after': '5' },
    );
  }
}

/** What the precheck found: the draft, and the ids of the user's `running` generations. */
export interface Prechecked {
  draft: DraftRow;
  runningIds: string[];
}

/**
 * Looks before locking: the caller's user row (confirmed: 401/400), the draft (404 if missing or
 * foreign) and whether the generation would be refused, without a transaction. Lets the server
 * start the model's request early only for generations that will almost surely be accepted;
 * `startGeneration` decides under the locks.
 */
export async function precheckGeneration(
  opts: StartRequest & { actor: ClaimedActor },
): Promise<Prechecked> {
  const { db, actor, request } = opts;
  // The request's first query: authentication reads the user row here.
  const [found] = await opts.gate.run(() =>
    precheckFor(db).execute({
      userId: actor.id,
      draftId: request.draft_id,
      generationId: request.generation_id,
    }),
  );
  actor.confirm(found?.user);
  if (!found?.draft || !canEditDraft(actor, found.draft)) throw draftNotFound();
  await refuseIfBlocked(opts, found.draft, planned(request, found.draft), found.running);
  if (found.reused) throw idReused();
  return { draft: found.draft, runningIds: found.running.map((g) => g.id) };
}

/**
 * Accepts a generation: checks the draft, the id, the disclosure, overlapping and concurrent
 * generations, then inserts its `running` row. Every refusal is a 4xx before any byte streams.
 * Given what the precheck found, it first tries to accept that in one statement; when something it
 * decided on has changed since, it decides again under the locks.
 */
export async function startGeneration(
  opts: StartRequest & { instanceId: string; prechecked?: Prechecked },
): Promise<GenerationPlan> {
  try {
    const { prechecked, gate } = opts;
    if (prechecked && (await gate.run(() => acceptAsPrechecked(opts, prechecked)))) {
      return planOf(opts.request, prechecked.draft);
    }
    // Rare (something changed since the precheck): the locked decision's refusal is the cached one.
    return await gate.run(() => acceptLocked(opts));
  } catch (err) {
    throw isUniqueViolation(err) ? idReused() : err;
  }
}

/** The row a new generation inserts. */
function newRow(opts: StartRequest & { instanceId: string }, draft: DraftRow) {
  return {
    id: opts.request.generation_id,
    ownerId: opts.actor.id,
    draftId: draft.id,
    target: opts.request.section,
    sections: planned(opts.request, draft),
    engine: opts.engine.name,
    model: opts.engine.model,
    instanceId: opts.instanceId,
  };
}

/**
 * The acceptance's one statement (`claimwright_accept_generation`, migrations 0006 and 0011: the
 * allowance is checked in it too), prepared once
 * per database like the precheck: PostgreSQL then neither parses it nor drizzle builds it per start.
 */
function prepareAccept(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({
      accepted: sql<boolean>`claimwright_accept_generation(${p('id')}, ${p('ownerId')},
        ${p('draftId')}, ${p('version')}, ${p('runningIds')}::uuid[], ${p('target')},
        ${p('sections')}::text[], ${p('engine')}, ${p('model')}, ${p('instanceId')},
        ${START_LOCK_NAMESPACE}, ${p('limit')}::integer, ${p('poolEnterprise')}::integer)`,
    })
    .from(users)
    .where(eq(users.id, p('ownerId')))
    .prepare('claimwright_accept_generation');
}

const acceptFor = oncePerDb(prepareAccept);

/**
 * Inserts the row if the draft is still at the precheck's version, no running generation has
 * appeared since and the generation fits in the allowance; false otherwise.
 */
async function acceptAsPrechecked(
  opts: StartRequest & { instanceId: string },
  prechecked: Prechecked,
): Promise<boolean> {
  const [result] = await acceptFor(opts.db).execute({
    ...newRow(opts, prechecked.draft),
    version: prechecked.draft.version,
    runningIds: prechecked.runningIds,
    limit: opts.allowance?.limit ?? null,
    poolEnterprise: opts.allowance?.enterpriseId ?? null,
  });
  return result?.accepted === true;
}

/** The decision under the locks, in one transaction. */
function acceptLocked(opts: StartRequest & { instanceId: string }): Promise<GenerationPlan> {
  const { db, actor, request } = opts;
  return db.transaction(async (tx) => {
    // The draft's row lock and the user's start lock in one statement; every start takes them
    // in the same order, so two starts cannot deadlock.
    const [locked] = await tx
      .select({
        draft: drafts,
        lock: sql`pg_advisory_xact_lock(${START_LOCK_NAMESPACE}, ${actor.id})`,
      })
      .from(drafts)
      .where(eq(drafts.id, request.draft_id))
      .for('update');
    if (!locked || !canEditDraft(actor, locked.draft)) throw draftNotFound();
    const { draft } = locked;
    await refuseIfBlocked(opts, draft, planned(request, draft), await runningOf(tx, actor));
    const { allowance } = opts;
    if (allowance) {
      const [room] = await tx
        .select({
          fits: sql<boolean>`claimwright_allowance_room(${actor.id}::integer,
            ${allowance.enterpriseId}::integer, ${allowance.limit}::integer)`,
        })
        .from(sql`(select 1) as one`);
      if (room?.fits !== true) throw allowance.refusal();
    }
    await tx.insert(generations).values(newRow(opts, draft));
    return planOf(request, draft);
  });
}

function planOf(request: GenerateRequest, draft: DraftRow): GenerationPlan {
  return {
    id: request.generation_id,
    draftId: draft.id,
    target: request.section,
    sections: planned(request, draft),
    instructions: request.instructions || undefined,
    disclosure: draft.disclosure,
    jurisdiction: draft.jurisdiction,
    startSections: fullSections(draft.sections),
    startVersion: draft.version,
    figureNumerals: figureNumeralsOf(request, draft),
  };
}

/**
 * The numerals the description is held to, or null when the draft's figures are not ours to hold
 * it to: they are when the generation writes from the claims (claims first) or when the draft
 * already keeps numerals of figures drawn from its claims.
 */
function figureNumeralsOf(request: GenerateRequest, draft: DraftRow): NumeralEntry[] | null {
  const kept = readEntries(draft.figureNumerals);
  const sections = fullSections(draft.sections);
  const fromClaims = claimsToWriteFrom(planned(request, draft), sections) !== undefined;
  return fromClaims || heldNumerals(sections.claims, kept) ? kept : null;
}

/** What the generation writes: `all` leaves written claims alone (see claims-first.ts). */
function planned(request: GenerateRequest, draft: DraftRow): GeneratedSection[] {
  return plannedSections(request.section, fullSections(draft.sections));
}

function idReused(): AppError {
  return new AppError('conflict', 'This generation_id has been used already; make a new one.');
}
