import { analyzeDraft } from '../../../src/core/patent';

// The wind-driven power station of US07156037B2 (tune half), shortened: its tower is a drawn part.
const detailed =
  'The power station 1 comprises a tower 2 floating upright in the water and a windmill 3 on an ' +
  'upper part of the tower 2. An anchor rod 4 connects a lower part of the tower 2 to a bottom ' +
  'anchor 5 on the sea bed, and a joint 6 lets the tower 2 tilt. The tower 2 may be made of steel ' +
  'or concrete, and a ballast room 7 in the tower 2 is filled with water. A movable hatch 8 closes ' +
  'the ballast room 7. '.repeat(2);
const unsupported = (elements: string) =>
  analyzeDraft({
    detailed,
    claims: `1. A wind-driven power station, comprising:\n${elements}\n`,
  })
    .findings.filter((f) => f.rule === 'support/term')
    .map((f) => f.message);

describe('support/term: a modifier of a listed element that the description never uses', () => {
  it('flags a material or a placeholder name the description lacks (corpus F tune)', () => {
    expect(unsupported('  a ceramic tower;\n  a windmill on the tower; and\n  a joint.')).toEqual([
      expect.stringContaining('"ceramic"'),
    ]);
    expect(
      unsupported(
        '  a tower;\n  a windmill on the tower; and\n  a joint, further comprising a Peltier element.',
      ),
    ).toEqual([expect.stringContaining('"Peltier"')]);
  });

  it('stays silent on words the description says in another form, and off the element list', () => {
    for (const silent of [
      '  a steel tower;\n  a windmill on the tower; and\n  a joint.',
      // "moveable" for the description’s "movable".
      '  a tower having a ballast room;\n  a moveable hatch; and\n  a joint.',
      // A modifier inside a relation, not an element's name.
      '  a tower;\n  a windmill on a peripheral part of the tower; and\n  a joint.',
      // What a placeholder does is read under 35 USC 112(f), against its structure.
      '  a tower;\n  a windmill; and\n  a pivoting member.',
    ])
      expect(unsupported(silent)).toEqual([]);
  });
});
