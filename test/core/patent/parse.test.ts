import { parseDraft, parseClaimRefs } from '../../../src/core/patent';

const draft = [
  'Lever assembly for a door',
  '',
  'CROSS-REFERENCE TO RELATED APPLICATIONS',
  '[0001] None.',
  '',
  'Brief Description of the Drawings',
  '[0002] FIG. 1 is a view of the lever assembly.',
  '[0003] FIGS. 2A and 2B are sections.',
  '',
  'DETAILED DESCRIPTION',
  '[0004] Referring to FIG. 1, a lever 10 is mounted on a base 12. The valves 14a, 14b and 14c open.',
  '',
  'What is claimed is:',
  '1. A lever assembly comprising:',
  '  a base;',
  '  a lever mounted on the base; and',
  '  a spring biasing the lever.',
  '2) The lever assembly of claim 1, wherein the spring is a coil spring.',
  '3. (canceled)',
  '4. The lever assembly as claimed in any one of claims 1 to 3, wherein the lever is red.',
  '',
  'Abstract',
  'A lever assembly has a base and a lever.',
].join('\r\n');

describe('parseDraft from text', () => {
  const m = parseDraft(draft);

  it('finds the title and the sections by their headings', () => {
    expect(m.title).toBe('Lever assembly for a door');
    expect(m.sections.map((s) => s.id)).toEqual([
      'title',
      'crossReference',
      'drawings',
      'detailed',
      'claims',
      'abstract',
    ]);
    const d = m.sections.find((s) => s.kind === 'drawings')!;
    expect(d.paragraphs.map((p) => p.number)).toEqual(['0002', '0003']);
    expect(m.text.slice(d.start, d.end)).toBe(d.text);
  });

  it('splits claims with numbers, canceled stubs, parents and categories', () => {
    expect(
      m.claims.map((c) => [c.number, c.canceled, c.parents, c.independent, c.category]),
    ).toEqual([
      [1, false, [], true, 'apparatus'],
      [2, false, [1], false, 'apparatus'],
      [3, true, [], true, 'unknown'],
      [4, false, [1, 2, 3], false, 'apparatus'],
    ]);
    const c1 = m.claims[0]!;
    expect(c1.preamble.text).toBe('A lever assembly');
    expect(c1.transition?.text).toBe('comprising');
    expect(c1.elements.map((e) => e.text)).toEqual([
      'a base',
      'a lever mounted on the base',
      'a spring biasing the lever',
    ]);
    const sec = m.sections.find((s) => s.kind === 'claims')!;
    for (const e of c1.elements) expect(sec.text.slice(e.start, e.end)).toBe(e.text);
  });

  it('reads no transition inside a hyphenated word ("water-containing", "self-including")', () => {
    const claims = parseDraft({
      claims:
        '1. A water-containing gel comprising a salt and a thickener.\n\n2. A self-including kit having a lid.',
    }).claims;
    expect(claims.map((c) => [c.preamble.text, c.transition?.text])).toEqual([
      ['A water-containing gel', 'comprising'],
      ['A self-including kit', 'having'],
    ]);
  });

  it('collects numerals with their names and the listed figures', () => {
    expect(m.numerals.map((n) => `${n.name}=${n.numeral}`)).toEqual([
      'lever=10',
      'base=12',
      'valves=14a',
      'valves=14b',
      'valves=14c',
    ]);
    expect(m.figures.filter((f) => f.listed).map((f) => f.figure)).toEqual(['1', '2A', '2B']);
  });
});

describe('parseClaimRefs wordings', () => {
  const cases: Array<[string, number, string, number[], number[]]> = [
    ['The method of claim 1, wherein', 2, 'single', [1], [1]],
    ['The method of claim 1 or 2, wherein', 3, 'alternative', [1, 2], [1, 2]],
    ['as claimed in any one of claims 1 to 3', 4, 'alternative', [1], [1, 2, 3]],
    ['according to any preceding claim', 4, 'preceding', [], [1, 2, 3]],
    ['as claimed in claim 4', 5, 'single', [4], [4]],
    ['according to claim 1', 2, 'single', [1], [1]],
    ['The gadget of claims 1 and 2', 3, 'cumulative', [1, 2], [1, 2]],
    // "each of" names every listed claim at once: still cumulative (MPEP 608.01(n)).
    ['The gadget of each of claims 1 and 2', 3, 'cumulative', [1, 2], [1, 2]],
    ['according to each one of claims 1 to 3', 4, 'cumulative', [1], [1, 2, 3]],
    ['of any one of claims 1 and 13-15', 16, 'alternative', [1, 13], [1, 13, 14, 15]],
    ['The method of the preceding claim', 5, 'single', [], [4]],
    ['of claims 1 and 2 to 3 and 90-0% by weight', 4, 'cumulative', [1, 2], [1, 2, 3]],
  ];
  it.each(cases)('%s', (text, own, mode, cited, claims) => {
    const [r] = parseClaimRefs(text, own);
    expect(r).toMatchObject({ mode, cited, claims });
  });
});

describe('parseDraft from sections', () => {
  it('builds the text with default headings and keeps offsets', () => {
    const m = parseDraft({
      title: 'Widget',
      claims: '1. A widget comprising a part.',
      abstract: 'A widget.',
    });
    expect(m.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['title', 'TITLE'],
      ['claims', 'What is claimed is:'],
      ['abstract', 'ABSTRACT'],
    ]);
    const c = m.sections[1]!;
    expect(m.text.slice(c.start, c.end)).toBe('1. A widget comprising a part.');
    expect(m.claims).toHaveLength(1);
  });

  it('treats a bare numbered list as claims', () => {
    const m = parseDraft(
      '1. A cup comprising a handle.\n2. The cup of claim 1, wherein the handle is round.',
    );
    expect(m.claims.map((c) => c.parents)).toEqual([[], [1]]);
  });
});
