import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Request bodies are decoded as UTF-8 with a fatal decoder: a byte sequence that is not UTF-8 is
 * refused (422) instead of being stored as U+FFFD. A body declared in another charset is refused
 * with 415 rather than misread ("José" saved as "Jos�").
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The `charset` parameter of a Content-Type header, lower-cased, or null when absent. */
export function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

function checkCharset(request: FastifyRequest): void {
  const charset = charsetOf(request.headers['content-type']);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw new AppError(
      'unsupported_media_type',
      `Unsupported charset: ${charset.slice(0, 40)}. Send the body as UTF-8.`,
    );
  }
}

function invalid(msg: string, type: string): AppError {
  return new AppError('validation', [{ loc: ['body'], msg, type }]);
}

function decode(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw invalid('The body is not valid UTF-8', 'utf8_invalid');
  }
}

/** Parses `a=1&b=2` with the same strictness: malformed escapes or non-UTF-8 bytes are refused. */
export function parseForm(text: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    try {
      // decodeURIComponent throws on a malformed escape and on escaped bytes that are not
      // UTF-8 (lone surrogates included): the fatal behaviour we want.
      out[decodeURIComponent(rawKey.replace(/\+/g, ' '))] = decodeURIComponent(
        rawValue.replace(/\+/g, ' '),
      );
    } catch {
      throw invalid('The form body is not valid UTF-8 form encoding', 'form_invalid');
    }
  }
  return { ...out };
}

/**
 * Replaces Fastify's JSON and text parsers (and @fastify/formbody) with strict ones: JSON and
 * form bodies only, UTF-8 only. Which of the two a route takes is decided per route
 * (route-guards.ts).
 */
export function installBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (request, body: Buffer, done) => {
      try {
        checkCharset(request);
        const text = decode(body);
        if (text.trim() === '') throw invalid('JSON decode error', 'json_invalid');
        try {
          done(null, JSON.parse(text));
        } catch {
          throw invalid('JSON decode error', 'json_invalid');
        }
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit },
    (request, body: Buffer, done) => {
      try {
        checkCharset(request);
        done(null, parseForm(decode(body)));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );
}
