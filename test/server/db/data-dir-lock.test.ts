import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../../src/server/db/data-dir-lock';

/** A process that is not this one's child (as a killed predecessor is not): its pid. */
function orphan(seconds: number): number {
  const out = execFileSync('sh', ['-c', `sleep ${seconds} >/dev/null 2>&1 & echo $!`]);
  return Number(out.toString().trim());
}

function dirHeldBy(pid: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cw-lock-'));
  writeFileSync(path.join(dir, 'claimwright.pid'), String(pid));
  return dir;
}

describe('the data directory lock', () => {
  it('waits for a predecessor that is still exiting, then takes the directory', () => {
    const dir = dirHeldBy(orphan(1));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'claimwright.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'claimwright.pid'))).toBe(false);
  });

  // kill -9 leaves a zombie until the parent reaps it; here the parent is this test, which cannot
  // reap while lockDataDir blocks, so the zombie lasts the whole wait.
  (existsSync('/proc/self/stat') ? it : it.skip)(
    'does not wait for a killed predecessor that is not yet reaped (a zombie)',
    () => {
      const child = spawn('sleep', ['30'], { stdio: 'ignore' });
      const pid = child.pid!;
      child.kill('SIGKILL');
      const state = () => {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      };
      while (state() !== 'Z') execFileSync('sleep', ['0.01']);
      // Before: waited the full 5 s for the zombie, then refused.
      const release = lockDataDir(dirHeldBy(pid));
      release();
    },
  );

  it('refuses while another server keeps running', () => {
    const pid = orphan(30);
    try {
      expect(() => lockDataDir(dirHeldBy(pid))).toThrow(DataDirLockedError);
    } finally {
      process.kill(pid);
    }
  });

  it('takes over a lock file whose process is gone', () => {
    const dir = dirHeldBy(orphan(0));
    execFileSync('sleep', ['0.2']);
    lockDataDir(dir)();
  });
});
