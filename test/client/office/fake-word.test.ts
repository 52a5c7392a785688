import { createFakeWord } from '../../support/fake-word';
import { APPLICATION } from '../../support/fake-word/fixtures';

/** The fake must fail where Word fails, or tests against it prove nothing. */
describe('the fake Word', () => {
  it('throws PropertyNotLoaded for a property read before load and sync, and counts syncs', async () => {
    const fake = createFakeWord(APPLICATION);
    await fake.Word.run(async (context) => {
      const paragraphs = context.document.body.paragraphs;
      expect(() => paragraphs.items).toThrow("The property 'items' is not available.");
      paragraphs.load('items/text');
      expect(() => paragraphs.items).toThrow('not available');
      await context.sync();
      expect(paragraphs.items[6]!.text).toBe('A valve comprising a body and a sensor.');
      expect(() => paragraphs.items[6]!.style).toThrow(
        expect.objectContaining({ code: 'PropertyNotLoaded' }),
      );
    });
    expect(fake.model.syncs).toBe(1);
  });

  it('runs queued writes only at sync, in order', async () => {
    const fake = createFakeWord(APPLICATION);
    await fake.Word.run(async (context) => {
      context.document.body.paragraphs.getFirst().insertText('Valve', 'Replace');
      expect(fake.texts()[0]).toBe('Irrigation valve');
      await context.sync();
      expect(fake.texts()[0]).toBe('Valve');
    });
  });

  it('refuses searches longer than 255 characters, as Word does', async () => {
    const fake = createFakeWord(APPLICATION);
    await expect(
      fake.Word.run(async (context) => {
        context.document.body.search('x'.repeat(256)).load('items');
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'InvalidArgument' });
  });

  it('knows its requirement sets and raises paragraph events to registered handlers', async () => {
    const fake = createFakeWord(APPLICATION, { wordApi: 1.6 });
    expect(fake.Office.context.requirements.isSetSupported('WordApi', '1.6')).toBe(true);
    expect(fake.Office.context.requirements.isSetSupported('WordApi', '1.8')).toBe(false);
    const seen: string[] = [];
    await fake.Word.run(async (context) => {
      context.document.onParagraphChanged.add((e) => void seen.push(e.type));
      await context.sync();
    });
    await fake.userEdit(4, 'A valve opens at dusk.');
    expect(seen).toEqual(['ParagraphChanged']);
    await expect(
      fake.Word.run(async (context) => {
        context.document.body.paragraphs.getFirst().getRange('Whole').highlight();
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'ApiNotFound' });
  });
});
