import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

const root = join(__dirname, '..', '..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'bin', 'claimwright.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });

/** A filed-application layout: "CLAIMS" then "What is claimed is:", numbered paragraphs. */
const LINES: Array<[string, 'title' | 'heading' | 'body']> = [
  ['Lever assembly', 'title'],
  ['BACKGROUND', 'heading'],
  ['[0001] Levers are known.', 'body'],
  ['DETAILED DESCRIPTION', 'heading'],
  ['[0002] A lever 10 must pivot on a base 12 of the assembly.', 'body'],
  ['CLAIMS', 'heading'],
  ['What is claimed is:', 'body'],
  ['1. A lever assembly comprising:', 'body'],
  ['  a base; and', 'body'],
  ['  a lever mounted on the handle.', 'body'],
  ['2. The lever assembly of claim 1, wherein the lever is red.', 'body'],
  ['ABSTRACT', 'heading'],
  ['A lever assembly has a base and a lever that pivots on the base.', 'body'],
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'claimwright-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function expectLocated(stdout: string): void {
  const lines = stdout.split('\n');
  expect(lines.find((l) => l.includes('antecedent/missing'))).toMatch(
    / claim 1, “the handle”: "the handle" has no antecedent in claim 1\.$/,
  );
  expect(lines.find((l) => l.includes('profanity/word'))).toMatch(
    / \[0002\] "must" may narrow the scope/,
  );
  expect(stdout).toContain('2 claims (1 independent)');
}

describe('claimwright check: findings say where to look', () => {
  it('prints the claim and term of a claim finding and the paragraph of a description finding', () => {
    const file = join(dir, 'lever.md');
    writeFileSync(
      file,
      LINES.map(([t, kind]) => (kind === 'heading' ? `${t}\n` : `${t}\n\n`)).join(''),
    );
    const r = run('check', file);
    expect(r.status).toBe(0);
    expectLocated(r.stdout);
  }, 60_000);

  it('reads the same draft from a .docx with heading styles', async () => {
    const doc = new Document({
      sections: [
        {
          children: LINES.map(
            ([text, kind]) =>
              new Paragraph({
                text: text.trim(),
                heading:
                  kind === 'title'
                    ? HeadingLevel.TITLE
                    : kind === 'heading'
                      ? HeadingLevel.HEADING_1
                      : undefined,
              }),
          ),
        },
      ],
    });
    const file = join(dir, 'lever.docx');
    writeFileSync(file, await Packer.toBuffer(doc));
    const r = run('check', file);
    expect(r.status).toBe(0);
    expectLocated(r.stdout);
  }, 60_000);
});
