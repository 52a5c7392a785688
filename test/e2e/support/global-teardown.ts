import { readFileSync, rmSync } from 'node:fs';
import { PID_FILE } from './global-setup';

/** Stops the suite's server. */
export default async function globalTeardown(): Promise<void> {
  try {
    process.kill(Number(readFileSync(PID_FILE, 'utf8')), 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(PID_FILE, { force: true });
}
