#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing or older than its sources (client, server), then runs
 * the server in this process's place. Environment as documented in .env.example.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => existsSync(s) && newest(s) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const src = (p) => path.join(root, p);
const clientSources = [src('src/client'), src('src/core'), src('assets'), src('webpack.config.js')];
const serverSources = [src('src/server'), src('src/core'), src('src/cli')];
const clientOut = src('dist/client/index.html');
const serverOut = src('dist/server/server/main.js');

if (stale(clientOut, clientSources)) {
  console.log('Building the web client…');
  run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production']);
}
if (stale(serverOut, serverSources)) {
  console.log('Building the server…');
  run(process.execPath, [src('scripts/build-server.js')]);
}

require(serverOut);
