import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '../core/api/errors';
import { isDatabaseUnavailable } from './services/db-errors';

/** Stable error codes; the client switches on status, the server on code. */
export const ErrorStatus = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ErrorStatus;

/** The one error type of the server; the handler turns it into a FastAPI-shaped body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation Error');
    this.status = ErrorStatus[code];
  }
}

/** What a caller reads while the database cannot be reached; the outage is usually short. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly.';
const RETRY_AFTER_SECONDS = 5;

/** FastAPI's names for where a validation problem is. */
const FASTAPI_LOC: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Installs the error handler that produces `{"detail": …}` bodies (static.ts owns the 404). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: ValidationIssue[] = error.validation.map((v) => {
        const where = FASTAPI_LOC[error.validationContext ?? 'body'] ?? 'body';
        const path = v.instancePath.split('/').filter(Boolean);
        const message = v.message ?? 'Invalid value';
        const missing = v.keyword === 'invalid_type' && message.endsWith('received undefined');
        return {
          loc: [where, ...path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
          msg: missing ? 'Field required' : message,
          type: missing ? 'missing' : v.keyword,
        };
      });
      return reply.code(422).send({ detail });
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(422).send({
          detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }],
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: 'Request body is too large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({
          detail: `Unsupported content type: ${String(request.headers['content-type'] ?? 'none')}`,
        });
      default:
        break;
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        detail: DATABASE_UNAVAILABLE,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });
}
