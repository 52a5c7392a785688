import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Sections } from '../../../core/api/drafts';
import type { GeneratedSection, StoredTraceParagraph } from '../../../core/api/generation';
import type { NumeralEntry } from '../../../core/patent/figures';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Patent drafts; `version` grows by one on every save (optimistic concurrency). */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    disclosure: text('disclosure').notNull().default(''),
    jurisdiction: text('jurisdiction', { enum: ['us', 'ep'] })
      .notNull()
      .default('us'),
    docketNumber: text('docket_number').notNull().default(''),
    clientMatter: text('client_matter').notNull().default(''),
    sections: jsonb('sections').$type<Sections>().notNull(),
    /**
     * The numerals the description was last written with, by claim and part (see core
     * figures/numerals): redrawing keeps them. Each revision keeps the map of its version.
     */
    figureNumerals: jsonb('figure_numerals')
      .$type<NumeralEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_owner_updated_idx').on(t.ownerId, t.updatedAt),
    check('drafts_jurisdiction_ck', sql`${t.jurisdiction} in ('us', 'ep')`),
  ],
);

/** Every saved state of a draft, one row per version. */
export const draftRevisions = pgTable(
  'draft_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source', {
      enum: ['create', 'edit', 'generation', 'restore', 'import'],
    }).notNull(),
    generationId: uuid('generation_id'),
    title: text('title').notNull(),
    disclosure: text('disclosure').notNull(),
    jurisdiction: text('jurisdiction', { enum: ['us', 'ep'] }).notNull(),
    sections: jsonb('sections').$type<Sections>().notNull(),
    /**
     * The draft's figure numerals at this version (restoring it restores them); null on revisions
     * made before they were kept, whose restore leaves the draft's numerals as they are.
     */
    figureNumerals: jsonb('figure_numerals').$type<NumeralEntry[]>(),
    createdAt: createdAt(),
  },
  (t) => [unique('draft_revisions_version_uq').on(t.draftId, t.version)],
);

/**
 * Generations (ids made by the client). `heartbeatAt` is touched while one runs, so a row left
 * `running` by a dead instance can be told from one that is alive elsewhere; the heartbeat also
 * picks up `cancelRequestedAt` should a cancel notification be missed.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    target: text('target').notNull(),
    sections: text('sections').array().notNull(),
    /** Sections it has finished writing (text saved); they are the user's again while it runs. */
    releasedSections: text('released_sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    state: text('state', { enum: ['running', 'finished', 'cancelled', 'failed'] })
      .notNull()
      .default('running'),
    detail: text('detail'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    instanceId: text('instance_id').notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** Per section it wrote: where its paragraphs came from, or null (no trace: LLM, cut short). */
    trace: jsonb('trace').$type<Partial<Record<GeneratedSection, StoredTraceParagraph[] | null>>>(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generations_owner_idx').on(t.ownerId, t.createdAt),
    index('generations_draft_idx').on(t.draftId, t.createdAt),
    index('generations_running_idx')
      .on(t.state)
      .where(sql`${t.state} = 'running'`),
    check(
      'generations_state_ck',
      sql`${t.state} in ('running', 'finished', 'cancelled', 'failed')`,
    ),
  ],
);
