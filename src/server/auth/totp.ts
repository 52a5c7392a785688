import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';

/** A new base32 TOTP secret (160 bits, RFC 6238 SHA-1 / 6 digits / 30 s). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI authenticator apps scan. */
export function totpUri(options: { issuer: string; email: string; secret: string }): string {
  return generateURI({ issuer: options.issuer, label: options.email, secret: options.secret });
}

/**
 * Checks a 6-digit code against the secret, ±1 step of clock drift. Returns the matched time step,
 * or null; a step not after `lastStep` is refused, so a code works once.
 */
export function checkTotp(secret: string, code: string, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Whether a code is one already spent: right for the secret within the drift window, but of a time
 * step not after `lastStep` (the code just used to turn two-step on, or to sign in a moment ago).
 */
export function totpSpent(secret: string, code: string, lastStep: number | null): boolean {
  if (lastStep === null || !/^\d{6}$/.test(code)) return false;
  const result = verifySync({ secret, token: code, epochTolerance: 30 });
  return result.valid && 'timeStep' in result && result.timeStep <= lastStep;
}

/** Seals a TOTP secret for storage (AES-256-GCM under a key derived from SECRET_KEY). */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret; null when it was sealed under another key or is damaged. */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
