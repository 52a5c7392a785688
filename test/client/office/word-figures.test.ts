import { createWordDraftTarget } from '../../../src/client/office/word-draft-target';
import { FIGURE_TAG, figureSize } from '../../../src/client/office/word-figures';
import { createFakeWord } from '../../support/fake-word';
import { APPLICATION } from '../../support/fake-word/fixtures';

// A 1 × 1 white PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
const figure = (number = 1) => ({
  number,
  title: 'Method of regulating a valve',
  png: PNG,
  ...figureSize(1275, 1650),
});

describe('inserting a figure into Word', () => {
  it('puts the picture and its caption at the end, in a control of ours, in one sync', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    const before = fake.model.syncs;
    await target.insertFigure(figure(2));
    expect(fake.model.syncs - before).toBe(1);
    expect(fake.texts()).toEqual([...APPLICATION.map((p) => p.text), '', 'FIG. 2']);
    const [holder, caption] = fake.model.paragraphs.slice(-2);
    expect(holder!.pictures).toEqual([
      {
        base64: PNG,
        width: 432,
        height: 559,
        altTextTitle: 'FIG. 2',
        altTextDescription: 'FIG. 2: Method of regulating a valve',
      },
    ]);
    expect([holder!.alignment, caption!.alignment]).toEqual(['Centered', 'Centered']);
    expect(fake.model.controls).toHaveLength(1);
    expect(fake.model.controls[0]).toMatchObject({
      tag: FIGURE_TAG,
      title: 'Claimwright · FIG. 2',
      first: holder,
      last: caption,
    });
  });

  it('the checks read the document as before: no section gains the caption, no foreign control', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    const model = await target.read();
    await target.insertFigure(figure(1));
    const after = await target.read();
    expect(after.sections.abstract!.text).toBe('A valve for gardens.');
    expect(after.sections).toEqual(model.sections);
    expect(after.foreignControls).toBe(0);
  });

  it('after a section we own at the end, the figure goes after its control, not into it', async () => {
    const fake = createFakeWord([{ text: 'Notes.' }]);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    await target.upsertSection({ heading: 'Abstract' }, 'A valve.');
    await target.insertFigure(figure(1));
    const abstract = fake.model.controls.find((c) => c.tag === 'claimwright:abstract')!;
    expect(abstract.last.text).toBe('A valve.');
    expect((await target.read()).sections.abstract!.text).toBe('A valve.');
  });

  it('is a tracked change when the switch is on, and Word’s mode is put back', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    target.setTrackChanges(true);
    await target.insertFigure(figure(1));
    expect(fake.model.revisions).toContainEqual({ kind: 'insert', text: 'FIG. 1' });
    expect(fake.model.changeTrackingMode).toBe('Off');
  });

  it('changes nothing in a read-only document, or with something that is not a PNG', async () => {
    const readOnly = createFakeWord(APPLICATION, { readOnly: true });
    const target = createWordDraftTarget(readOnly.Word, readOnly.Office);
    await expect(target.insertFigure(figure(1))).rejects.toThrow(/read-only/);
    expect(readOnly.texts()).toEqual(APPLICATION.map((p) => p.text));
    expect(readOnly.model.controls).toHaveLength(0);

    const fake = createFakeWord(APPLICATION);
    const other = createWordDraftTarget(fake.Word, fake.Office);
    const syncs = fake.model.syncs;
    await expect(other.insertFigure({ ...figure(1), png: 'PCFET0NUWVBF' })).rejects.toThrow(
      'FIG. 1 did not arrive as a picture; nothing was inserted.',
    );
    expect(fake.model.syncs).toBe(syncs);
    expect(fake.texts()).toEqual(APPLICATION.map((p) => p.text));
  });
});

describe('the fake Word’s inline pictures', () => {
  it('queue until sync, like every other change, and refuse what is not an image', async () => {
    const fake = createFakeWord([{ text: 'Text.' }]);
    await fake.Word.run(async (context) => {
      const p = context.document.body.insertParagraph('', 'End');
      const picture = p.insertInlinePictureFromBase64(PNG, 'Start');
      picture.width = 100;
      expect(fake.model.paragraphs).toHaveLength(1);
      expect(() => picture.width).toThrow(/not available/);
      picture.load('width');
      await context.sync();
      expect(picture.width).toBe(100);
    });
    expect(fake.model.paragraphs[1]!.pictures[0]!.width).toBe(100);
    await expect(
      fake.Word.run(async (context) => {
        context.document.body.paragraphs.getFirst().insertInlinePictureFromBase64('bm90', 'End');
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'InvalidArgument' });
  });
});
