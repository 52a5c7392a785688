#!/usr/bin/env node
/** Compiles server, core and cli to dist/server (CommonJS) and copies the SQL migrations beside them. */
const { spawnSync } = require('node:child_process');
const { cpSync, rmSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
cpSync(
  path.join(root, 'src/server/db/migrations'),
  path.join(root, 'dist/server/server/db/migrations'),
  {
    recursive: true,
  },
);
