import type { Token } from '../../core/api/login';

/** The signed-in user as kept in localStorage under `user`: the login email and the whole token. */
export interface StoredUser {
  username: string;
  token: Token;
}

/** localStorage keys of DESIGN §3. */
export const STORAGE_KEYS = { user: 'user', theme: 'theme' } as const;

let prefix = '';

/**
 * Sets the prefix of every key: in Word on the web, the pane's partition key (the bootstrap reads
 * it from office.js once Office is ready); none in a browser.
 */
export function setStorageKeyPrefix(value: string): void {
  prefix = value;
}

/** A key as stored (with the prefix). */
export const storedKey = (key: string) => `${prefix}${key}`;
const stored = storedKey;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const { username, token } = value as Partial<StoredUser>;
  return (
    typeof username === 'string' &&
    typeof token === 'object' &&
    token !== null &&
    typeof token.access_token === 'string'
  );
}

/** The stored user, or null when absent or not in the expected shape. */
export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(stored(STORAGE_KEYS.user));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves the user, or removes the key when null (logout). */
export function writeStoredUser(user: StoredUser | null): void {
  const store = storage();
  if (!store) return;
  if (user) store.setItem(stored(STORAGE_KEYS.user), JSON.stringify(user));
  else store.removeItem(stored(STORAGE_KEYS.user));
}

/** The saved theme choice as written, or null. */
export function readStoredTheme(): string | null {
  return storage()?.getItem(stored(STORAGE_KEYS.theme)) ?? null;
}

/** Saves the theme choice. */
export function writeStoredTheme(theme: string): void {
  storage()?.setItem(stored(STORAGE_KEYS.theme), theme);
}
