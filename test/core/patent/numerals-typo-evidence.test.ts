import { describedFlags } from './findings-support';

/** Typo findings of a description as "severity rule text" lines. */
const flags = (detailed: string, claims?: string) =>
  describedFlags(detailed, /^numerals\/typo$/, claims);

// A typo is a warning only on strong evidence: the digits stand nowhere else, no range of like
// parts covers them, and they are not a prior-art figure's numbering. Otherwise a note.
const rail =
  'The rail 12 carries the slide 30. The rail 12 is steel. The slide 30 runs on the rail 12. ' +
  'The slide 30 stops at the end of the rail 12.\n';

describe('numerals/typo: a swap whose digits are unused elsewhere is a warning', () => {
  it('warns on "the rail 21" once where the rail is 12', () => {
    expect(flags(rail + 'Then the rail 21 is cleaned.')).toEqual(['warning numerals/typo 21']);
  });
});

describe('numerals/typo: weak evidence is an info note', () => {
  it('notes a step whose digits are also a figure number ("FIG. 13")', () => {
    expect(flags(rail + 'Then the rail 13 is cleaned.')).toEqual(['warning numerals/typo 13']);
    expect(flags(rail + 'Then the rail 13 is cleaned, as FIG. 13 shows.')).toEqual([
      'info numerals/typo 13',
    ]);
    // A swap is no numbering anyone chooses: a figure of those digits leaves it a warning.
    expect(flags(rail + 'Then the rail 21 is cleaned, as FIG. 21 shows.')).toEqual([
      'warning numerals/typo 21',
    ]);
  });

  it("notes a step whose digits are also a claim's number", () => {
    const claims =
      '1. A device comprising a rail.\n\n13. The device of claim 1, wherein the rail is steel.';
    expect(flags(rail + 'Then the rail 13 is cleaned.', claims)).toEqual(['info numerals/typo 13']);
  });

  it('notes a numeral inside a range of like parts ("rails 11-14")', () => {
    const rails = rail + 'The rails 11-14 are alike. ';
    expect(flags(rails + 'Then the rail 13 near the slide 30 is cleaned.')).toEqual([
      'info numerals/typo 13',
    ]);
    // A range of other parts says nothing of the rail.
    expect(
      flags(rail + 'The posts 11-14 are alike. Then the rail 13 near the slide 30 is cleaned.'),
    ).toEqual(['warning numerals/typo 13']);
  });

  it("notes a numeral of a prior-art passage where the other numeral's part is the invention's", () => {
    const prior =
      rail + 'FIG. 9 shows a conventional clamp. The rail 21 of the conventional clamp is bent.';
    expect(flags(prior)).toEqual(['info numerals/typo 21']);
  });

  it('stays silent on digits a sub-numbered series uses ("arm 21-1")', () => {
    expect(flags(rail + 'The arms 21-1 and 21-2 hold it. Then the rail 21 is cleaned.')).toEqual(
      [],
    );
  });

  it('stays silent on digits a lettered or primed series uses ("rail 21a", "rail 21\'")', () => {
    expect(flags(rail + 'The rail 21a bends. Then the rail 21 is cleaned.')).toEqual([]);
    expect(flags(rail + "The rail 21' bends. Then the rail 21 is cleaned.")).toEqual([]);
  });

  it('stays silent on digits a column or a unit uses ("column 21", "21 mm")', () => {
    expect(flags(rail + 'See column 21 of the patent. Then the rail 21 is cleaned.')).toEqual([]);
    expect(flags(rail + 'The gap is 21 mm. Then the rail 21 is cleaned.')).toEqual([]);
  });

  it('stays silent on digits a step number uses ("step S21")', () => {
    expect(flags(rail + 'In step S21 the rail 21 is cleaned.')).toEqual([]);
  });
});
