import { parseDraft } from '../../../../src/core/patent';
import { draftFigures } from '../../../../src/core/patent/draft-checks';
import {
  drawFigures,
  numeralsFromDescription,
  type FigureSet,
} from '../../../../src/core/patent/figures';
import * as sheets from '../../../../src/core/patent/figures/sheets';
import { loadCorpus, type PatentDoc } from '../corpus';

/** The dev patents with a description, each with its first claim. */
const docs = loadCorpus('dev')
  .filter((d): d is PatentDoc & { description: string } => !!d.description)
  .map((d) => ({ id: d.id, claim: d.claims.split(/\n\n+/)[0]!, description: d.description }));

/**
 * `draftFigures` for a description as it was: the figures drawn, then drawn again with the
 * numerals the description gives the parts of the first drawing.
 */
function twoPasses(claims: string, description: string): FigureSet {
  const parsed = parseDraft({ claims }).claims;
  const first = drawFigures(parsed, { page: 'letter' });
  const seeds = numeralsFromDescription(description)?.(first.numerals);
  return seeds
    ? drawFigures(parsed, { page: 'letter', numerals: seeds.numerals, avoid: seeds.avoid })
    : first;
}

const numbering = (set: FigureSet) => set.numerals.map((e) => `${e.name} ${e.numeral}`).join('; ');

describe('figures drawn for a description, in one pass', () => {
  it('come out as drawing twice did, on the first claim of every dev patent', () => {
    let seeded = 0;
    for (const d of docs) {
      const set = draftFigures(d.claim, [], d.description);
      expect({ id: d.id, set }).toEqual({ id: d.id, set: twoPasses(d.claim, d.description) });
      if (numbering(set) !== numbering(draftFigures(d.claim))) seeded++;
    }
    expect(docs.length).toBeGreaterThan(200);
    // The description's numerals change most drawings: a seeding that did nothing would pass above.
    expect(seeded).toBeGreaterThan(100);
  });

  it('lay each figure out once', () => {
    const layouts = jest.spyOn(sheets, 'layoutSheets');
    try {
      let figures = 0;
      for (const d of docs.slice(0, 40)) {
        const set = draftFigures(d.claim, [], d.description);
        figures += set.figures.length;
      }
      expect(figures).toBeGreaterThan(30);
      expect(layouts).toHaveBeenCalledTimes(figures);
    } finally {
      layouts.mockRestore();
    }
  });

  it('draw both passes where the second leaves parts out to fit, as drawing twice did', () => {
    // A medium claim whose block diagram drops its blocks' parts (one instruction each step) to
    // fit: the first drawing dropped them too, so the description's numeral for one is not kept.
    const doc = loadCorpus('dev').find((d) => d.id === 'US07315742B2')!;
    const claim = doc.claims.split(/\n\n+/).find((c) => c.startsWith('21. '))!;
    const description = `${doc.description!}\n\nThe instructions for detecting the mobile network 160 run on the processor.`;
    const set = draftFigures(claim, [], description);
    expect(set.figures[0]!.notes).toContain(
      'Parts inside blocks were left out so the figure fits its sheets.',
    );
    expect(set).toEqual(twoPasses(claim, description));
    const parts = set.figures[0]!.spec.nodes.flatMap((n) => n.parts);
    expect(
      parts.find((p) => p.name === 'instructions for detecting the mobile network')?.numeral,
    ).not.toBe('160');
  });
});
