import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph } from 'docx';
import { parseDraft } from '../../../src/core/patent';
import { buildTestApp, type TestApp } from '../../support/app';
import { multipart } from './files';
import { signIn, type Signed } from './helpers';

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
});
afterAll(() => t.close());

/** A claims section as attorneys write it in Word: the numbers are Word's list numbering. */
async function numberedClaimsDocx(): Promise<Buffer> {
  const claim = (text: string, level = 0) =>
    new Paragraph({ text, numbering: { reference: 'claims', level } });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'claims',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
            {
              level: 1,
              format: LevelFormat.LOWER_LETTER,
              text: '(%2)',
              alignment: AlignmentType.START,
            },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'DETAILED DESCRIPTION', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'A widget 10 has a lever 12 & a base 14.' }),
          new Paragraph({ text: 'CLAIMS', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'What is claimed is:' }),
          claim('A widget comprising:'),
          // element lines typed without numbering interrupt the list; Word's count runs on
          new Paragraph({ text: 'a lever; and', indent: { left: 720 } }),
          new Paragraph({ text: 'a base.', indent: { left: 720 } }),
          claim('The widget of claim 1, wherein the lever is red.'),
          claim('The widget of claim 2, further comprising:'),
          claim('a hook; and', 1),
          claim('a loop.', 1),
          new Paragraph({ text: 'ABSTRACT', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'A widget with a lever.' }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('import of a Word document whose claims use Word numbering', () => {
  it('keeps the claim numbers, so the claims parse with their dependencies', async () => {
    const { payload, headers } = multipart('application.docx', await numberedClaimsDocx());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts/import',
      headers: { ...alice.headers, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const text: string = res.json().text;
    expect(text).toContain('A widget 10 has a lever 12 & a base 14.');
    // their left indent nests them as the numbered sub-items are
    expect(text).toContain('1. A widget comprising:\n\n  a lever; and\n\n  a base.');
    expect(text).toContain(
      '3. The widget of claim 2, further comprising:\n\n  a hook; and\n\n  a loop.',
    );
    const claims = parseDraft(text).claims.map((c) => [c.number, c.parents]);
    expect(claims).toEqual([
      [1, []],
      [2, [1]],
      [3, [2]],
    ]);
  });
});
