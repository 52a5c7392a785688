import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { installErrorHandler } from './errors';
import { loggerOptions } from './logger';
import { registerRoutes } from './routes';
import { registerClient } from './static';

/** What the app is built from; tests pass their own database and environment. */
export interface AppDeps {
  env: Env;
  database: Database;
}

/** Builds the Fastify app (API, OpenAPI, client) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(deps.env.LOG_LEVEL),
    bodyLimit: deps.env.BODY_LIMIT_BYTES,
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(formbody, { bodyLimit: deps.env.BODY_LIMIT_BYTES });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Claimwright API',
        version: '1',
        description: 'Patent drafting backend. Errors are `{"detail": …}` bodies.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await registerRoutes(app, deps);
  await registerClient(app, deps.env.CLIENT_DIR);
  return app;
}
