import os from 'node:os';
import path from 'node:path';

/**
 * Where global-setup leaves the migrated PGlite snapshot for this run. Global setup picks the path
 * and exports it through the environment, which Jest's workers inherit.
 */
export function snapshotFile(): string {
  const existing = process.env.CW_PGLITE_SNAPSHOT;
  if (existing) return existing;
  const file = path.join(os.tmpdir(), `claimwright-pglite-${process.pid}-${Date.now()}.tar.gz`);
  process.env.CW_PGLITE_SNAPSHOT = file;
  return file;
}
