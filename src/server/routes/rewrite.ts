import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../core/api/errors';
import { ZRewriteRequest, ZRewriteResult } from '../../core/api/rewrite';
import type { AppDeps } from '../app';
import { requireUser } from '../auth/current-user';
import { AppError } from '../errors';
import { languageModelFromEnv } from '../services/engines/providers';
import { EngineError } from '../services/engines/types';
import { rewritePassage } from '../services/rewrite-passage';

/** `POST /rewrite`: the task pane's "Rewrite selection". Needs an LLM engine. */
export const rewriteRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const model = env.LLM_PROVIDER === 'offline' ? null : languageModelFromEnv(env);
    app.post(
      '/rewrite',
      {
        schema: {
          tags: ['generation'],
          security: [{ bearer: [] }],
          summary: 'Rewrite a passage in formal patent style (LLM engines only)',
          description:
            'Keeps reference numerals and claim terms. Answers 409 when the server runs the ' +
            'offline engine, which cannot rewrite, and 502 when the model provider fails.',
          body: ZRewriteRequest,
          response: {
            200: ZRewriteResult,
            401: ZErrorBody,
            409: ZErrorBody,
            422: ZErrorBody,
            502: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        await requireUser(request);
        if (!model) {
          throw new AppError(
            'conflict',
            'Rewriting needs an AI engine; this server runs the offline engine.',
          );
        }
        // The caller going away (pane closed, cancel) aborts the upstream request.
        const abort = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        try {
          const text = await rewritePassage(
            model,
            env.LLM_PROVIDER,
            request.body.text,
            abort.signal,
          );
          if (!text) return reply.code(502).send({ detail: 'The model answered with no text.' });
          return { text, engine: env.LLM_PROVIDER, model: env.LLM_MODEL ?? '' };
        } catch (err) {
          if (err instanceof EngineError) return reply.code(502).send({ detail: err.detail });
          throw err;
        }
      },
    );
  };
