import { describedFlags } from './findings-support';

/** Name-conflict findings of a description as "severity rule text" lines. */
const flags = (detailed: string) => describedFlags(detailed, /^numerals\/name-conflict$/);

// An attorney reads a shortening of a part's name as that part: "print engine 760" for the
// print engine controller 760, "sprocket 120" for the sprocket portion 120.
describe("numerals/name-conflict: a shortening of the numeral's own name is that part", () => {
  const controller =
    'The print engine controller 760 drives the head 770. The print engine controller 760 is ' +
    'fast. The print engine controller 760 stops. The head 770 prints. The head 770 is wide. ';

  it('stays silent on the leading words of the name ("print engine 760")', () => {
    expect(flags(controller + 'The print engine 760 then waits.')).toEqual([]);
  });

  it('stays silent on a generic head, a plural or a possessive of the name', () => {
    expect(flags(controller + 'The controller 760 then waits.')).toEqual([]);
    expect(flags(controller + 'The controllers 760 then wait.')).toEqual([]);
    expect(flags(controller + "The print engine controller's 760 clock stops.")).toEqual([]);
  });

  it('only notes a shortening that is also another part\'s name ("print engine 700")', () => {
    const engine =
      'The print engine 700 holds the print engine controller 760. The print engine 700 is big. ' +
      'The print engine 700 prints. The print engine controller 760 is fast. The print engine ' +
      'controller 760 stops. ';
    expect(flags(engine + 'The print engine 760 then waits.')).toEqual([
      'info numerals/name-conflict 760',
    ]);
    const sprocket =
      'The sprocket 100 turns the chain 110. The sprocket 100 is steel. The sprocket portion 120 ' +
      'of the hub meshes. The sprocket portion 120 is cast. ';
    expect(flags(sprocket + 'The sprocket 120 then turns.')).toEqual([
      'info numerals/name-conflict 120',
    ]);
  });

  it("still warns on another part's name that is no shortening of this numeral's name", () => {
    const sprocket =
      'The sprocket 100 turns the chain 110. The sprocket 100 is steel. The hub portion 120 ' +
      'meshes. The hub portion 120 is cast. The chain 110 runs. The chain 110 is long. ';
    expect(flags(sprocket + 'The chain 120 then turns.')).toEqual([
      'warning numerals/name-conflict 120',
    ]);
  });

  it('still warns on a name the draft has nowhere else ("flux capacitor 12")', () => {
    const lever =
      'The lever 12 pivots on the pin 14 of the frame 10. The lever 12 is made of steel. ' +
      'When the lever 12 turns, the pin 14 holds it and the frame 10 carries both. ';
    expect(flags(lever + 'The flux capacitor 12 then returns.')).toEqual([
      'warning numerals/name-conflict 12',
    ]);
  });
});

describe('numerals/name-conflict: a prior-art paragraph numbers its figure on its own', () => {
  const lever =
    'The lever 12 pivots on the pin 14 of the frame 10. The lever 12 is made of steel. ' +
    'When the lever 12 turns, the pin 14 holds it and the frame 10 carries both.\n';

  it('only notes a second name in a paragraph on the prior art', () => {
    expect(
      flags(lever + 'FIG. 9 shows a conventional latch. Its grommet 12 wears out quickly.'),
    ).toEqual(['info numerals/name-conflict 12']);
    // The same paragraph without the prior art is the invention's: a warning.
    expect(flags(lever + 'FIG. 9 shows the latch. Its grommet 12 wears out quickly.')).toEqual([
      'warning numerals/name-conflict 12',
    ]);
    // "conventional" of a means the invention uses says nothing of the prior art.
    expect(
      flags(lever + 'A conventional separator may be used. Its grommet 12 wears out quickly.'),
    ).toEqual(['warning numerals/name-conflict 12']);
  });
});

describe('numerals/name-conflict: a gloss the draft gives in parentheses is its own synonym', () => {
  const section =
    'The inclined section 520 tilts the layer 400. The inclined section 520 is sloped. The ' +
    'inclined surface 520 faces the layer 400. The inclined surface 520 is smooth. ';

  it('stays silent on a name the draft glosses ("the inclined surface (projection) 520")', () => {
    const glossed = section + 'Here the inclined surface (projection) 520 bends the light. ';
    expect(flags(glossed + 'The projection 520 is small.')).toEqual([]);
    // Remarks in parentheses are no glosses: "(which is a projection)".
    const remark = section + 'Here the inclined surface (which is a projection) bends the light. ';
    expect(flags(remark + 'The projection 520 is small.')).toEqual([
      'warning numerals/name-conflict 520',
    ]);
  });

  it('only notes a name the draft glosses elsewhere, not before this numeral', () => {
    const elsewhere = section + 'Each such surface (projection) is smooth. ';
    expect(flags(elsewhere + 'The projection 520 is small.')).toEqual([
      'info numerals/name-conflict 520',
    ]);
  });

  it("still flags a name no gloss ties to the numeral's names", () => {
    const other = section + 'Here the lens (projection) bends the light. ';
    expect(flags(other + 'The projection 520 is small.')).toEqual([
      'warning numerals/name-conflict 520',
    ]);
  });
});

describe('numerals/name-conflict: the numeral of the word before "of"', () => {
  const region =
    'The sheath 164 covers the balloon 124 except at a region 166. The region 166 is open. ' +
    'The region 166 lies over the guidewire lumen 136. ';

  it('reads "the area of lumen 166" as the area (region) 166, not a lumen 166', () => {
    expect(flags(region + 'A tube can be inserted in the area of lumen 166.')).toEqual([]);
  });

  it('still notes "the lumen 166" and "the wall of lumen 166"', () => {
    expect(flags(region + 'A tube can be inserted in the lumen 166.')).toEqual([
      'info numerals/name-conflict 166',
    ]);
    expect(flags(region + 'A tube can be inserted at the wall of lumen 166.')).toEqual([
      'info numerals/name-conflict 166',
    ]);
  });
});
