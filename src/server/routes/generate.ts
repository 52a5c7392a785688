import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDraftIdParams, ZDraftPageQuery } from '../../core/api/drafts';
import { ZErrorBody, ZMessage } from '../../core/api/errors';
import {
  encodeEvent,
  ZCancelRequest,
  ZDraftTrace,
  ZEngineInfo,
  ZGenerateRequest,
  ZGeneration,
  ZGenerationIdParams,
  ZGenerationList,
} from '../../core/api/generation';
import type { AppDeps } from '../app';
import { confirmUser, requestClaims, requireUser } from '../auth/current-user';
import type { Actor } from '../policies/drafts';
import { ensureGenerationAllowed } from '../services/billing/entitlements';
import { billingEnabled } from '../services/billing/stripe-client';
import { engineFromEnv } from '../services/engines';
import type { DraftingEngine } from '../services/engines/types';
import { analysisChecker } from '../services/generation/analysis-checker';
import type { CpuPool } from '../services/workers/pool';
import type { SectionChecker } from '../services/generation/checks';
import { figuresOnPool } from '../services/generation/run-generation';
import type { ClaimedActor } from '../services/generation/start-generation';
import {
  createGenerationService,
  type GenerationService,
} from '../services/generation/generation-service';
import { draftFileRoutes } from './draft-files';
import { draftRoutes } from './drafts';

const errors = { 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const security = [{ bearer: [] }];
const tags = ['generation'];
/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

async function actorOf(request: FastifyRequest): Promise<Actor> {
  return { id: (await requireUser(request)).id };
}

/** Generation endpoints: start (SSE), cancel, engine info, generation rows. */
export const generateRoutes =
  (generation: GenerationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/generate/engine',
      {
        schema: {
          tags,
          security,
          summary: 'Which engine and model write drafts on this server',
          response: { 200: ZEngineInfo, 401: ZErrorBody },
        },
      },
      async (request) => {
        await actorOf(request);
        return generation.engineInfo();
      },
    );

    for (const url of ['/generate/', '/generate']) {
      app.post(
        url,
        {
          schema: {
            hide: url === '/generate',
            tags,
            security,
            summary: 'Generate sections of a draft, streamed as server-sent events',
            description:
              'Answers `text/event-stream`: started, section_started, delta, trace (offline engine: ' +
              'where each paragraph came from), section_done, findings, then one of finished, ' +
              'cancelled, failed. Text is saved as it arrives. 402 when the plan has no ' +
              'generations left this month (the detail names the limit and when it resets).',
            body: ZGenerateRequest,
            response: { 402: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody, ...errors },
          },
        },
        async (request, reply) => {
          // The token is checked here; its user row is read by the start's first query.
          const claims = requestClaims(request);
          const actor: ClaimedActor = {
            id: Number(claims.sub),
            confirm: (user) => confirmUser(user, claims),
          };
          const accepted = await generation.start(actor, request.body);
          reply.hijack();
          const res = reply.raw;
          res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            'x-accel-buffering': 'no',
            'x-request-id': request.id,
          });
          let open = true;
          res.on('close', () => {
            open = false;
            accepted.stop('client_gone');
          });
          const keepalive = setInterval(() => {
            if (open) res.write(': keep-alive\n\n');
          }, KEEPALIVE_MS);
          try {
            await accepted.execute((event) => {
              if (open) res.write(encodeEvent(event));
            });
          } finally {
            clearInterval(keepalive);
            if (open) res.end();
          }
        },
      );
    }

    for (const url of ['/cancel_generate/', '/cancel_generate']) {
      app.post(
        url,
        {
          schema: {
            hide: url === '/cancel_generate',
            tags,
            security,
            summary: 'Cancel a running generation, wherever it runs; its text so far is kept',
            body: ZCancelRequest,
            response: { 200: ZMessage, 409: ZErrorBody, ...errors },
          },
        },
        async (request) => {
          const actor = await actorOf(request);
          await generation.cancel(actor, request.body.generation_id);
          return { message: 'Generation cancelled' };
        },
      );
    }

    app.get(
      '/generations/:generation_id',
      {
        schema: {
          tags,
          security,
          summary: 'One of my generations: state, engine, usage',
          params: ZGenerationIdParams,
          response: { 200: ZGeneration, ...errors },
        },
      },
      async (request) => generation.get(await actorOf(request), request.params.generation_id),
    );

    app.get(
      '/drafts/:id/generations',
      {
        schema: {
          tags,
          security,
          summary: 'Generations of a draft, newest first',
          params: ZDraftIdParams,
          querystring: ZDraftPageQuery,
          response: { 200: ZGenerationList, ...errors },
        },
      },
      async (request) =>
        generation.listForDraft(await actorOf(request), request.params.id, request.query),
    );

    app.get(
      '/drafts/:id/trace',
      {
        schema: {
          tags,
          security,
          summary: 'Where the generated paragraphs came from: disclosure sentences per paragraph',
          description:
            'Per section, from the newest ended generation that wrote it; a section is absent ' +
            'when that generation left no trace (LLM engines, text cut short).',
          params: ZDraftIdParams,
          response: { 200: ZDraftTrace, ...errors },
        },
      },
      async (request) => generation.traceForDraft(await actorOf(request), request.params.id),
    );
  };

/** Overrides for tests: another engine or checker than the environment's. */
export interface DraftingOverrides {
  engine?: DraftingEngine;
  checker?: SectionChecker;
}

/** Drafts and generation, sharing one generation service per app (stopped when the app closes). */
export const draftingRoutes =
  (
    deps: AppDeps & { cpuPool: CpuPool },
    overrides: DraftingOverrides = {},
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { cpuPool } = deps;
    const own = overrides.engine ? null : engineFromEnv(deps.env, cpuPool);
    // After the generation service has stopped its runs (preClose).
    if (own?.close) app.addHook('onClose', () => own.close!());
    const generation = await createGenerationService({
      database: deps.database,
      env: deps.env,
      engine: overrides.engine ?? own!,
      checker: overrides.checker ?? analysisChecker(cpuPool),
      figures: figuresOnPool(cpuPool),
      log: app.log,
      checkAllowance: billingEnabled(deps.env)
        ? (userId) => ensureGenerationAllowed(app.ctx, userId)
        : undefined,
    });
    app.addHook('preClose', () => generation.close());
    await app.register(
      draftRoutes({
        database: deps.database,
        env: deps.env,
        actorOf,
        cancelGenerations: (ids) => generation.cancelIds(ids),
      }),
    );
    await app.register(draftFileRoutes({ database: deps.database, env: deps.env, actorOf }));
    await app.register(generateRoutes(generation));
  };
