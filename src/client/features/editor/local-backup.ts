import { storedKey } from '../../app/storage';
import { FIELD_KEYS, type FieldKey, type Fields } from './draft-document';

/** Unsaved edits of one draft, kept in localStorage until the server has them. */
export interface Backup {
  draftId: string;
  /** The draft version the edits were made on. */
  baseVersion: number;
  /** Each edited field: what the server had at `baseVersion`, and the local text. */
  fields: Partial<Record<FieldKey, { base: string; local: string }>>;
  savedAt: string;
}

/** localStorage key of a draft's unsaved edits. */
export function backupKey(draftId: string): string {
  return storedKey(`claimwright:unsaved:${draftId}`);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isBackup(value: unknown, draftId: string): value is Backup {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Partial<Backup>;
  if (b.draftId !== draftId || typeof b.baseVersion !== 'number') return false;
  if (typeof b.fields !== 'object' || b.fields === null) return false;
  return Object.entries(b.fields).every(
    ([k, v]) =>
      (FIELD_KEYS as readonly string[]).includes(k) &&
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { base?: unknown }).base === 'string' &&
      typeof (v as { local?: unknown }).local === 'string',
  );
}

/** The unsaved edits of a draft, or null when none (or not readable). */
export function readBackup(draftId: string): Backup | null {
  const raw = storage()?.getItem(backupKey(draftId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isBackup(parsed, draftId) && Object.keys(parsed.fields).length ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes a draft's unsaved edits; false when the browser refused (quota, private mode). */
export function writeBackup(backup: Backup): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (Object.keys(backup.fields).length === 0) store.removeItem(backupKey(backup.draftId));
    else store.setItem(backupKey(backup.draftId), JSON.stringify(backup));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a draft's unsaved edits (the server has them). */
export function clearBackup(draftId: string): void {
  storage()?.removeItem(backupKey(draftId));
}

/** The backup of the `dirty` fields of a copy based on `baseVersion`. */
export function makeBackup(
  draftId: string,
  baseVersion: number,
  dirty: Iterable<FieldKey>,
  base: Fields,
  local: (key: FieldKey) => string,
): Backup {
  const fields: Backup['fields'] = {};
  for (const key of dirty) fields[key] = { base: base[key], local: local(key) };
  return { draftId, baseVersion, fields, savedAt: new Date().toISOString() };
}

/** The backed-up fields the server does not have yet. */
export function recoverable(
  backup: Backup,
  server: Fields,
): Array<{ key: FieldKey; base: string; local: string }> {
  return FIELD_KEYS.flatMap((key) => {
    const kept = backup.fields[key];
    return kept && kept.local !== server[key] ? [{ key, ...kept }] : [];
  });
}
