import { analyzeDraft } from '../../../src/core/patent';

/** Figure findings of a draft pasted as one text, as "rule figure" lines. */
const figureFlags = (text: string) => {
  const a = analyzeDraft(text);
  const byId = new Map(a.model.sections.map((s) => [s.id, s.text]));
  return a.findings
    .filter((f) => f.rule.startsWith('numerals/figure'))
    .map((f) => `${f.rule} ${byId.get(f.section)!.slice(f.start, f.end)}`);
};

const draft = (heading: string, figure: string) =>
  [
    'Videoconference set-up',
    '',
    'BRIEF DESCRIPTION OF THE DRAWINGS',
    '',
    '[0047] FIG. 1 is a flowchart of a method.',
    '',
    '[0048] FIG. 2 is a diagram of a device.',
    '',
    heading,
    '',
    `[0052] FIG. 1 is a flowchart of one implementation of the method, as shown in ${figure}. The`,
    'device of FIG. 2 sends the address.',
    '',
    'CLAIMS',
    'What is claimed is:',
    '',
    '1. A method comprising sending an address.',
    '',
  ].join('\n');

describe('numerals/figure-missing after a "MORE DETAILED DESCRIPTION" heading', () => {
  it('reads the heading as the detailed description, not more of the brief description', () => {
    expect(figureFlags(draft('MORE DETAILED DESCRIPTION', 'FIG. 8'))).toEqual([
      'numerals/figure-missing 8',
    ]);
    expect(figureFlags(draft('DETAILED DESCRIPTION', 'FIG. 8'))).toEqual([
      'numerals/figure-missing 8',
    ]);
  });

  it('stays silent on a listed figure', () => {
    expect(figureFlags(draft('MORE DETAILED DESCRIPTION', 'FIG. 2'))).toEqual([]);
  });
});

// US11554716B1 lists "FIGS. 5A-D illustrate the different variants …" and then turns to FIG. 5B.
describe('numerals/figure-missing: a lettered range ending on its letter alone', () => {
  const lettered = (listed: string, used: string) =>
    draft('DETAILED DESCRIPTION', used).replace(
      'FIG. 2 is a diagram of a device.',
      `FIG. 2 is a diagram of a device.\n\n[0049] ${listed} illustrate the different variants.`,
    );

  it('reads "FIGS. 5A-D" as listing 5A, 5B, 5C and 5D', () => {
    expect(figureFlags(lettered('FIGS. 5A-D', 'FIG. 5C'))).toEqual([]);
    expect(figureFlags(lettered('FIGS. 5A–D', 'FIG. 5D'))).toEqual([]);
  });

  it('still flags a view past the range ("FIG. 5E")', () => {
    expect(figureFlags(lettered('FIGS. 5A-D', 'FIG. 5E'))).toEqual(['numerals/figure-missing 5E']);
  });
});

// US06982926B2 lists "FIG. 4 shows an embodiment of a cable …" and "FIG. 4A shows an alternative
// embodiment of the cable of FIG. 4": its views one by one, so a "FIG. 4B" is not among them.
describe('numerals/figure-missing: a view of a figure whose views the list numbers', () => {
  const views = (used: string) =>
    draft('DETAILED DESCRIPTION', used).replace(
      'FIG. 2 is a diagram of a device.',
      'FIG. 2 is a diagram of a device.\n\n[0049] FIG. 2A shows an alternative embodiment of ' +
        'the device of FIG. 2.',
    );

  it('flags "FIG. 2B" when "FIG. 2" and "FIG. 2A" are listed', () => {
    expect(figureFlags(views('FIG. 2B'))).toEqual(['numerals/figure-missing 2B']);
  });

  it('stays silent on the listed views', () => {
    expect(figureFlags(views('FIG. 2A'))).toEqual([]);
  });
});

// 37 CFR 1.74: the brief description describes each view. US07862706B2 lists "FIG. 2" and then
// describes "FIG. 2A shows a collection of impoundments … FIG. 2B illustrates a single one".
describe('numerals/figure-missing: lettered views of a figure the list names bare', () => {
  it('flags the first such view of each figure once', () => {
    const text = draft('DETAILED DESCRIPTION', 'FIG. 1A').replace(
      'The\ndevice of FIG. 2',
      'FIG. 1B and FIG. 2A follow. The\ndevice of FIG. 2',
    );
    expect(figureFlags(text)).toEqual(['numerals/figure-missing 1A', 'numerals/figure-missing 2A']);
  });
});
