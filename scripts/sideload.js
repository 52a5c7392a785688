#!/usr/bin/env node
/**
 * `npm run sideload` / `npm run unload`: registers manifest.xml with desktop Word (Windows, macOS)
 * through office-addin-debugging, starting `npm run dev` first if nothing serves
 * https://localhost:3000 yet, and opens Word; `unload` removes it again and stops that dev server.
 * `npm run validate:manifest`: Microsoft's online manifest validator (office-addin-manifest).
 * Extra arguments go to the tool: `npm run sideload -- web --document <url>`.
 *
 * The Office tooling is an optional dependency: npm leaves it out, silently, where keytar (pulled
 * in through office-addin-dev-settings) cannot build, as on Debian without libsecret-1-dev. Then
 * this script says so instead of failing with "command not found".
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const MANIFEST = 'manifest.xml';

const TOOLS = {
  start: 'office-addin-debugging',
  stop: 'office-addin-debugging',
  validate: 'office-addin-manifest',
};

/** The path of a tool's command-line entry, or null when the package is not installed. */
function cliOf(pkg) {
  try {
    return require.resolve(`${pkg}/cli.js`, { paths: [root] });
  } catch {
    return null;
  }
}

function missing(pkg) {
  const lines = [`${pkg} is not installed.`];
  if (process.platform === 'linux') {
    lines.push(
      'npm leaves the Office add-in tooling out where keytar cannot build. On Debian or Ubuntu:',
      '  sudo apt-get install libsecret-1-dev && npm install',
      'Desktop Word runs only on Windows and macOS; from Linux use Word on the web: `npm run dev`,',
      'then upload manifest.xml (README, "Word add-in").',
    );
  } else {
    lines.push('Run `npm install` (it is an optional dependency; see README "Word add-in").');
  }
  return lines.join('\n');
}

function main(argv) {
  const [command, ...rest] = argv;
  const pkg = TOOLS[command];
  if (!pkg) {
    process.stderr.write('Usage: node scripts/sideload.js start|stop|validate [tool arguments]\n');
    return 2;
  }
  const cli = cliOf(pkg);
  if (!cli) {
    process.stderr.write(`${missing(pkg)}\n`);
    return 1;
  }
  let args;
  if (command === 'validate') {
    args = ['validate', MANIFEST, ...rest];
  } else {
    // Platform first (desktop unless the caller names one), then Word and our dev server.
    const platform = rest[0] && !rest[0].startsWith('-') ? [rest.shift()] : ['desktop'];
    args = [command, MANIFEST, ...platform];
    if (command === 'start') {
      args.push('--app', 'word', '--dev-server', 'npm run dev', '--dev-server-port', '3000');
    }
    args.push(...rest);
  }
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' });
  if (command === 'validate' && result.status !== 0) {
    process.stderr.write(
      'office-addin-manifest validate asks Microsoft’s service and needs the network; ' +
        'the test suite validates the manifest offline (test/cli/manifest.test.ts).\n',
    );
  }
  return result.status ?? 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));

module.exports = { main };
