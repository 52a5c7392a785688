import { readDocument } from '../../../src/client/office/word-read';
import { createFakeWord } from '../../support/fake-word';
import { APPLICATION } from '../../support/fake-word/fixtures';

describe('reading the Word document into the draft model', () => {
  it('finds sections by heading text, types Word numbering out, and maps text back to paragraphs', async () => {
    const fake = createFakeWord(APPLICATION);
    const model = await readDocument(fake.Word);
    expect(Object.keys(model.sections)).toEqual(['background', 'summary', 'claims', 'abstract']);
    const claims = model.sections.claims!;
    expect(claims.text).toBe(
      '1. A valve comprising a body and a sensor.\n\n2. The valve of claim 1, wherein the sensor measures moisture.',
    );
    expect(claims.owned).toBe(false);
    expect(claims.pieces).toEqual([
      { paragraph: 6, at: 3, length: 39 },
      { paragraph: 7, at: 47, length: 59 },
    ]);
    expect(claims.text.slice(47, 50)).toBe('The');
    expect(model.sections.background!.text).toBe('Gardens dry out when nobody waters them.');
    expect(fake.model.syncs).toBe(1);
  });

  it('treats a heading-styled paragraph it does not know as the end of the section before it', async () => {
    const fake = createFakeWord([
      { text: 'Summary', heading: 1 },
      { text: 'A valve.' },
      { text: 'Examples', heading: 2 },
      { text: 'Example 1 is a brass valve.' },
    ]);
    const model = await readDocument(fake.Word);
    expect(model.sections.summary!.text).toBe('A valve.');
  });

  it('skips tables and counts controls of other add-ins; a document without headings has no sections', async () => {
    const fake = createFakeWord([
      { text: 'Summary', heading: 1 },
      { text: 'A valve.' },
      { text: 'cell text', table: true },
    ]);
    fake.model.controls.push(
      Object.assign(
        new (await import('../../support/fake-word/model')).Control(
          fake.model.paragraphs[1]!,
          fake.model.paragraphs[1]!,
        ),
        { tag: 'other-addin:x' },
      ),
    );
    const model = await readDocument(fake.Word);
    expect(model.sections.summary!.text).toBe('A valve.');
    expect(model.tables).toBe(1);
    expect(model.foreignControls).toBe(1);
    const plain = await readDocument(createFakeWord([{ text: 'Just some notes.' }]).Word);
    expect(plain.sections).toEqual({});
  });
});
