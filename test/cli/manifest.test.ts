import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SCHEMA_DIR, validateManifest } = require('../../scripts/manifest-xsd') as {
  SCHEMA_DIR: string;
  validateManifest(xml: string): Promise<{ valid: boolean; errors: string[] }>;
};

const root = path.resolve(__dirname, '../..');
const template = readFileSync(path.join(root, 'manifest.xml'), 'utf8');
const TEMPLATE_ID = 'dc5318cc-2a42-409a-a10d-f24b71b5cc1b';

/** Runs `npm run manifest -- …args` the way npm does (node scripts/manifest.js …args). */
function manifestScript(...args: string[]): {
  status: number | null;
  stdout: string;
  stderr: string;
} {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/manifest.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every URL the manifest gives Office: DefaultValue attributes that are URLs, and AppDomains. */
function urlsOf(xml: string): string[] {
  const attributes = [...xml.matchAll(/DefaultValue="(https?:[^"]*)"/g)].map((m) => m[1] ?? '');
  const domains = [...xml.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)].map((m) => m[1] ?? '');
  return [...attributes, ...domains];
}

describe('manifest.xml against the add-in manifest schemas (offline)', () => {
  it('keeps the official schemas and the one placeholder the README describes', () => {
    expect(readdirSync(SCHEMA_DIR).sort()).toEqual([
      'ContentAppVersionOverridesV1_0.xsd',
      'MailAppVersionOverridesV1_0.xsd',
      'MailAppVersionOverridesV1_1.xsd',
      'OfficeAppBasicTypesV1_0.xsd',
      'OfficeAppManifestV1_1.xsd',
      'README.md',
      'TaskPaneAppVersionOverridesV1_0.xsd',
    ]);
  });

  it('keeps the official files as published but for the documented pattern fix (git blob ids of the README)', () => {
    const readme = readFileSync(path.join(SCHEMA_DIR, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(\w+\.xsd)` \|.*\| `([0-9a-f]{40})` \|$/gm)];
    expect(rows.map((row) => row[1]).sort()).toEqual(
      readdirSync(SCHEMA_DIR)
        .filter((f) => f.endsWith('.xsd') && !f.startsWith('ContentApp'))
        .sort(),
    );
    for (const [, file = '', blob] of rows) {
      const published = readFileSync(path.join(SCHEMA_DIR, file), 'utf8').replace(
        '{0,3}"',
        '{0,3}?"',
      );
      const bytes = Buffer.from(published);
      const header = Buffer.from(`blob ${bytes.length}\0`);
      expect([file, createHash('sha1').update(header).update(bytes).digest('hex')]).toEqual([
        file,
        blob,
      ]);
    }
  });

  it('is valid', async () => {
    expect(await validateManifest(template)).toEqual({ valid: true, errors: [] });
  });

  it.each([
    ['an unknown permission', '<Permissions>ReadWriteDocument', '<Permissions>Everything'],
    ['a version that is not dotted numbers', '<Version>0.1.0.0', '<Version>v1'],
    ['no Id', `<Id>${TEMPLATE_ID}</Id>`, ''],
    [
      'an element the ribbon schema lacks',
      '<OfficeTab id="TabHome">',
      '<OfficeTab id="TabHome"><Tab/>',
    ],
    ['elements out of order', '<ProviderName>Claimwright</ProviderName>', ''],
  ])('rejects a manifest with %s, naming the line', async (_what, from, to) => {
    expect(template).toContain(from);
    const result = await validateManifest(template.replace(from, to));
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/^manifest\.xml:\d+: /m);
  });
});

describe('npm run manifest', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cw-manifest-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a valid manifest whose every URL is at the firm address, with the same Id', async () => {
    const out = path.join(dir, 'firm.xml');
    const run = manifestScript('--url', 'https://claims.firm.example', '--out', out);
    expect(run).toMatchObject({ status: 0, stdout: '' });
    expect(run.stderr).toContain(`Wrote ${out} for https://claims.firm.example`);
    const xml = readFileSync(out, 'utf8');
    expect(await validateManifest(xml)).toEqual({ valid: true, errors: [] });
    const urls = urlsOf(xml);
    expect(urls).toHaveLength(urlsOf(template).length);
    expect(urls.length).toBeGreaterThan(8);
    for (const url of urls) expect(new URL(url).origin).toBe('https://claims.firm.example');
    expect(xml).not.toContain('localhost');
    expect(xml).toContain(
      '<SourceLocation DefaultValue="https://claims.firm.example/taskpane.html"/>',
    );
    expect(xml).toContain('<SupportUrl DefaultValue="https://claims.firm.example/contact"/>');
    expect(xml).toContain(`<Id>${TEMPLATE_ID}</Id>`);
  });

  it('keeps a port, takes a new Id when asked, and writes to standard output without --out', () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    const run = manifestScript('--url', 'https://word.firm.example:8443/', '--id', id);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<AppDomain>https://word.firm.example:8443</AppDomain>');
    expect(run.stdout).toContain(`<Id>${id.toLowerCase()}</Id>`);
    expect(run.stdout).not.toContain(TEMPLATE_ID);
  });

  it('accepts http for localhost only', () => {
    expect(manifestScript('--url', 'http://localhost:8080').status).toBe(0);
    const plain = manifestScript('--url', 'http://claims.firm.example');
    expect(plain.status).toBe(2);
    expect(plain.stderr).toContain('Word loads add-ins only over HTTPS');
  });

  it.each([
    [['--url', 'claims.firm.example'], 'is not a URL'],
    [['--url', 'https://firm.example/claimwright'], "give the server's origin only"],
    [['--url', 'https://firm.example?x=1'], "give the server's origin only"],
    [['--url', 'https://firm.example', '--id', '1234'], '--id: "1234" is not a GUID'],
    [[], '--url is required'],
    [['--urls', 'https://firm.example'], "Unknown option '--urls'"],
  ])('refuses %j with exit code 2: %s', (args, message) => {
    const run = manifestScript(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
  });
});
