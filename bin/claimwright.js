#!/usr/bin/env node
// claimwright CLI: runs the built dist/server/cli/main.js, or the TypeScript source through tsx.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const built = join(__dirname, '..', 'dist', 'server', 'cli', 'main.js');
let cli;
if (existsSync(built)) cli = require(built);
else {
  require('tsx/cjs');
  cli = require(join(__dirname, '..', 'src', 'cli', 'main.ts'));
}
cli.main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
