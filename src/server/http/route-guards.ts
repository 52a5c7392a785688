import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { requestClaims } from '../auth/current-user';
import { AppError } from '../errors';
import { enforceTextRule } from './text-rule';

/** The media type of a Content-Type header, without parameters, lower-cased. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

function contentTypeGuard(allowed: string[]): onRequestHookHandler {
  return async (request) => {
    if (!hasBody(request)) return;
    const type = mediaType(request.headers['content-type']);
    if (!allowed.includes(type)) {
      throw new AppError(
        'unsupported_media_type',
        `Unsupported content type: ${type.slice(0, 80) || 'none'}; this route takes ${allowed.join(' or ')}`,
      );
    }
  };
}

/** Signed-out callers are answered 401 before their body is read or validated. */
const authenticateFirst: onRequestHookHandler = async (request) => {
  requestClaims(request);
};

function prepend<T>(hooks: T | T[] | undefined, ...first: T[]): T[] {
  return [...first, ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks])];
}

/**
 * Adds to every API route, from what its schema declares: the bearer check first (routes with
 * `security`), then its own content type only (`consumes`, JSON by default; the login form is
 * form-encoded as in FastAPI), then the text rule before validation.
 */
export function installRouteGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as { security?: unknown[]; consumes?: string[] };
    const first: onRequestHookHandler[] = [];
    if (schema.security?.length) first.push(authenticateFirst);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))) {
      first.push(contentTypeGuard(schema.consumes ?? ['application/json']));
    }
    route.onRequest = prepend(route.onRequest, ...first);
    route.preValidation = prepend(route.preValidation, enforceTextRule);
  });
}
