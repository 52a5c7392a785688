import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a token may be used for; a token is only ever accepted for its own purpose. */
/** `device`: a browser that has signed in to this account before (login throttling). */
export type TokenPurpose = 'access' | 'reset' | 'two_step' | 'device' | 'invite';

/** Claims of every token this server signs. */
export interface TokenClaims {
  sub: string;
  purpose: TokenPurpose;
  /** The user's token version when signed; a password change bumps it and revokes the token. */
  ver: number;
  iat: number;
  exp: number;
  jti: string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** Seconds of clock skew tolerated on `iat` (tokens from a server whose clock runs ahead). */
const SKEW_SECONDS = 60;

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(key: Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Signs an HS256 JWT for `sub` valid `ttlSeconds` from `now` (seconds since the epoch). */
export function signToken(
  key: Buffer,
  options: { sub: string; purpose: TokenPurpose; ver: number; ttlSeconds: number; now?: number },
): string {
  const iat = options.now ?? Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    sub: options.sub,
    purpose: options.purpose,
    ver: options.ver,
    iat,
    exp: iat + options.ttlSeconds,
    jti: randomUUID(),
  };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(key, body).toString('base64url')}`;
}

/**
 * Verifies an HS256 JWT signed with `key` for `purpose`: header alg must be HS256 (never `none`),
 * signature compared in constant time, `exp` in the future. Returns the claims, or null.
 */
export function verifyToken(
  key: Buffer,
  token: string,
  purpose: TokenPurpose,
  now: number = Math.floor(Date.now() / 1000),
): TokenClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (headerPart !== HEADER) {
    const header = parseJson(headerPart);
    if (!isRecord(header) || header.alg !== 'HS256') return null;
    if (header.typ !== undefined && header.typ !== 'JWT') return null;
    if (header.crit !== undefined) return null;
  }
  const expected = sign(key, `${headerPart}.${payloadPart}`);
  // Compared as text: base64url's last character carries spare bits, so decoding would accept
  // a signature with those bits changed; only the one canonical spelling verifies.
  const given = Buffer.from(signaturePart);
  const wanted = Buffer.from(expected.toString('base64url'));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  const claims = parseJson(payloadPart);
  if (!isRecord(claims)) return null;
  const { sub, ver, iat, exp, jti } = claims;
  if (claims.purpose !== purpose) return null;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) {
    return null;
  }
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > 64) return null;
  if ((exp as number) <= now || (iat as number) > now + SKEW_SECONDS) return null;
  return { sub, purpose, ver: ver as number, iat: iat as number, exp: exp as number, jti };
}

/** A token check for one key and purpose that remembers the tokens it has accepted. */
export type TokenVerifier = (token: string, now?: number) => TokenClaims | null;

/**
 * `verifyToken` for `key` and `purpose`, remembering up to `maxEntries` accepted tokens (the oldest
 * forgotten first): a signed-in client sends the same token with every request, and checking its
 * HMAC and parsing its JSON each time was a sixth of the CPU a `GET /users/me` costs. What is
 * remembered is only that this exact string verifies with this key, which never changes; expiry is
 * checked on every use, and revocation is not decided here (the user row, read fresh per request,
 * must still carry the token's version), so nothing needs invalidating on this or any other
 * instance. Refused tokens are not remembered.
 */
export function createTokenVerifier(
  key: Buffer,
  purpose: TokenPurpose,
  maxEntries = 5000,
): TokenVerifier {
  const accepted = new Map<string, Readonly<TokenClaims>>();
  return (token, now = Math.floor(Date.now() / 1000)) => {
    const known = accepted.get(token);
    if (known) {
      if (known.exp > now) return known;
      accepted.delete(token);
      return null;
    }
    const claims = verifyToken(key, token, purpose, now);
    if (!claims) return null;
    if (accepted.size >= maxEntries) accepted.delete(accepted.keys().next().value!);
    accepted.set(token, Object.freeze(claims));
    return claims;
  };
}
