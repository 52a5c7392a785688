/**
 * Whether a build output is older than its sources, for `npm start` (scripts/start.js).
 */
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

/** The newest modification time (ms) of a file, or of any file under a directory. */
function newest(source) {
  const stat = statSync(source);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(source)) {
    const time = newest(path.join(source, entry));
    if (time > latest) latest = time;
  }
  return latest;
}

/** True when `output` is missing or any existing source (file or directory) changed after it. */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => existsSync(s) && newest(s) > built);
}

module.exports = { newest, stale };
