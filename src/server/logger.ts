import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { prettyLogStream } from './log-format';
import { loggableError } from './services/db-errors';

/** Paths that must never reach a log line, whatever a future log call passes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'new_password',
  '*.new_password',
  'current_password',
  '*.current_password',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'body',
  '*.body',
  'text',
  '*.text',
  'disclosure',
  '*.disclosure',
];

/** A client's own request id, as a separate log field: printable ASCII, at most 64 characters. */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  return value.replace(/[^\x21-\x7e]/g, '').slice(0, 64) || undefined;
}

/** Strips the query string: tokens and search terms stay out of the logs. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/**
 * Fastify options for logs with request ids: JSON lines (for collectors) when `pretty` is false,
 * as in production; one readable line per record on a laptop. Redaction applies to both.
 */
export function loggerOptions(
  level: string,
  { pretty = false }: { pretty?: boolean } = {},
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger:
      level === 'silent'
        ? false
        : {
            level,
            ...(pretty ? { stream: prettyLogStream() } : {}),
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: loggableUrl(req.url),
                ip: req.ip,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              err: loggableError as unknown as (err: Error) => {
                type: string;
                message: string;
                stack: string;
              },
            },
          },
    // Our ids only: a client's X-Request-Id could be forged to collide with another request's or
    // to smuggle text into the log; it is logged apart as `client_request_id` (app.ts).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  };
}
