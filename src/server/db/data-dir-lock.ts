import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Claimwright server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
}

/**
 * True while `pid` runs. A process killed a moment ago stays in the process table as a zombie
 * until its parent reaps it (where no init reaps orphans, as in some containers, that is forever),
 * and signal 0 still reaches it: on Linux its state in /proc tells a zombie, which holds no files.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true; // no /proc (macOS, Windows): signal 0 is all there is
  }
}

/** How long a start waits for a predecessor that is still exiting (after kill -9, say). */
const PREDECESSOR_WAIT_MS = 5_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Waits, at start only, for `pid` to be gone; false when it still runs after the wait. */
function waitForExit(pid: number): boolean {
  const until = Date.now() + PREDECESSOR_WAIT_MS;
  while (isAlive(pid)) {
    if (Date.now() >= until) return false;
    sleepSync(100);
  }
  return true;
}

/**
 * Takes the data directory for this process (PGlite does not lock it itself). A lock file left by
 * a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'claimwright.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // A predecessor killed a moment ago may still be exiting: wait for it rather than refuse.
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid) && !waitForExit(pid)) {
        throw new DataDirLockedError(path.resolve(dataDir), pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(path.resolve(dataDir), -1);
}
