import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Where office.js and the rest of Office's add-in runtime come from. */
const OFFICE_CDN = 'https://appsforoffice.microsoft.com';
/**
 * The hosts that frame a task pane in Word on the web (Office desktop loads it top-level in a
 * webview, where frame-ancestors does not apply). Only /taskpane.html may be framed, by them.
 */
export const OFFICE_FRAME_ANCESTORS = [
  'https://*.officeapps.live.com',
  'https://*.office.com',
  'https://*.office365.com',
  'https://*.microsoft365.com',
  'https://*.cloud.microsoft',
  'https://*.sharepoint.com',
  'https://*.officeonline.com',
];

/**
 * The client's pages: scripts only from here and Office's CDN (no inline or eval'd script);
 * inline styles are allowed because Fluent UI writes its styles at run time.
 */
export function pagePolicy(framedBy: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${OFFICE_CDN}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${OFFICE_CDN}`,
    `frame-src ${OFFICE_CDN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy.length ? framedBy.join(' ') : "'none'"}`,
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer: nosniff; no referrer (reset and invitation links carry tokens
 * in the URL, which a Referer would hand to the next site); a CSP for the client's pages, the
 * API's JSON and the OpenAPI page's own needs; HSTS when PRODUCTION=true (TLS at the proxy or here).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): void {
  const index = pagePolicy([]);
  const taskpane = pagePolicy(OFFICE_FRAME_ANCESTORS);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (options.production) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const path = request.url.split('?')[0] ?? '/';
    const type = String(reply.getHeader('content-type') ?? '');
    if (path.startsWith('/docs')) {
      // Swagger UI runs inline scripts of its own; it may still not be framed.
      reply.header('x-frame-options', 'DENY');
    } else if (type.startsWith('text/html')) {
      const framed = path === '/taskpane.html';
      reply.header('content-security-policy', framed ? taskpane : index);
      if (!framed) reply.header('x-frame-options', 'DENY');
    } else if (path.startsWith('/api/')) {
      reply.header('content-security-policy', API_POLICY);
    }
  });
}

/**
 * Timeouts and a connection cap for the listening server: a request (headers and body) must
 * arrive within `requestTimeoutMs` (a body never sent, or a byte every few seconds, held its
 * connection for minutes; now 408), headers within 20 s at most, and at most `maxConnections`
 * sockets are open at once (more are closed on arrival). Responses are not limited: generation
 * streams run long.
 */
export function limitServer(
  app: FastifyInstance,
  options: { requestTimeoutMs: number; maxConnections: number },
): void {
  app.server.requestTimeout = options.requestTimeoutMs;
  app.server.headersTimeout = Math.min(options.requestTimeoutMs, 20_000);
  app.server.keepAliveTimeout = 5_000;
  app.server.maxConnections = options.maxConnections;
}

/** What a connection is told when its request cannot be read at all, in the API's error shape. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large.',
  ],
};

/**
 * Fastify's `clientErrorHandler`: a request that times out or cannot be parsed as HTTP never
 * reaches a route, and Fastify's own answer to it (`{"error", "message", "statusCode"}`) is not
 * the API's shape; this one is `{"detail": …}`, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP.',
  ];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
