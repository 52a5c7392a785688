import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { type Sections } from '../../../src/core/api/drafts';
import { emptySections } from '../../../src/core/api/sections';
import { exportDocx } from '../../../src/server/services/docx/export-docx';
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

async function upload(filename: string, content: Buffer | string) {
  const { payload, headers } = multipart(filename, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts/import',
    headers: { ...alice.headers, ...headers },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const draft: Sections = {
  ...emptySections(),
  title: 'Widget with a lever',
  cross_reference: 'This application claims priority to U.S. Provisional 63/000,001.',
  background: 'Widgets are known.\n\nThey break.',
  summary: 'A widget has a lever 12.',
  drawings_description: 'FIG. 1 shows a widget 10.',
  detailed_description: 'A widget 10 has a lever 12 and a base 14.\n\nThe lever 12 turns.',
  claims:
    '1. A widget comprising:\n  a lever having:\n    a grip; and\n    a pivot; and\n  a base.\n\n' +
    '2. The widget of claim 1, wherein the lever is red.',
  abstract: 'A widget with a lever and a base.',
};

describe('import of a patent application', () => {
  it('gives back the sections of a draft exported to DOCX', async () => {
    const body = await upload('widget.docx', await exportDocx({ title: '', sections: draft }));
    // The title as typed (the export's capitals are a font setting), claim elements at their level.
    expect(body.sections).toEqual(draft);
  });

  it('reads a Word application with "CLAIMS" and "What is claimed is:" headings', async () => {
    const p = (text: string, heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
      new Paragraph({ text, heading });
    const doc = new Document({
      sections: [
        {
          children: [
            p('Folding Chair'),
            p('TECHNICAL FIELD', HeadingLevel.HEADING_1),
            p('[0001] The disclosure concerns chairs.'),
            p('DETAILED DESCRIPTION', HeadingLevel.HEADING_1),
            p('[0002] A chair 10 has a seat 12.'),
            p('[0003] The seat 12 folds.'),
            p('CLAIMS', HeadingLevel.HEADING_1),
            p('What is claimed is:'),
            p('1. A chair comprising:'),
            p('a seat; and'),
            p('a hinge.'),
            p('2. The chair of claim 1, wherein the seat folds.'),
            p('ABSTRACT', HeadingLevel.HEADING_1),
            p('A folding chair.'),
          ],
        },
      ],
    });
    const body = await upload('chair.docx', await Packer.toBuffer(doc));
    expect(body.sections).toEqual({
      title: 'Folding Chair',
      background: 'TECHNICAL FIELD\n\nThe disclosure concerns chairs.',
      detailed_description: 'A chair 10 has a seat 12.\n\nThe seat 12 folds.',
      claims:
        '1. A chair comprising:\n  a seat; and\n  a hinge.\n\n2. The chair of claim 1, wherein the seat folds.',
      abstract: 'A folding chair.',
    });
  });

  it('leaves a disclosure without claims as text for the disclosure', async () => {
    const body = await upload(
      'notes.txt',
      'BACKGROUND\n\nChairs are heavy.\n\nSUMMARY\n\nA light chair.',
    );
    expect(body.sections).toBeNull();
    expect(body.text).toContain('A light chair.');
  });
});
