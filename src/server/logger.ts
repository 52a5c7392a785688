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

/** Longest path a log line keeps (a path may be as long as the router lets a parameter be). */
const MAX_LOGGED_PATH = 256;

/**
 * Strips the query string (tokens, search terms, emails) and the email of a password-recovery
 * path (the one route that takes an email in the path), and caps the rest.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  let path = (q === -1 ? url : url.slice(0, q)).replace(/(\/password-recovery\/)[^/]+/, '$1…');
  if (path.length > MAX_LOGGED_PATH) path = `${path.slice(0, MAX_LOGGED_PATH)}…`;
  return q === -1 ? path : `${path}?…`;
}

let gathered: { write(chunk: string): void } | null = null;

/**
 * Standard output, written once per turn of the event loop: every record of the turn in one write.
 * pino wrote each record with a write of its own (two per request at `info`: received and
 * completed), and on a pipe to a log collector each is a system call on the event loop. Records
 * wait at most until the end of the turn; those still waiting when the process exits are written
 * then (a kill -9 loses at most one turn's records).
 */
export function gatheredStdout(): { write(chunk: string): void } {
  if (gathered) return gathered;
  let pending: string[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (!pending.length) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  gathered = {
    write(chunk) {
      pending.push(chunk);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
  return gathered;
}

/**
 * Fastify options for logs with request ids: JSON lines (for collectors) when `pretty` is false,
 * as in production; one readable line per record on a laptop. Redaction applies to both. Both go
 * to standard output a turn of the event loop at a time (`gatheredStdout`).
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
            stream: pretty ? prettyLogStream(gatheredStdout()) : gatheredStdout(),
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
