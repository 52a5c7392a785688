import { claimRules } from './findings-support';

/** Every finding's rule id, info notes included. */
const rules = (claims: string, prefix: string) => claimRules(claims, prefix, true);

describe('antecedent/number, antecedent/reintroduced, claims/category-mixed', () => {
  it('flags "the levers" after only "a lever", not after "a plurality of levers"', () => {
    expect(
      rules(
        '1. A device comprising a lever and a base, the levers being on the base.',
        'antecedent/',
      ),
    ).toContain('antecedent/number');
    expect(
      rules(
        '1. A device comprising a plurality of levers and a base, the levers being on the base.',
        'antecedent/',
      ),
    ).toEqual([]);
  });

  it('flags "a shaft" introduced again, not "a second shaft" or a predicate', () => {
    expect(
      rules('1. A device comprising a shaft and a wheel attached to a shaft.', 'antecedent/'),
    ).toContain('antecedent/reintroduced');
    expect(
      rules(
        '1. A device comprising a shaft and a wheel attached to a second shaft.',
        'antecedent/',
      ),
    ).toEqual([]);
  });

  it('stays silent when a repeated "a X" is told apart: preamble setting, owners, complements', () => {
    const silent = [
      '1. An adjuster for an armrest of a car door, comprising: a drive; and an armrest moved by the drive.',
      '1. A coupling comprising: a male coupler, said male coupler having an annular shoulder; and a female coupler, said female coupler having an annular shoulder.',
      '1. A seat comprising a cushion supporting a back of a vehicle occupant and a rest supporting an arm of a vehicle occupant.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
    expect(
      rules(
        '1. A device comprising: a drive; an armrest; and a lever moving an armrest.',
        'antecedent/',
      ),
    ).toContain('antecedent/reintroduced');
  });

  it('reads a reference that runs on into a verb by its noun, and "the calculators" after two', () => {
    expect(
      rules(
        '1. A device comprising a plurality of electrodes, the electrodes providing probe landings.',
        'antecedent/',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A device comprising a mechanical loss calculator and an electrical loss calculator, wherein the loss calculators receive a signal.',
        'antecedent/',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A device comprising a base, the electrodes providing probe landings.',
        'antecedent/',
      ),
    ).toContain('antecedent/missing');
  });

  it('reads "the vehicle" after "a vehicle door" as inherent, not "the vehicle" alone', () => {
    expect(
      rules('1. A device comprising a vehicle door and a lever inside the vehicle.', 'antecedent/'),
    ).toEqual([]);
    expect(
      rules('1. A device comprising a door and a lever inside the vehicle.', 'antecedent/'),
    ).toContain('antecedent/missing');
  });

  it('flags "The apparatus of claim 1" under a method claim, not a separate method-of-use claim', () => {
    const base = '1. A method of drying, comprising heating a tray.\n\n';
    expect(
      rules(base + '2. The apparatus of claim 1, wherein the tray is metal.', 'claims/category'),
    ).toEqual(['claims/category-mixed']);
    expect(
      rules(
        '1. An apparatus comprising a tray.\n\n2. A method of using the apparatus of claim 1, comprising heating the tray.',
        'claims/category',
      ),
    ).toEqual([]);
  });
  it('flags a repeated introduction in a clause subject, not one told apart by list, complement or condition', () => {
    const flagged = [
      '1. A device comprising a controller and a motor.\n\n2. The device of claim 1, wherein a controller is configured to stop the motor.',
      '1. A display comprising: a substrate; a layer providing a second aperture; and a film formed within a second aperture.',
      '1. A valve system comprising a cylinder head, and a poppet valve movable relative to a cylinder head between positions.',
      '1. A cable system comprising: a coil wound around a bobbin; and a cover molded on the bobbin so as to seal a coil to the bobbin.',
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/')).toContain('antecedent/reintroduced');
    const silent = [
      '1. A phone comprising a processor that determines if a headset is coupled and, if a headset is not coupled, disables a pad.',
      '1. A unit comprising: a pump; a tank; a sender mounted to the pump; and a sender mounted to the tank.',
      '1. A cooker comprising: (a) an upper portion comprising: a frame, a grill support device attached to the frame; and (b) a base portion comprising: a chamber, a grill support device in the chamber.',
      '1. An armrest comprising a section, wherein the section is both a movable and an elastic section.',
      '1. A toy comprising an object, wherein the object is in the form of a pen with a sleeve shaped as a cap for a pen.',
      '1. A method comprising adjusting a combination of images.\n\n2. The method of claim 1, wherein adjusting a combination comprises selecting data.',
      '1. A filter comprising a plurality of sub-ranges, and means for selecting data within a sub-range or outside a sub-range.',
      '1. A device comprising a lever.\n\n2. The device of claim 1, further comprising another lever.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
  });

  it('reads number by the grammar of the quantifier: "one or more", "each", series ordinals', () => {
    const silent = [
      '1. A foil comprising one or more non-ionic surfactants, wherein the non-ionic surfactant is water soluble.',
      '1. A method comprising, during each of several cycles, removing a milk sample; and analysing the milk samples.',
      '1. A method comprising selecting three rows of pixels from a plurality of rows, with a first said row of pixels registering light.',
      '1. A router comprising a plurality of decoders, each decoder coupled to a unit, the decoder having a buffer.',
      '1. A device comprising a plurality of levers, wherein each of the levers has a pin, the lever being pivoted.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/number')).toEqual([]);
    const flagged = [
      '1. A composition comprising first particles and second particles.\n\n2. The composition of claim 1, wherein the second particle is coated.',
      '1. A router comprising a plurality of decoders, each decoder coupled to a unit.\n\n2. The router of claim 1, wherein the decoder is related to the unit.',
      '1. An apparatus comprising a cable extending behind a vessel.\n\n2. The apparatus of claim 1, wherein the cables are based on a geometry.',
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/')).toContain('antecedent/number');
  });

  it('checks the preamble and the words after "The X of claim N", but reads parts, symbols and bare nouns as named', () => {
    expect(
      rules(
        '1. An adjuster for adjusting the height of the armrest on a door, comprising a drive.',
        'antecedent/',
      ),
    ).toContain('antecedent/missing');
    expect(
      rules(
        '1. A method comprising fitting said large section of a joining member to a tube.',
        'antecedent/',
      ),
    ).toContain('antecedent/missing');
    expect(
      rules(
        '1. A method comprising heating a tube.\n\n2. The method of claim 1, wherein the water vapor outlet comprises a valve.',
        'antecedent/',
      ),
    ).toContain('antecedent/missing');
    const silent = [
      '1. A surfactant of an aromatic alcohol containing 6 carbon atoms in the alcohol fraction.',
      '1. A method of measuring magnetic moments, wherein the magnetic moments comprise nuclei magnetic moments.\n\n2. The method of claim 1, wherein the nuclei are sodium.',
      '1. A polymer wherein R6 is an alkyl group or the geminal R6 form a ring.',
      '1. A method comprising analysing a milk sample to determine the cell count, fat content or enzyme content thereof.',
      '1. A method comprising reading a video screen.\n\n2. The method of claim 1, wherein the video screen surface is scanned.',
      '1. A method of playing a game comprising: forming teams; and declaring the first team to reach ten points the winner.',
      '1. A process comprising reacting an amine with phosgene, and cooling the reactants.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/missing')).toEqual([]);
  });

  it('reports a reference before the same words are introduced, even when a compound names it', () => {
    expect(
      rules(
        '1. A system comprising: a compressor bypass valve in parallel to the compressor; and a compressor coupled to a line.',
        'antecedent/',
      ),
    ).toContain('antecedent/order');
    expect(
      rules(
        '1. A system comprising: a heat exchanger; the bypass valve operable to permit flow; and a bypass valve coupled to the heat exchanger.',
        'antecedent/',
      ),
    ).toContain('antecedent/order');
    expect(
      rules(
        '1. A mouthpiece assembly comprising: a ligature clamping a reed to the mouthpiece; and a mouthpiece having a side.',
        'antecedent/order',
      ),
    ).toEqual([]);
  });
});

describe('antecedent/missing: one element under another class noun is an info note', () => {
  const missing = (claims: string, withInfo = false) =>
    claimRules(claims, 'antecedent/missing', withInfo);

  it('notes "the second partitioning device" after only "a second partitioning component"', () => {
    const noted = [
      '1. A system comprising: a first partitioning component; and a second partitioning component.\n\n2. The system of claim 1, wherein the second partitioning device is expandable.',
      '1. A pump comprising a drive unit and a housing, wherein the drive member is in the housing.',
    ];
    for (const c of noted) {
      expect(missing(c)).toEqual([]);
      expect(missing(c, true)).toEqual(['antecedent/missing']);
    }
  });

  it('still warns on a specific noun, other modifiers, or two candidates', () => {
    const flagged = [
      // A cylinder is a shape, not a class: "said joining cylinder" is no "joining member".
      '1. A coupling comprising a joining member and a sleeve, said joining cylinder fitted in the sleeve.',
      '1. A system comprising a partitioning component.\n\n2. The system of claim 1, wherein the second partitioning device is expandable.',
      '1. A pump comprising a drive unit, a drive assembly and a housing, wherein the drive member is in the housing.',
    ];
    for (const c of flagged) expect(missing(c)).toEqual(['antecedent/missing']);
  });
});

describe('antecedent/missing: an introduced name with a class or form noun added is an info note', () => {
  const missing = (claims: string, withInfo = false) =>
    claimRules(claims, 'antecedent/missing', withInfo);

  it('notes "said mask layer" after "a mask", "the magnetic material" after "a metal magnet"', () => {
    const noted = [
      '1. A method comprising: layering a mask over a substrate; and removing said mask layer.',
      '1. A package comprising a lanyard having a metal magnet.\n\n2. The package of claim 1, wherein the magnetic material is embedded in a housing.',
      '1. A valve assembly comprising a valve and a seat, the valve member resting on the seat.',
    ];
    for (const c of noted) {
      expect(missing(c)).toEqual([]);
      expect(missing(c, true)).toEqual(['antecedent/missing']);
    }
  });

  it('still warns on a part noun, a noun of its own, or two candidates', () => {
    const flagged = [
      // A cover of the housing is another part, not the housing.
      '1. A device comprising a housing and a lid, the housing cover resting on the lid.',
      '1. A device comprising a housing and a lid, the detection unit resting on the lid.',
      // A film that makes an alignment is a part; the alignment is a state.
      '1. A display comprising a liquid crystal having an alignment of its molecules, wherein said alignment film is rubbed.',
      '1. A package comprising a first magnet and a second magnet.\n\n2. The package of claim 1, wherein the magnetic material is embedded in a housing.',
    ];
    for (const c of flagged) expect(missing(c)).toEqual(['antecedent/missing']);
  });
});

describe('antecedent/missing: parts a counting compound implies', () => {
  it('notes "the players" after "two-player teams" and "the layers" after "a multi-layer film"', () => {
    const noted = [
      '1. A method comprising forming two-player teams, wherein the players alternate.',
      '1. A package comprising a multi-layer film.\n\n2. The package of claim 1, wherein the layers are bonded.',
    ];
    for (const c of noted) {
      expect(claimRules(c, 'antecedent/missing')).toEqual([]);
      expect(claimRules(c, 'antecedent/missing', true)).toEqual(['antecedent/missing']);
    }
  });

  it('still flags parts no compound counts ("teams of two … the players", "a layer-free film … the layers")', () => {
    const flagged = [
      '1. A method comprising forming teams of two, wherein the players alternate.',
      '1. A package comprising a player-ready film.\n\n2. The package of claim 1, wherein the players are bonded.',
    ];
    for (const c of flagged)
      expect(claimRules(c, 'antecedent/missing')).toEqual(['antecedent/missing']);
  });
});
