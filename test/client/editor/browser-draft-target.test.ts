import {
  createBrowserDraftTarget,
  type BrowserDraftSurface,
} from '../../../src/client/office/browser-draft-target';
import type { FindingMark } from '../../../src/client/office/draft-target';

function fakeSurface() {
  const text: Record<string, string> = { title: 'Valve', claims: '1. A valve.', abstract: '' };
  const calls: unknown[][] = [];
  const removed: string[] = [];
  const surface: BrowserDraftSurface = {
    sections: () => [
      { key: 'title', heading: 'Title' },
      { key: 'claims', heading: 'Claims' },
      { key: 'abstract', heading: 'Abstract' },
    ],
    resolve: ({ heading }) =>
      ['Title', 'Claims', 'Abstract'].includes(heading) ? heading.toLowerCase() : null,
    text: (key) => text[key]!,
    replace: (key, value) => {
      text[key] = value;
      calls.push(['replace', key, value]);
    },
    select: (key, range) => calls.push(['select', key, range]),
    highlight: (key, mark) => {
      calls.push(['highlight', key, mark.id]);
      return () => removed.push(mark.id);
    },
    selection: () => 'A valve',
  };
  return { surface, text, calls, removed };
}

describe('the browser DraftTarget', () => {
  it('reads the document as headed sections, skipping empty ones', async () => {
    const target = createBrowserDraftTarget(fakeSurface().surface);
    expect(target.kind).toBe('browser');
    expect(await target.readDocumentText()).toBe('TITLE\n\nValve\n\nCLAIMS\n\n1. A valve.');
    expect(await target.readSelection()).toBe('A valve');
  });

  it('replaces a section, selects a range and marks a finding by heading', async () => {
    const { surface, calls, removed } = fakeSurface();
    const target = createBrowserDraftTarget(surface);
    await target.upsertSection({ heading: 'Abstract' }, 'A valve for gardens.');
    await target.selectRange({ heading: 'Claims' }, { start: 3, end: 10 });
    const mark: FindingMark = {
      id: 'f1',
      section: { heading: 'Claims' },
      range: { start: 3, end: 10 },
      severity: 'warning',
      message: 'm',
    };
    const remove = await target.highlightFinding(mark);
    await remove();
    expect(calls).toEqual([
      ['replace', 'abstract', 'A valve for gardens.'],
      ['select', 'claims', { start: 3, end: 10 }],
      ['highlight', 'claims', 'f1'],
    ]);
    expect(removed).toEqual(['f1']);
  });

  it('refuses a heading the draft does not have', async () => {
    const target = createBrowserDraftTarget(fakeSurface().surface);
    await expect(
      target.selectRange({ heading: 'Sequence listing' }, { start: 0, end: 1 }),
    ).rejects.toThrow('This draft has no section "Sequence listing".');
  });
});
