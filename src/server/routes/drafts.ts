import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDraft,
  ZDraftConflict,
  ZDraftCreate,
  ZDraftIdParams,
  ZDraftList,
  ZDraftPageQuery,
  ZDraftUpdate,
  ZRestoreRequest,
  ZRevision,
  ZRevisionList,
  ZRevisionParams,
} from '../../core/api/drafts';
import { ZErrorBody, ZMessage } from '../../core/api/errors';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Actor } from '../policies/drafts';
import { createDraft } from '../services/drafts/create-draft';
import { deleteDraft } from '../services/drafts/delete-draft';
import { getDraft } from '../services/drafts/get-draft';
import { listDrafts } from '../services/drafts/list-drafts';
import { StaleVersionError } from '../services/drafts/load-draft';
import { presentDraft } from '../services/drafts/present';
import { listRevisions, readRevision, restoreRevision } from '../services/drafts/revisions';
import { updateDraft } from '../services/drafts/update-draft';

/** What the draft routes need. */
export interface DraftRouteDeps {
  database: Database;
  env: Env;
  /** The signed-in user (throws the 401). */
  actorOf(request: FastifyRequest): Promise<Actor>;
  /** Cancels generations wherever they run (used when a draft is deleted). */
  cancelGenerations(ids: string[]): Promise<void>;
}

const errors = { 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const security = [{ bearer: [] }];
const tags = ['drafts'];

/** Runs a save; a stale version becomes the 409 that carries the current draft (drafts and figures). */
export async function saving<T>(
  reply: FastifyReply,
  save: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await save();
  } catch (err) {
    if (!(err instanceof StaleVersionError)) throw err;
    return reply.code(409).send({
      detail: err.message,
      current_version: err.current.version,
      draft: presentDraft(err.current),
    });
  }
}

/** Drafts: create, list, read, save (optimistic `version`), delete, revisions. */
export const draftRoutes =
  (deps: DraftRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    for (const url of ['/drafts', '/drafts/']) {
      const hide = url.endsWith('/');
      app.post(
        url,
        {
          schema: {
            hide,
            tags,
            security,
            summary: 'Create a draft',
            body: ZDraftCreate,
            response: { 201: ZDraft, ...errors },
          },
        },
        async (request, reply) => {
          const actor = await deps.actorOf(request);
          return reply.code(201).send(await createDraft({ db, actor, input: request.body }));
        },
      );
      app.get(
        url,
        {
          schema: {
            hide,
            tags,
            security,
            summary: 'List my drafts, most recently updated first',
            querystring: ZDraftPageQuery,
            response: { 200: ZDraftList, ...errors },
          },
        },
        async (request) =>
          listDrafts({ db, actor: await deps.actorOf(request), page: request.query }),
      );
    }

    app.get(
      '/drafts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Read a draft',
          params: ZDraftIdParams,
          response: { 200: ZDraft, ...errors },
        },
      },
      async (request) =>
        getDraft({ db, actor: await deps.actorOf(request), id: request.params.id }),
    );

    app.patch(
      '/drafts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Save a draft edited at `version`',
          description:
            'A stale `version` gives 409 with the current draft. Each save is a revision.',
          params: ZDraftIdParams,
          body: ZDraftUpdate,
          response: { 200: ZDraft, 409: ZDraftConflict.or(ZErrorBody), ...errors },
        },
      },
      async (request, reply) => {
        const actor = await deps.actorOf(request);
        return saving(reply, () =>
          updateDraft({ db, actor, id: request.params.id, patch: request.body }),
        );
      },
    );

    app.delete(
      '/drafts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a draft and its revisions (cancels its generations)',
          params: ZDraftIdParams,
          response: { 200: ZMessage, ...errors },
        },
      },
      async (request) => {
        const actor = await deps.actorOf(request);
        const running = await deleteDraft({ db, actor, id: request.params.id });
        await deps.cancelGenerations(running);
        return { message: 'Draft deleted successfully' };
      },
    );

    app.get(
      '/drafts/:id/revisions',
      {
        schema: {
          tags,
          security,
          summary: 'List the revisions of a draft, newest first',
          params: ZDraftIdParams,
          querystring: ZDraftPageQuery,
          response: { 200: ZRevisionList, ...errors },
        },
      },
      async (request) =>
        listRevisions({
          db,
          actor: await deps.actorOf(request),
          draftId: request.params.id,
          page: request.query,
        }),
    );

    app.get(
      '/drafts/:id/revisions/:version',
      {
        schema: {
          tags,
          security,
          summary: 'Read one revision',
          params: ZRevisionParams,
          response: { 200: ZRevision, ...errors },
        },
      },
      async (request) =>
        readRevision({
          db,
          actor: await deps.actorOf(request),
          draftId: request.params.id,
          version: request.params.version,
        }),
    );

    app.post(
      '/drafts/:id/revisions/:version/restore',
      {
        schema: {
          tags,
          security,
          summary: 'Make a revision the current state (as a new version)',
          params: ZRevisionParams,
          body: ZRestoreRequest,
          response: { 200: ZDraft, 409: ZDraftConflict.or(ZErrorBody), ...errors },
        },
      },
      async (request, reply) => {
        const actor = await deps.actorOf(request);
        return saving(reply, () =>
          restoreRevision({
            db,
            actor,
            draftId: request.params.id,
            version: request.params.version,
            currentVersion: request.body.version,
          }),
        );
      },
    );
  };
