import { analyzeDraft } from '../../../src/core/patent';

/** Numeral warnings (info notes left out) of a draft as "rule text" lines. */
const warnings = (draft: { background?: string; detailed: string }) => {
  const a = analyzeDraft({ ...draft, claims: '1. A device comprising a lever.' });
  const text = new Map(a.model.sections.map((s) => [s.id, s.text]));
  return a.findings
    .filter((f) => /^numerals\/(?:name-conflict|typo)$/.test(f.rule) && f.severity !== 'info')
    .map((f) => `${f.rule} ${text.get(f.section)!.slice(f.start, f.end)}`);
};

// Wording of granted tune-half documents (US08420016B2, US07472552B2, US06837124B2).
const chemistry =
  'Chemistry housing 470 includes two separate compartments 482, 484. Compartment 482 is ' +
  'dimensioned to receive a chemistry-holding device 430. Compartment 484 is dimensioned to ' +
  'receive a container of builder material to react with the chemical reagent in ';

describe('numerals/name-conflict: a second name of the same kind is a wording', () => {
  it('stays silent on "receptacle 482" for compartment 482', () => {
    expect(warnings({ detailed: chemistry + 'receptacle 482. The lid 420 closes.' })).toEqual([]);
  });

  it('warns on a word of the same kind that numbers a part of its own', () => {
    const reservoir = 'The reservoir 490 holds water. The reservoir 490 is filled. ';
    expect(
      warnings({ detailed: reservoir + chemistry + 'reservoir 482. The lid 420 closes.' }),
    ).toEqual(['numerals/name-conflict 482']);
  });

  it('warns on a noun of another kind under the numeral', () => {
    expect(warnings({ detailed: chemistry + 'grommet 482. The lid 420 closes.' })).toEqual([
      'numerals/name-conflict 482',
    ]);
  });

  const plates =
    'Partition plates 64 are provided in the housing portions 62a and 62b. The partition plates ' +
    '64 partition the housing portions to form a flow passage 64f. Mounting ribs 65 are formed ' +
    'on the partition plate 64. The inlet 72 lets the ';

  it('stays silent on "flow passage 64" where the flow passage is 64f', () => {
    expect(
      warnings({ detailed: plates + 'flow passage 64 communicate with the outside.' }),
    ).toEqual([]);
  });

  it('warns on a name no variant of the numeral carries', () => {
    expect(
      warnings({ detailed: plates + 'cam follower 64 communicate with the outside.' }),
    ).toEqual(['numerals/name-conflict 64']);
  });

  it('leaves the numbering of prior-art figures in the background to itself', () => {
    const detailed =
      'The lever 12 pivots on the pin 14. The lever 12 is steel. The lever 12 turns the pin 14.';
    expect(
      warnings({ background: 'In FIG. 9, a known clamp 12 grips the rail 11.', detailed }),
    ).toEqual([]);
    expect(warnings({ detailed: detailed + ' The grommet 12 then returns.' })).toEqual([
      'numerals/name-conflict 12',
    ]);
  });
});

describe('numerals/typo: a key struck twice', () => {
  const first =
    'The rod base 10 has a guide hole 11 bored through it. A positioning slot 13 is flush with ' +
    'the guide hole 11. The bearing 21 matches the guide hole 11 of the rod base 10. The ' +
    'positioning slot 13 holds the bearing 21. ';

  it('flags "guide hole 111" for the guide hole 11', () => {
    expect(
      warnings({ detailed: first + 'The hole base 22 conforms to the guide hole 111.' }),
    ).toEqual(['numerals/typo 111']);
  });
});

describe('numerals: a portion named with its whole, and a slip inside a repeated list', () => {
  const housing =
    'The housing 12 holds the motor 14. The housing 12 is cast. The housing 12 is sealed. ' +
    'The motor 14 turns the shaft 16. The motor 14 is electric. ';

  it('stays silent on "the top wall 12 of the housing" for housing 12', () => {
    expect(warnings({ detailed: housing + 'The top wall 12 of the housing is closed.' })).toEqual(
      [],
    );
    expect(warnings({ detailed: housing + 'The top wall 12 of the rotor is closed.' })).toEqual([
      'numerals/name-conflict 12',
    ]);
  });

  // After a tune-half connector patent: each part numbered for two embodiments at once.
  const connector =
    'A connector 10, 40 includes contacts 14, 44 each fixed to a carrier 12, 42. The carrier 12, ' +
    '42 holds the contacts 14, 44. A housing 16, 46 surrounds the carrier 12, 42. ';

  it('flags "the carrier 13, 42" where the carrier is "12, 42" everywhere else', () => {
    expect(warnings({ detailed: connector + 'The carrier 13, 42 is molded.' })).toEqual([
      'numerals/typo 13',
    ]);
  });

  it('stays silent on a list of like parts ("the carriers 13, 15")', () => {
    expect(warnings({ detailed: connector + 'The carriers 13, 15 are molded.' })).toEqual([]);
  });
});
