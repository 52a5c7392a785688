import { createHmac } from 'node:crypto';
import { createTokenVerifier, signToken, verifyToken } from '../../src/server/auth/jwt';

const key = Buffer.from('k'.repeat(32));
const now = 1_800_000_000;
const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
const hs256 = (data: string, k = key): string =>
  createHmac('sha256', k).update(data).digest('base64url');

function token(header: unknown, claims: unknown, k = key): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${hs256(body, k)}`;
}

const claims = { sub: '7', purpose: 'access', ver: 0, iat: now, exp: now + 60, jti: 'abc' };

describe('HS256 tokens', () => {
  it('round-trips the claims for the right purpose', () => {
    const t = signToken(key, { sub: '7', purpose: 'access', ver: 3, ttlSeconds: 60, now });
    expect(verifyToken(key, t, 'access', now + 1)).toMatchObject({
      sub: '7',
      purpose: 'access',
      ver: 3,
      iat: now,
      exp: now + 60,
    });
  });

  it('accepts a token built by hand with the same key', () => {
    expect(verifyToken(key, token({ alg: 'HS256', typ: 'JWT' }, claims), 'access', now)).not.toBe(
      null,
    );
  });

  it.each([
    ['another purpose', token({ alg: 'HS256' }, { ...claims, purpose: 'reset' })],
    ['alg none, no signature', `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['alg none, HS256 signature', token({ alg: 'none' }, claims)],
    ['alg HS512', token({ alg: 'HS512' }, claims)],
    ['alg RS256', token({ alg: 'RS256' }, claims)],
    ['another key', token({ alg: 'HS256' }, claims, Buffer.from('x'.repeat(32)))],
    ['expired', token({ alg: 'HS256' }, { ...claims, exp: now })],
    ['issued in the future', token({ alg: 'HS256' }, { ...claims, iat: now + 3600 })],
    ['non-numeric sub', token({ alg: 'HS256' }, { ...claims, sub: '1 or 1=1' })],
    ['numeric sub as number', token({ alg: 'HS256' }, { ...claims, sub: 7 })],
    ['string exp', token({ alg: 'HS256' }, { ...claims, exp: String(now + 60) })],
    ['missing ver', token({ alg: 'HS256' }, { ...claims, ver: undefined })],
    ['crit header', token({ alg: 'HS256', crit: ['exp'] }, claims)],
    ['two segments', `${b64({ alg: 'HS256' })}.${b64(claims)}`],
    ['four segments', `${token({ alg: 'HS256' }, claims)}.x`],
    ['not base64url', `${b64({ alg: 'HS256' })}.${b64(claims)}.a+b/c=`],
    ['garbage', 'not-a-token'],
    ['empty', ''],
    ['huge', 'a'.repeat(5000)],
  ])('rejects %s', (_name, t) => {
    expect(verifyToken(key, t, 'access', now)).toBeNull();
  });

  it('rejects a payload changed after signing', () => {
    const t = signToken(key, { sub: '7', purpose: 'access', ver: 0, ttlSeconds: 60, now });
    const [h, , s] = t.split('.');
    const forged = `${h}.${b64({ ...claims, sub: '1' })}.${s}`;
    expect(verifyToken(key, forged, 'access', now)).toBeNull();
  });

  it('rejects a signature whose last character differs only in its spare bits', () => {
    // 32 bytes take 43 base64url characters; the last one's two low bits carry nothing.
    for (let i = 0; i < 40; i++) {
      const t = signToken(key, {
        sub: '7',
        purpose: 'access',
        ver: 0,
        ttlSeconds: 60,
        now: now + i,
      });
      const last = t.at(-1)!;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const v = alphabet.indexOf(last);
      const twin = alphabet[v ^ 1]!;
      expect(Buffer.from(`${t.slice(0, -1)}${twin}`.split('.')[2]!, 'base64url')).toEqual(
        Buffer.from(t.split('.')[2]!, 'base64url'),
      );
      expect(verifyToken(key, `${t.slice(0, -1)}${twin}`, 'access', now + i)).toBeNull();
    }
  });

  it('rejects a signature with one character changed', () => {
    const t = signToken(key, { sub: '7', purpose: 'access', ver: 0, ttlSeconds: 60, now });
    const last = t.at(-2) === 'A' ? 'B' : 'A';
    expect(verifyToken(key, `${t.slice(0, -2)}${last}${t.at(-1)}`, 'access', now)).toBeNull();
  });
});

describe('a verifier that remembers accepted tokens', () => {
  const access = (ttlSeconds = 60) =>
    signToken(key, { sub: '7', purpose: 'access', ver: 2, ttlSeconds, now });

  it('answers a token again with the same claims as verifyToken', () => {
    const verify = createTokenVerifier(key, 'access');
    const t = access();
    expect(verify(t, now)).toEqual(verifyToken(key, t, 'access', now));
    expect(verify(t, now + 1)).toEqual(verifyToken(key, t, 'access', now + 1));
  });

  it('refuses a remembered token once it has expired', () => {
    const verify = createTokenVerifier(key, 'access');
    const t = access(60);
    expect(verify(t, now)).not.toBeNull();
    expect(verify(t, now + 60)).toBeNull();
    expect(verify(t, now + 30)).not.toBeNull(); // forgotten, then checked afresh
  });

  it('still refuses forged, foreign and other-purpose tokens after accepting a good one', () => {
    const verify = createTokenVerifier(key, 'access');
    const t = access();
    expect(verify(t, now)).not.toBeNull();
    const [h, , s] = t.split('.');
    expect(verify(`${h}.${b64({ ...claims, sub: '1' })}.${s}`, now)).toBeNull();
    expect(
      verify(
        access().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        now,
      ),
    ).toBeNull();
    const other = signToken(Buffer.from('o'.repeat(32)), {
      sub: '7',
      purpose: 'access',
      ver: 2,
      ttlSeconds: 60,
      now,
    });
    expect(verify(other, now)).toBeNull();
    const reset = signToken(key, { sub: '7', purpose: 'reset', ver: 2, ttlSeconds: 60, now });
    expect(verify(reset, now)).toBeNull();
  });

  it('keeps at most maxEntries tokens and still verifies the forgotten ones', () => {
    const verify = createTokenVerifier(key, 'access', 2);
    const tokens = [access(), access(), access()];
    for (const t of tokens) expect(verify(t, now)).not.toBeNull();
    for (const t of tokens) expect(verify(t, now)).toMatchObject({ sub: '7', ver: 2 });
  });
});
