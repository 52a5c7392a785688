import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findClientPage } from '../core/site/client-routes';

const API_PREFIX = '/api/';

/** True for requests the browser app should answer: GET/HEAD of a path without a file extension. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith(API_PREFIX) || pathname === '/api' || pathname.startsWith('/docs')) {
    return false;
  }
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built client (`/` → index.html, `/taskpane.html`, hashed assets, precompressed when
 * the browser accepts it) and answers client routes with index.html: 200 for the app's pages
 * (core/site/client-routes.ts), 404 for other paths. Unknown API paths keep the JSON 404.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = path.resolve(clientDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each script and style sheet; serving those by the
      // request's Accept-Encoding costs no CPU per request and cuts the first load by two thirds.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // filePath is the compressed copy's when one is served: match the name under the suffix.
        const immutable = /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(filePath);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!isClientRoute(request)) {
      return reply.code(404).send({ detail: 'Not Found' });
    }
    if (!built) {
      return reply
        .code(503)
        .send({ detail: 'The web client is not built. Run `npm run build:client`.' });
    }
    // The app's own error page, but with a real 404 for paths the client has no page for, so
    // browsers, crawlers and uptime checks are not told that a mistyped address exists.
    const known = findClientPage(request.url) !== undefined;
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', root);
  });
}
