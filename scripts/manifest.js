#!/usr/bin/env node
/**
 * `npm run manifest -- --url https://claims.firm.example [--out FILE] [--id GUID]`: writes the Word
 * add-in manifest for a deployment address. manifest.xml (pointing at https://localhost:3000) is
 * the template: every URL in it (SourceLocation, icons, AppDomains, SupportUrl, resources) is moved
 * to the given origin; the add-in Id stays the same unless --id is given, so Office keeps treating
 * it as the same add-in (settings, the Integrated apps entry) when a firm re-deploys.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { canValidate, validateManifest } = require('./manifest-xsd');

const TEMPLATE = path.resolve(__dirname, '../manifest.xml');
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

class UsageError extends Error {}

/** The origin the add-in will be served from; Office loads add-in pages only over HTTPS. */
function deploymentOrigin(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url: "${raw}" is not a URL (e.g. https://claims.firm.example)`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
    throw new UsageError(
      `--url: Word loads add-ins only over HTTPS; "${raw}" is ${url.protocol.slice(0, -1)} (http is accepted for localhost only, for tools that proxy it)`,
    );
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new UsageError(
      `--url: give the server's origin only, such as https://claims.firm.example: the server serves the add-in at the root of its address`,
    );
  }
  return url.origin;
}

/** The template's origin, read from its SourceLocation, and every URL that must move with it. */
function templateOrigin(xml) {
  const match = /<SourceLocation\s+DefaultValue="([^"]+)"/.exec(xml);
  if (!match) throw new Error(`${TEMPLATE} has no <SourceLocation DefaultValue="…">`);
  return new URL(match[1]).origin;
}

/** The manifest for `origin` (and `id`, when given), as XML text. */
function makeManifest(xml, { origin, id }) {
  const from = templateOrigin(xml);
  // An origin is a scheme, host and port: it holds no character XML would need escaped.
  let out = xml.split(from).join(origin);
  if (id !== undefined) {
    if (!GUID.test(id)) throw new UsageError(`--id: "${id}" is not a GUID`);
    out = out.replace(/<Id>[^<]*<\/Id>/, `<Id>${id.toLowerCase()}</Id>`);
  }
  return out;
}

async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      out: { type: 'string' },
      id: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(
      'Usage: npm run manifest -- --url https://claims.firm.example [--out FILE] [--id GUID]\n',
    );
    return 0;
  }
  if (!values.url)
    throw new UsageError('--url is required (e.g. --url https://claims.firm.example)');
  const origin = deploymentOrigin(values.url);
  const xml = makeManifest(readFileSync(TEMPLATE, 'utf8'), { origin, id: values.id });

  if (canValidate()) {
    const { valid, errors } = await validateManifest(xml);
    if (!valid)
      throw new Error(`the manifest made does not match the schema:\n${errors.join('\n')}`);
  }
  if (values.out) {
    writeFileSync(values.out, xml);
    process.stderr.write(`Wrote ${values.out} for ${origin}\n`);
  } else {
    process.stdout.write(xml);
  }
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      const usage = err instanceof UsageError || err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
      process.stderr.write(`manifest: ${err.message}\n`);
      process.exit(usage ? 2 : 1);
    },
  );
}

module.exports = { deploymentOrigin, makeManifest };
