import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '../../core/api/health';
import { ZErrorBody } from '../../core/api/errors';
import type { Database } from '../db/client';

/** `GET /health`: is the process up and its database reachable. */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: ZHealth, 503: ZHealth.or(ZErrorBody) },
        },
      },
      async (_request, reply) => {
        const started = performance.now();
        const reachable = await database.ping();
        const body = {
          status: reachable ? ('ok' as const) : ('degraded' as const),
          database: {
            kind: database.kind,
            reachable,
            latency_ms: Math.round((performance.now() - started) * 100) / 100,
          },
        };
        return reply.code(reachable ? 200 : 503).send(body);
      },
    );
  };
