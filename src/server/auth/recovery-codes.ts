import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** How many recovery codes a user holds after confirming two-step. */
export const RECOVERY_CODE_COUNT = 10;

/** A fresh recovery code, `xxxx-xxxx-xxxx-xxxx` (16 characters of 31: ~79 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Canonical form of what a user typed: lower case, no spaces or dashes; null if not a code. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{16}$/.test(compact) ? compact : null;
}

/** SHA-256 of the canonical code (the codes are random and long, so no slow hash is needed). */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
