import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const fx = (name: string): string => join(root, 'test', 'fixtures', 'patents', 'cli', name);
const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'bin', 'claimwright.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('claimwright check (real command)', () => {
  it('prints JSON for a clean markdown draft and exits 0', () => {
    const r = run('check', fx('clean.md'), '--format', 'json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.claims).toEqual([
      { number: 1, parents: [], independent: true, category: 'apparatus' },
      { number: 2, parents: [1], independent: false, category: 'apparatus' },
    ]);
    expect(out.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    expect(out.fees).toMatchObject({ jurisdiction: 'us', currency: 'USD' });
    expect(out.stats).toMatchObject({
      claims: 2,
      words: expect.any(Number),
      ms: expect.any(Number),
    });
  }, 60_000);

  it('reads a .docx, reports the forward dependency and exits 1', () => {
    const r = run('check', fx('forward.docx'), '--jurisdiction', 'ep');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('claims/dependency-missing');
    expect(r.stdout).toContain('fees (EP');
  }, 60_000);

  it('exits 2 on unreadable input and bad usage', () => {
    expect(run('check', fx('broken.docx')).status).toBe(2);
    expect(run('check', fx('missing.txt')).status).toBe(2);
    const usage = run('check');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: claimwright check FILE');
  }, 60_000);
});
