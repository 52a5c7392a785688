import { draftFigures } from '../../../../src/core/patent/draft-checks';

const claims = [
  '1. A hydraulic disc brake, comprising:',
  '  a caliper;',
  '  a piston;',
  '  a pad carried by the piston;',
  '  a rotor fixed to a wheel hub; and',
  '  a ratchet ring engaging a pawl on the piston.',
].join('\n');

// A description written without our figures (the disclosure-first engine, or the attorney's own),
// in its own numbering: the drawings must use it.
const description =
  'A hydraulic disc brake 300 includes a caliper 302 and a piston 304. A pad 306 is carried by ' +
  'the piston 304, and a rotor 308 is fixed to a wheel hub 312. A ratchet ring 310 engages a ' +
  'pawl 316 on the piston 304. The caliper 302 is cast.';

const numbered = (set: ReturnType<typeof draftFigures>) =>
  Object.fromEntries(set.numerals.map((e) => [e.name, e.numeral]));

describe('figures drawn for a description written without them', () => {
  it('give each part the numeral the description gives it', () => {
    expect(numbered(draftFigures(claims, [], description))).toEqual({
      'hydraulic disc brake': '300',
      caliper: '302',
      piston: '304',
      pad: '306',
      rotor: '308',
      'ratchet ring': '310',
    });
  });

  it('never draw a part with a numeral the description gives another part', () => {
    const text = 'The caliper 102 holds a wheel hub 104 and a pawl 106. The caliper 102 is cast.';
    const set = draftFigures(claims, [], text);
    const drawn = numbered(set);
    expect(drawn.caliper).toBe('102');
    for (const [name, numeral] of Object.entries(drawn))
      if (name !== 'caliper') expect(['102', '104', '106']).not.toContain(numeral);
  });

  it('keep the numbering of their own when there is no description, or numerals are kept', () => {
    const fresh = numbered(draftFigures(claims));
    expect(fresh.caliper).toBe('102');
    const kept = draftFigures(claims, [{ claim: 1, name: 'caliper', numeral: '150' }], description);
    expect(numbered(kept).caliper).toBe('150');
  });
});
