#!/usr/bin/env node
/**
 * `npm run dev`: the web client from webpack-dev-server with hot reload on https://localhost:3000
 * (DEV_PORT), the address manifest.xml names, so Word's task pane and a browser both load it; and
 * the API server from source beside it on http://localhost:3001 (DEV_API_PORT), restarted by tsx
 * when a server file changes, reached through the dev server's proxy at /api and /docs. The
 * certificate comes from scripts/dev-certs.js. Ctrl-C stops both.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { devCertificates } = require('./dev-certs');

const root = path.resolve(__dirname, '..');

function port(name, fallback) {
  const value = process.env[name] || String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new Error(`${name}: "${value}" is not a port number (1-65535)`);
  }
  return Number(value);
}

/** The API server from source under `tsx watch`; its environment as in .env.example. */
function startApi(apiPort, clientPort) {
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST: 'localhost',
    // Mails link to the address the browser uses, the dev server's.
    PUBLIC_URL: process.env.PUBLIC_URL || `https://localhost:${clientPort}`,
  };
  // The dev server speaks TLS; the API behind its proxy speaks plain HTTP on this machine.
  delete env.TLS_CERT;
  delete env.TLS_KEY;
  const tsx = require.resolve('tsx/cli');
  return spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
}

async function main() {
  const clientPort = port('DEV_PORT', 3000);
  const apiPort = port('DEV_API_PORT', 3001);
  if (clientPort === apiPort) throw new Error('DEV_PORT and DEV_API_PORT must differ');
  // webpack.config.js reads the ports from the environment.
  process.env.DEV_PORT = String(clientPort);
  process.env.DEV_API_PORT = String(apiPort);

  let WebpackDevServer;
  try {
    WebpackDevServer = require('webpack-dev-server');
  } catch {
    throw new Error('webpack-dev-server is not installed: run `npm ci` (it is a devDependency).');
  }
  const webpack = require('webpack');
  const certificates = await devCertificates();

  const api = startApi(apiPort, clientPort);
  const config = require(path.join(root, 'webpack.config.js'))({}, { mode: 'development' });
  const { key, cert, ca } = certificates;
  const server = new WebpackDevServer(
    { ...config.devServer, server: { type: 'https', options: { key, cert, ca } } },
    webpack(config),
  );

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    if (api.exitCode === null) api.kill('SIGTERM');
    await server.stop().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  api.on('exit', (code) => {
    if (!stopping) process.stderr.write(`The API server stopped (exit code ${code}).\n`);
    void stop(code ?? 1);
  });

  try {
    await server.start();
  } catch (err) {
    process.stderr.write(`Cannot serve https://localhost:${clientPort}: ${err.message}\n`);
    await stop(1);
    return;
  }
  process.stderr.write(
    [
      '',
      `Claimwright (development): https://localhost:${clientPort}/  ` +
        `task pane: https://localhost:${clientPort}/taskpane.html`,
      `API: http://localhost:${apiPort}/api/v1 (proxied at https://localhost:${clientPort}/api)`,
      'Sideload manifest.xml into Word: npm run sideload (desktop) or see README "Word add-in".',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(`npm run dev: ${err.message}\n`);
  process.exit(1);
});
