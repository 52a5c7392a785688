/**
 * Server start to first 200 of /api/v1/health on an existing DATA_DIR (PGlite), median of runs;
 * also the first start on an empty directory (initdb). Uses the built server (npm run build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../test/e2e/support/server';
import { median, report } from './support';

const root = path.resolve(__dirname, '..');
const RUNS = 7;

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/server/server/main.js'))) {
    spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-bench-start-'));
  const fresh = await timeStart(dataDir);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  report('server start → first 200, new DATA_DIR (initdb)', fresh, 'ms');
  report(
    `server start → first 200, existing DATA_DIR (median of ${RUNS})`,
    median(times),
    'ms',
    'aim ≤ 2000 ms',
  );
  report(
    '  min / max',
    `${Math.min(...times).toFixed(0)} / ${Math.max(...times).toFixed(0)}`,
    'ms',
  );
}

void main();
