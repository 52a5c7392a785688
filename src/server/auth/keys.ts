import { hkdfSync } from 'node:crypto';

/** Keys derived from SECRET_KEY, one per use, so no key serves two purposes. */
export interface Keys {
  /** HMAC key of the JWTs. */
  jwt: Buffer;
  /** AES-256-GCM key sealing TOTP secrets at rest. */
  totp: Buffer;
}

function derive(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'claimwright', info, 32));
}

/** Derives the per-purpose keys from the instance secret. */
export function deriveKeys(secret: string): Keys {
  return { jwt: derive(secret, 'jwt-hs256'), totp: derive(secret, 'totp-secret-seal') };
}
