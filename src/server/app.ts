import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createContext } from './context';
import type { Database } from './db/client';
import type { Env } from './env';
import { installErrorHandler } from './errors';
import { installBodyParsers } from './http/body-parsers';
import { clientErrorHandler, installSecurityHeaders, limitServer } from './http/front-door';
import { installRouteGuards } from './http/route-guards';
import { clientRequestId, loggerOptions } from './logger';
import { registerRoutes } from './routes';
import { ensureFirstSuperuser } from './services/ensure-first-superuser';
import { purgeExpired } from './services/purge-expired';
import { retryPendingSeats, SEAT_RETRY_EVERY_MS } from './services/billing/seats';
import { billingEnabled } from './services/billing/stripe-client';
import { createCpuPool, type CpuPool } from './services/workers/pool';
import { registerClient } from './static';
import type { TlsFiles } from './tls';

/**
 * TRUST_PROXY: unset (no forwarded header is read), true/false, a hop count, or
 * addresses/CIDRs/names (loopback, uniquelocal…) of the proxies in front.
 */
function trustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (value === undefined) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** What the app is built from; tests pass their own database and environment. */
export interface AppDeps {
  env: Env;
  database: Database;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Serve HTTPS with this certificate and key (TLS_CERT, TLS_KEY); plain HTTP without. */
  https?: TlsFiles;
  /**
   * Worker threads for drafting and checks; made from CPU_WORKERS when absent. The app owns it
   * either way and closes it when it closes.
   */
  cpuPool?: CpuPool;
  /** How often pending seat counts are sent to Stripe again (SEAT_RETRY_EVERY_MS; tests: less). */
  seatRetryEveryMs?: number;
}

/** Requests the router refuses before any route sees them: status and message. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The URL is not valid UTF-8'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the URL is too long'],
};

/** Builds the Fastify app (API, OpenAPI, client) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const logging = loggerOptions(deps.env.LOG_LEVEL, { pretty: !deps.env.PRODUCTION });
  if (deps.logStream && typeof logging.logger === 'object') {
    logging.logger = { ...logging.logger, stream: deps.logStream };
  }
  const app = Fastify({
    ...logging,
    bodyLimit: deps.env.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 1024 },
    trustProxy: trustProxy(deps.env.TRUST_PROXY),
    return503OnClosing: true,
    clientErrorHandler,
    // Request timeouts are checked this often (Node's default, 30 s, let a stalled body live on).
    // Fastify types an HTTPS instance apart; the routes and hooks are the same either way.
    ...((deps.https
      ? { https: { ...deps.https, connectionsCheckingInterval: 1000 } }
      : { http: { connectionsCheckingInterval: 1000 } }) as object),
    // A path whose escapes are not UTF-8, or with a parameter past maxParamLength, never reaches
    // a route: answer it in the API's shape (the long parameter was a 500).
    frameworkErrors: (error, _request, reply) => {
      const [status, detail] = FRAMEWORK_ERRORS[error.code] ?? [500, 'Internal Server Error'];
      const raw = reply as unknown as { code(n: number): { send(body: unknown): void } };
      raw.code(status).send({ detail });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    const clientId = clientRequestId(request.headers['x-request-id']);
    if (clientId) {
      request.log = request.log.child({ client_request_id: clientId });
      reply.log = request.log;
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installBodyParsers(app, deps.env.BODY_LIMIT_BYTES);
  installRouteGuards(app);
  installSecurityHeaders(app, { production: deps.env.PRODUCTION });
  limitServer(app, {
    requestTimeoutMs: deps.env.REQUEST_TIMEOUT_MS,
    maxConnections: deps.env.MAX_CONNECTIONS,
  });
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

  const ctx = await createContext({ env: deps.env, database: deps.database, log: app.log });
  app.decorate('ctx', ctx);
  await ensureFirstSuperuser(ctx);
  const purge = setInterval(() => {
    purgeExpired(ctx).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of expired rows failed'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  // Seat counts Stripe missed while unreachable: every instance retries them, at start and then
  // on a timer (harmless twice: each count has one idempotency key).
  let seatRetry: NodeJS.Timeout | undefined;
  let seatsInFlight: Promise<void> | undefined;
  if (billingEnabled(deps.env)) {
    const retrySeats = () => {
      seatsInFlight ??= retryPendingSeats(ctx)
        .catch((err: unknown) => app.log.warn({ err }, 'retry of pending seat counts failed'))
        .finally(() => (seatsInFlight = undefined));
    };
    app.addHook('onReady', async () => retrySeats());
    seatRetry = setInterval(retrySeats, deps.seatRetryEveryMs ?? SEAT_RETRY_EVERY_MS);
    seatRetry.unref();
  }
  app.addHook('onClose', async () => {
    clearInterval(purge);
    clearInterval(seatRetry);
    await seatsInFlight;
    await ctx.mailer.close();
  });

  const cpuPool = deps.cpuPool ?? createCpuPool(deps.env.CPU_WORKERS);
  // After the generation service has stopped its runs (preClose): nothing waits on a thread then.
  app.addHook('onClose', () => cpuPool.close());
  await registerRoutes(app, { ...deps, cpuPool });
  await registerClient(app, deps.env.CLIENT_DIR);
  return app;
}
