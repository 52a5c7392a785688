import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { newest, stale } = require('../../scripts/stale') as {
  newest(source: string): number;
  stale(output: string, sources: string[]): boolean;
};

/** A file at `at` (made with its folders) whose modification time is `seconds` after 2026. */
function touch(at: string, seconds: number): string {
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, 'x');
  const time = new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
  utimesSync(at, time, time);
  return at;
}

describe('npm start: what is stale (scripts/stale.js)', () => {
  let dir: string;
  let output: string;
  let config: string;
  let sources: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cw-stale-'));
    sources = path.join(dir, 'src');
    touch(path.join(sources, 'a.ts'), 10);
    touch(path.join(sources, 'deep/er/b.ts'), 20);
    config = touch(path.join(dir, 'webpack.config.js'), 30);
    output = touch(path.join(dir, 'dist/index.html'), 100);
  });

  it('an output newer than its source folders and files is fresh', () => {
    expect(stale(output, [sources, config, path.join(dir, 'missing')])).toBe(false);
  });

  it('a source file given by itself (not a folder) that changed makes it stale', () => {
    touch(config, 200);
    expect(stale(output, [sources, config])).toBe(true);
  });

  it('a changed file deep in a source folder makes it stale', () => {
    touch(path.join(sources, 'deep/er/b.ts'), 150);
    expect(newest(sources)).toBe(Date.UTC(2026, 0, 1) + 150_000);
    expect(stale(output, [sources, config])).toBe(true);
  });

  it('a missing output is stale', () => {
    expect(stale(path.join(dir, 'dist/none.js'), [sources])).toBe(true);
  });
});
