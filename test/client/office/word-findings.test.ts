import type { FindingMark } from '../../../src/client/office/draft-target';
import { createWordDraftTarget } from '../../../src/client/office/word-draft-target';
import { createFakeWord } from '../../support/fake-word';
import { APPLICATION } from '../../support/fake-word/fixtures';

const mark = (heading: string, start: number, end: number, message = 'm'): FindingMark => ({
  id: `${heading}:${start}`,
  section: { heading },
  range: { start, end },
  severity: 'error',
  message,
});

describe('findings in Word', () => {
  it('Go to selects the finding: the right match when the text occurs more than once', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    const claims = (await target.read()).sections.claims!.text;
    // "the sensor" occurs in claim 1? no: "a sensor"; "valve" occurs in both claims and elsewhere.
    const second = claims.indexOf('valve', claims.indexOf('2.'));
    let syncs = fake.model.syncs;
    await target.selectRange({ heading: 'Claims' }, { start: second, end: second + 5 });
    expect(fake.model.syncs - syncs).toBe(2);
    expect(fake.selectionText()).toBe('valve');
    expect(fake.model.selection.start.para).toBe(fake.model.paragraphs[7]);
    // The first match of its search: one sync.
    const sensor = claims.indexOf('a sensor');
    syncs = fake.model.syncs;
    await target.selectRange({ heading: 'Claims' }, { start: sensor, end: sensor + 8 });
    expect(fake.model.syncs - syncs).toBe(1);
    expect(fake.selectionText()).toBe('a sensor');
  });

  it('a range longer than 255 characters or over two paragraphs is found by its two ends', async () => {
    const long = `A valve ${'with a long and winding description '.repeat(10)}ends here.`;
    const fake = createFakeWord([
      { text: 'Summary', heading: 1 },
      { text: long },
      { text: 'Second paragraph of it.' },
    ]);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    const text = (await target.read()).sections.summary!.text;
    expect(long.length).toBeGreaterThan(255);
    await target.selectRange({ heading: 'Summary' }, { start: 2, end: long.length });
    expect(fake.selectionText()).toBe(long.slice(2));
    await target.selectRange(
      { heading: 'Summary' },
      { start: long.length - 10, end: text.length - 3 },
    );
    expect(fake.selectionText()).toBe('ends here.\rSecond paragraph of ');
  });

  it('Mark in document adds our comments (message and suggestion); Clear marks removes only ours', async () => {
    const fake = createFakeWord(APPLICATION);
    fake.model.addComment(fake.model.whole(fake.model.paragraphs[2]!), 'Reviewer: check this');
    const target = createWordDraftTarget(fake.Word, fake.Office);
    const claims = (await target.read()).sections.claims!.text;
    const at = claims.indexOf('the sensor');
    const syncs = fake.model.syncs;
    const placed = await target.markFindings([
      { ...mark('Claims', at, at + 10, '"the sensor" has no antecedent.'), suggestion: 'a sensor' },
      mark('Abstract', 0, 7, 'Abstract too short.'),
    ]);
    expect(placed).toBe(2);
    // One search load, one write (the model of the last read is current).
    expect(fake.model.syncs - syncs).toBe(2);
    expect(fake.model.comments.map((c) => [c.content, fake.model.textOf(c.anchor)])).toEqual([
      ['Reviewer: check this', 'Gardens dry out when nobody waters them.'],
      ['Claimwright: "the sensor" has no antecedent. Suggestion: a sensor', 'the sensor'],
      ['Claimwright: Abstract too short.', 'A valve'],
    ]);
    expect(await target.clearMarks()).toBe(2);
    expect(fake.model.comments.map((c) => c.content)).toEqual(['Reviewer: check this']);
  });

  it('highlights for a moment where WordApi 1.8 is there, and not at all below it', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    await target.read();
    const remove = await target.highlightFinding(mark('Abstract', 0, 7));
    expect(fake.model.highlights.map((h) => fake.model.textOf(h.span))).toEqual(['A valve']);
    await remove();
    expect(fake.model.highlights).toEqual([]);

    const old = createFakeWord(APPLICATION, { wordApi: 1.3 });
    const oldTarget = createWordDraftTarget(old.Word, old.Office);
    expect(oldTarget.features).toEqual({
      comments: false,
      tracking: false,
      events: false,
      highlight: false,
      readOnly: false,
    });
    await (
      await oldTarget.highlightFinding(mark('Abstract', 0, 7))
    )();
    expect(await oldTarget.markFindings([mark('Abstract', 0, 7)])).toBe(0);
    expect(old.model.syncs).toBe(0);
  });

  it('a finding whose text is gone says so instead of selecting something else', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    await target.read();
    fake.model.paragraphs[9]!.text = 'Rewritten meanwhile.';
    await expect(target.selectRange({ heading: 'Abstract' }, { start: 2, end: 7 })).rejects.toThrow(
      'no longer in the document',
    );
  });
});

describe('selection and link', () => {
  it('reads and replaces the selection', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    fake.selectText('opens when the soil is dry');
    expect(await target.readSelection()).toBe('opens when the soil is dry');
    await target.replaceSelection('opens at dusk');
    expect(fake.texts()[4]).toBe('A valve opens at dusk.');
  });

  it('remembers its draft in the document settings (saved with the file), never a token', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = createWordDraftTarget(fake.Word, fake.Office);
    expect(target.linkedDraft()).toBeNull();
    await target.link('6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10');
    expect(fake.saved).toEqual({ 'claimwright.draftId': '6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10' });
    const reopened = createFakeWord(APPLICATION, { settings: fake.saved });
    expect(createWordDraftTarget(reopened.Word, reopened.Office).linkedDraft()).toBe(
      '6f1c7c3e-5b1a-4f3e-9a51-2d4f7e8a9b10',
    );
  });
});
