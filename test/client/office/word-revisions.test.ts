import { readDocument } from '../../../src/client/office/word-read';
import { createFakeWord } from '../../support/fake-word';

const DOC = [{ text: 'Claims', heading: 1 as const }, { text: '1. A valve comprising a body.' }];

describe('pending tracked changes when reading the document', () => {
  it('counts them with WordApi 1.6, in the same single sync as the paragraphs', async () => {
    const fake = createFakeWord(DOC);
    fake.model.revisions.push({ kind: 'delete', text: 'a seat' }, { kind: 'insert', text: 'x' });
    const model = await readDocument(fake.Word, 'count');
    expect(model.revisions).toEqual({ pending: 2 });
    expect(model.sections.claims!.text).toBe('1. A valve comprising a body.');
    expect(fake.model.syncs).toBe(1);
    const clean = await readDocument(createFakeWord(DOC).Word, 'count');
    expect(clean.revisions).toEqual({ pending: 0 });
  });

  it('with WordApi 1.4 only, says whether Word is tracking; 1.6 calls are never made there', async () => {
    const fake = createFakeWord(DOC, { wordApi: 1.4 });
    fake.model.changeTrackingMode = 'TrackAll';
    expect((await readDocument(fake.Word, 'mode')).revisions).toEqual({ trackingOn: true });
    await expect(readDocument(fake.Word, 'count')).rejects.toThrow(/getTrackedChanges/);
    fake.model.changeTrackingMode = 'Off';
    expect((await readDocument(fake.Word, 'mode')).revisions).toEqual({ trackingOn: false });
    expect((await readDocument(fake.Word)).revisions).toBeUndefined();
  });
});
