import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
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

/** The editor's pages: /editor and /editor/… (the SPA's drafting screen). */
const EDITOR_PAGE = /^\/editor(?:\/|$|\?)/;

/**
 * The `Link` header that has the browser fetch the editor's first-screen scripts while it is
 * still fetching the page's own (rel=preload), from the build's `first-screen.json` (a list of
 * script paths, webpack.config.js); null when the build has none.
 */
function editorPreloadHeader(root: string): string | null {
  const file = path.join(root, 'first-screen.json');
  if (!existsSync(file)) return null;
  const scripts: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(scripts) || scripts.length === 0) return null;
  return scripts
    .filter((s): s is string => typeof s === 'string' && /^\/[\w.-]+\.js$/.test(s))
    .map((s) => `<${s}>; rel=preload; as=script`)
    .join(', ');
}

/**
 * Serves the built client (`/` → index.html, `/taskpane.html`, hashed assets, precompressed when
 * the browser accepts it) and answers client routes with index.html: 200 for the app's pages
 * (core/site/client-routes.ts), 404 for other paths. Unknown API paths keep the JSON 404.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = path.resolve(clientDir);
  const built = existsSync(path.join(root, 'index.html'));
  const editorPreload = built ? editorPreloadHeader(root) : null;
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
    // The editor's scripts come with its page's request, not after main.js has run; a user who
    // is not signed in is sent to the login page instead (the scripts are then not used).
    if (known && editorPreload && EDITOR_PAGE.test(request.url))
      reply.header('link', editorPreload);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', root);
  });
}
