import { describedWarnings } from './findings-support';

/** Numeral warnings (info notes left out) of a description as "rule numeral" lines. */
const warnings = (detailed: string) =>
  describedWarnings(detailed, /^numerals\/(?:name-conflict|typo)$/);

// Slips an outsider injects into a real description: one mention's name replaced by a name the
// draft never uses (another document's part), or one numeral's digits swapped.
describe('numerals/name-conflict: a name whose qualifier the draft never uses', () => {
  const laser =
    'The laser 200 has an active layer 240 between two mirrors 230, 250. The active layer 240 ' +
    'emits light. The lower mirror 230 is arranged under the active layer 240. The active ' +
    'layer 240 is thin, and the upper mirror 250 lies on the active layer 240. ';

  it('warns on a generic head qualified by a noun found nowhere else', () => {
    expect(warnings(laser + 'Current flows into the throttle body 240 from the contact.')).toEqual([
      'numerals/name-conflict 240',
    ]);
  });

  it('stays silent on the part worded with an adjective or a word the draft uses', () => {
    expect(warnings(laser + 'Current flows into the thin body 240 from the contact.')).toEqual([]);
    expect(
      warnings(laser + 'Current flows into the cylindrical body 240 from the contact.'),
    ).toEqual([]);
    expect(warnings(laser + 'Current flows into the emitting body 240 from the contact.')).toEqual(
      [],
    );
    expect(warnings(laser + 'Current flows into the mirror body 240 from the contact.')).toEqual(
      [],
    );
  });
});

describe("numerals/name-conflict: another numeral's name of the same kind, its digits a slip", () => {
  const meter =
    'The meter has a ground circuit 10, a power supply circuit 30 and a switch circuit 40. ' +
    'The power supply circuit 30 feeds the switch circuit 40. The switch circuit 40 opens. ' +
    'The power supply circuit 30 stops. ';

  it('warns on the other circuit under this numeral', () => {
    expect(warnings(meter + 'The power supply circuit 40 then restarts.')).toEqual([
      'numerals/name-conflict 40',
    ]);
  });

  it("stays silent on a shortening of the numeral's own longer name", () => {
    const own = meter.replace(/switch circuit 40/g, 'power switch circuit 40');
    expect(warnings(own + 'The switch circuit 40 then restarts.')).toEqual([]);
    const longer =
      'The heart has a first partitioning device 30 and a second alternative partitioning ' +
      'device 50. The second partitioning device 30 is small. The second partitioning device ' +
      '30 is light. The second alternative partitioning device 50 is large. The second ' +
      'alternative partitioning device 50 holds. ';
    expect(warnings(longer + 'The second partitioning device 50 is secured.')).toEqual([]);
  });

  it('stays silent where the digits are no slip of the other numeral', () => {
    const far = meter.replace(/power supply circuit 30/g, 'power supply circuit 77');
    expect(warnings(far + 'The power supply circuit 40 then restarts.')).toEqual([]);
  });
});

describe('numerals/typo: slips the typo rule used to pass over', () => {
  const hitch =
    'The tractor 100 has a hitch 110 and an apparatus 200. The apparatus 200 mounts to the ' +
    'hitch 110. The hitch 110 lifts the apparatus 200. The apparatus 200 has an elastic body ' +
    '14 and a first elastic body 16. The first elastic body 16 is soft. The first elastic ' +
    'body 16 bends. ';

  it('reads a bare generic name that one numeral owns', () => {
    expect(warnings(hitch + 'The hitch 110 may raise the apparatus 199 off the ground.')).toEqual([
      'numerals/typo 199',
    ]);
  });

  it('reads an ordinal name that another numeral is given word for word', () => {
    expect(warnings(hitch + 'When loaded, the first elastic body 166 is deformed.')).toEqual([
      'numerals/typo 166',
    ]);
  });

  it('reads no ordinal of the sentence before, nor a verb before the name', () => {
    expect(warnings(hitch + 'It is the first hitch 110. Apparatus 199 is lifted.')).toEqual([
      'numerals/typo 199',
    ]);
    expect(warnings(hitch + 'It is held, using apparatus 199 on the hitch 110.')).toEqual([
      'numerals/typo 199',
    ]);
  });

  it('counts no title of the statutes as a use of the digits', () => {
    const lens =
      'This application claims priority under 43 U.S.C. 119. The printer has a collimator ' +
      'lens 32 and an imaging lens 34. The imaging lens 34 focuses the beam. The imaging lens ' +
      '34 is fixed. ';
    expect(warnings(lens + 'The beam passes the imaging lens 43 again.')).toEqual([
      'numerals/typo 43',
    ]);
    expect(
      warnings(lens.replace('43 U.S.C.', '43 mm') + 'The beam passes the imaging lens 43 again.'),
    ).toEqual([]);
  });

  it('stays silent on a bare generic name several numerals carry', () => {
    const elements =
      'The unit has an element 410 and an element 420. The element 410 detects. The element ' +
      '410 stops. The element 420 runs. The element 420 waits. ';
    expect(warnings(elements + 'Then the element 409 detects a conflict.')).toEqual([]);
  });
});

describe('numerals/name-conflict: the prior art as a measure is no prior-art passage', () => {
  const connector =
    'The connector 1 has a fixed portion 62 and a curved portion 74. The curved portion 74 ' +
    'folds inward.\n\nBy providing the curved portion 74, floating is ensured.\n\n';

  it('warns on a new name in a paragraph that compares the invention with the prior art', () => {
    expect(
      warnings(
        connector +
          'The fixed portion 62 has a retaining clip 74 which is folded inwardly. This saves ' +
          '3 mm more than those of the prior art.',
      ),
    ).toEqual(['numerals/name-conflict 74']);
  });

  it('stays silent on it in a paragraph that describes the prior art', () => {
    expect(
      warnings(
        connector +
          'In the prior art, the fixed portion 62 has a retaining clip 74 which is folded ' +
          'inwardly.',
      ),
    ).toEqual([]);
  });
});
