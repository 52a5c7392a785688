import { createWordDraftTarget } from '../../../src/client/office/word-draft-target';
import { Control } from '../../support/fake-word/model';
import { createFakeWord } from '../../support/fake-word';
import { APPLICATION } from '../../support/fake-word/fixtures';

const targetOf = (fake: ReturnType<typeof createFakeWord>) =>
  createWordDraftTarget(fake.Word, fake.Office);

describe('writing sections into Word', () => {
  it('adopts a section the attorney wrote (heading to next heading) and replaces only its body', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = targetOf(fake);
    const before = fake.model.syncs;
    await target.upsertSection({ heading: 'Summary' }, 'A valve.\n\nIt opens by itself.');
    expect(fake.model.syncs - before).toBe(2);
    expect(fake.texts()).toEqual([
      'Irrigation valve',
      'Background',
      'Gardens dry out when nobody waters them.',
      'Summary',
      'A valve.',
      'It opens by itself.',
      'What is claimed is:',
      ...fake.texts().slice(7),
    ]);
    const control = fake.model.controls[0]!;
    expect(control.tag).toBe('claimwright:summary');
    expect(control.title).toBe('Claimwright · Summary');
    expect([control.first.text, control.last.text]).toEqual(['Summary', 'It opens by itself.']);
    // The heading keeps its style; the text around is untouched.
    expect(fake.model.paragraphs[3]!.style).toBe('Heading 1');
    const model = await target.read();
    expect(model.sections.summary).toMatchObject({
      owned: true,
      text: 'A valve.\n\nIt opens by itself.',
    });

    await target.upsertSection({ heading: 'Summary' }, 'Shorter.');
    expect(fake.texts().slice(3, 6)).toEqual(['Summary', 'Shorter.', 'What is claimed is:']);
    expect(fake.model.controls).toHaveLength(1);
  });

  it('adds a missing section at the end, with its heading, inside a tagged control', async () => {
    const fake = createFakeWord([{ text: 'Notes from the inventor.' }]);
    const target = targetOf(fake);
    await target.upsertSection({ heading: 'Claims' }, '1. A valve.\n\n2. The valve of claim 1.');
    expect(fake.texts()).toEqual([
      'Notes from the inventor.',
      'Claims',
      '1. A valve.',
      '2. The valve of claim 1.',
    ]);
    expect(fake.model.paragraphs[1]!.style).toBe('Heading 1');
    expect(fake.model.controls[0]!.tag).toBe('claimwright:claims');
    expect((await target.read()).sections.claims!.text).toBe(
      '1. A valve.\n\n2. The valve of claim 1.',
    );
  });

  it('streams: appends to the last paragraph and adds paragraphs, one sync per batch; restores the old text', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = targetOf(fake);
    await target.streamSection('summary', 'Summary', '');
    const start = fake.model.syncs;
    await target.streamSection('summary', 'Summary', 'A val');
    await target.streamSection('summary', 'Summary', 'A valve opens.\n\nIt clo');
    await target.streamSection('summary', 'Summary', 'A valve opens.\n\nIt closes.');
    expect(fake.model.syncs - start).toBe(3);
    // The first text went into the paragraph the empty write left, not after it.
    expect(fake.texts().slice(3, 7)).toEqual([
      'Summary',
      'A valve opens.',
      'It closes.',
      'What is claimed is:',
    ]);
    expect((await target.read()).sections.summary!.text).toBe('A valve opens.\n\nIt closes.');
    expect(target.canRestore('summary')).toBe(true);
    await target.restoreSection('summary', 'Summary');
    expect((await target.read()).sections.summary!.text).toBe(
      'A valve opens when the soil is dry.',
    );
    expect(target.canRestore('summary')).toBe(false);
  });

  it("Restore puts back the attorney's formatting: paragraph styles and Word's list numbering", async () => {
    const fake = createFakeWord([
      { text: 'Summary', heading: 1 },
      { text: 'In one aspect, a valve opens when the soil is dry.', style: 'Quote' },
      { text: 'A sensor measures moisture.', listString: '(a)' },
      { text: 'A body holds the sensor.', listString: '(b)' },
      { text: 'Abstract', heading: 1 },
      { text: 'A valve for gardens.' },
    ]);
    const target = targetOf(fake);
    const before = fake.model.paragraphs.map((p) => [p.text, p.style, p.listString]);
    await target.upsertSection({ heading: 'Summary' }, 'A generated summary.');
    expect(fake.texts().slice(1, 3)).toEqual(['A generated summary.', 'Abstract']);
    const syncs = fake.model.syncs;
    await target.restoreSection('summary', 'Summary');
    expect(fake.model.syncs - syncs).toBe(2);
    expect(fake.model.paragraphs.map((p) => [p.text, p.style, p.listString])).toEqual(before);
    // Still ours: a later generation replaces the restored body inside the same control.
    expect(fake.model.controls).toHaveLength(1);
    expect((await target.read()).sections.summary).toMatchObject({ owned: true });
    expect(target.canRestore('summary')).toBe(false);
  });

  it('restores as tracked changes when the switch is on', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = targetOf(fake);
    await target.upsertSection({ heading: 'Abstract' }, 'A self-opening valve.');
    target.setTrackChanges(true);
    await target.restoreSection('abstract', 'Abstract');
    expect(fake.model.revisions).toEqual([
      { kind: 'delete', text: 'A self-opening valve.' },
      { kind: 'insert', text: 'A valve for gardens.' },
    ]);
    expect(fake.model.changeTrackingMode).toBe('Off');
  });

  it('inserts as tracked changes when asked and puts the tracking mode back', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = targetOf(fake);
    target.setTrackChanges(true);
    await target.upsertSection({ heading: 'Abstract' }, 'A self-opening valve.');
    expect(fake.model.revisions).toEqual([
      { kind: 'delete', text: 'A valve for gardens.' },
      { kind: 'insert', text: 'A self-opening valve.' },
    ]);
    expect(fake.model.changeTrackingMode).toBe('Off');
  });

  it("leaves a section inside another add-in's control alone, and says so", async () => {
    const fake = createFakeWord(APPLICATION);
    const foreign = new Control(fake.model.paragraphs[9]!, fake.model.paragraphs[9]!);
    foreign.tag = 'other-addin';
    fake.model.controls.push(foreign);
    const target = targetOf(fake);
    const text = fake.texts();
    await expect(target.upsertSection({ heading: 'Abstract' }, 'New.')).rejects.toThrow(
      "The Abstract section sits inside another add-in's content control",
    );
    expect(fake.texts()).toEqual(text);
  });

  it('on a read-only document writes nothing and says why', async () => {
    const fake = createFakeWord(APPLICATION, { readOnly: true });
    const target = targetOf(fake);
    const text = fake.texts();
    await expect(target.upsertSection({ heading: 'Summary' }, 'New.')).rejects.toThrow(
      'Word refused the change: the document or this part of it is read-only.',
    );
    expect(fake.texts()).toEqual(text);
    expect(fake.model.controls).toEqual([]);
  });

  it('a write that fails half-way keeps the restore point', async () => {
    const fake = createFakeWord(APPLICATION);
    const target = targetOf(fake);
    await target.upsertSection({ heading: 'Summary' }, 'First version.');
    // Another add-in locks our control: the next write fails.
    fake.model.controls[0]!.cannotEdit = true;
    await expect(target.streamSection('summary', 'Summary', 'Other text.')).rejects.toThrow(
      'read-only',
    );
    fake.model.controls[0]!.cannotEdit = false;
    expect(target.canRestore('summary')).toBe(true);
    await target.restoreSection('summary', 'Summary');
    expect((await target.read()).sections.summary!.text).toBe(
      'A valve opens when the soil is dry.',
    );
  });
});

describe('claims with their elements on lines of their own', () => {
  it('keep a claim one Word paragraph (lines joined by line breaks) and read back the same text', async () => {
    const fake = createFakeWord([{ text: 'Notes.' }]);
    const target = targetOf(fake);
    const claims = '1. A valve, comprising:\n  a body;\n  a seat.\n\n2. The valve of claim 1.';
    await target.streamSection('claims', 'Claims', '1. A valve, comprising:\n');
    await target.streamSection('claims', 'Claims', '1. A valve, comprising:\n  a body;\n  a se');
    await target.streamSection('claims', 'Claims', claims);
    expect(fake.texts()).toEqual([
      'Notes.',
      'Claims',
      '1. A valve, comprising:\v  a body;\v  a seat.',
      '2. The valve of claim 1.',
    ]);
    expect((await target.read()).sections.claims!.text).toBe(claims);
    const at = claims.indexOf('a seat');
    await target.selectRange(
      { heading: 'Claims' },
      { start: claims.indexOf('comprising'), end: at + 6 },
    );
    expect(fake.selectionText()).toBe('comprising:\v  a body;\v  a seat');
  });
});
