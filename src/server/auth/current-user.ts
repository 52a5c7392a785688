import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import type { TokenClaims } from './jwt';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, decorated by buildApp. */
    ctx: AppContext;
  }
}

const BEARER = { 'www-authenticate': 'Bearer' };
const resolved = new WeakMap<FastifyRequest, Promise<UserRow>>();

/** 401 with `WWW-Authenticate: Bearer`. */
export function unauthorized(detail: string): AppError {
  return new AppError('unauthorized', detail, BEARER);
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Not authenticated');
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('Not authenticated');
  return match[1]!;
}

function accessClaims(ctx: AppContext, token: string): TokenClaims {
  const claims = ctx.verifyAccessToken(token);
  if (!claims) throw unauthorized('Could not validate credentials');
  return claims;
}

/** The user row a token's claims name, if it may still act: else the 401/400 of `requireUser`. */
export function confirmUser(user: UserRow | undefined, claims: TokenClaims): UserRow {
  if (!user || user.tokenVersion !== claims.ver) {
    throw unauthorized('Could not validate credentials');
  }
  if (!user.isActive) throw new AppError('bad_request', 'Inactive user');
  return user;
}

/** Resolves an access token to its active user, or throws the 401/400 the API documents. */
export async function userFromAccessToken(ctx: AppContext, token: string): Promise<UserRow> {
  const claims = accessClaims(ctx, token);
  return confirmUser(await ctx.loadUser(Number(claims.sub)), claims);
}

/**
 * The request's verified token claims (401 without a valid bearer token), without reading the
 * user: for a route whose first query reads the user row along with what it needs, then passes
 * it to `confirmUser` (one round trip instead of two).
 */
export function requestClaims(request: FastifyRequest): TokenClaims {
  return accessClaims(request.server.ctx, bearerToken(request));
}

/**
 * The signed-in user of this request (read fresh from the database once per request). Throws
 * 401 without a valid bearer token (revoked tokens included) and 400 for an inactive user.
 */
export function requireUser(request: FastifyRequest): Promise<UserRow> {
  let user = resolved.get(request);
  if (!user) {
    try {
      user = userFromAccessToken(request.server.ctx, bearerToken(request));
    } catch (err) {
      user = Promise.reject(err);
    }
    resolved.set(request, user);
  }
  return user;
}

/** The signed-in user if a bearer token is present, else null; a bad token still throws 401. */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  return request.headers.authorization ? requireUser(request) : null;
}

/** The signed-in user, who must be a superuser (403 otherwise). */
export async function requireSuperuser(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.isSuperuser) throw new AppError('forbidden', "The user doesn't have enough privileges");
  return user;
}
