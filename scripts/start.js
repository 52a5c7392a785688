#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing or older than its sources (client, server), then runs
 * the server in this process's place. Environment as documented in .env.example.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { stale } = require('./stale');

const root = path.resolve(__dirname, '..');

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
