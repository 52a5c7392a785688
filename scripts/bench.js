#!/usr/bin/env node
/**
 * `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones) one after another with
 * tsx and prints their figures. Benchmarks print; they never assert.
 */
const { spawnSync } = require('node:child_process');
const { readdirSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const wanted = process.argv.slice(2);
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    failed++;
    console.log(`(${file} exited with ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
