import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';

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

/** Strips the query string: tokens and search terms stay out of the logs. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/** Fastify options for structured JSON logs with request ids. */
export function loggerOptions(
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger:
      level === 'silent'
        ? false
        : {
            level,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: loggableUrl(req.url),
                ip: req.ip,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
