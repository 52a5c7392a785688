import { analyzeDraft } from '../../../src/core/patent';
import { numeralsInText } from '../../../src/core/patent/parse/numerals';

import { describedWarnings } from './findings-support';

/** Numeral warnings (info notes left out) of a description as "rule numeral" lines. */
const warnings = (detailed: string, claims?: string) =>
  describedWarnings(detailed, /^numerals\/(?:name-conflict|typo)$/, claims);

// Shapes of slips from the blind corpus C (tune half): one mention of a part written with a
// numeral that is another part's, the name being that other part's, word for word.
describe('numerals/name-conflict: another part under this numeral, once', () => {
  const cooling =
    'The cooling system 11 includes a compressor bypass valve 22 and an expansion valve 24. ' +
    'The compressor bypass valve 22 opens when the expansion valve 24 closes. The pump 47 ' +
    'drives the liquid. The pump 47 is placed along the line. The activation of pump 47 is ' +
    'controlled. The compressor bypass valve 22 is then closed and the expansion valve 24 opens. ';

  it('warns on the name another numeral is given where several numerals share the noun', () => {
    expect(
      warnings(cooling + 'Concurrently, the compressor bypass valve 47 is activated.'),
    ).toEqual(['numerals/name-conflict 47']);
  });

  it('stays silent on the part under its own name, with a qualifier or without', () => {
    expect(warnings(cooling + 'Concurrently, the first pump 47 is activated.')).toEqual([]);
    expect(warnings(cooling + 'Concurrently, the coolant pump 47 is activated.')).toEqual([]);
  });

  const scanner =
    'The unit has a vertical scanning motor 43 and a vertical scanning motor driving circuit 82 ' +
    'which drives the vertical scanning motor 43. The vertical scanning motor driving circuit 82 ' +
    'sets a distance. The vertical scanning motor driving circuit 82 stops. The vertical ' +
    'scanning motor 43 turns. ';

  it("warns on another part's name even where it qualifies this numeral's name", () => {
    expect(warnings(scanner + 'The vertical scanning motor 82 then stops.')).toEqual([
      'numerals/name-conflict 82',
    ]);
  });

  it('stays silent on a shortened name that is no other part', () => {
    expect(warnings(scanner + 'The motor driving circuit 82 then stops.')).toEqual([]);
    expect(warnings(scanner + 'The driving circuit 82 then stops.')).toEqual([]);
  });

  it("warns on a one-digit numeral under another part's name without its article", () => {
    const mill =
      'The windmill 1 has a tower 2 and a rotor axle 9. The machine house 8 is hinged to the ' +
      'tower 2. The machine house 8 is light. The machine house 8 holds the rotor axle 9. ';
    expect(warnings(mill + 'The house of the windmill 1 turns with rotor axle 8.')).toEqual([
      'numerals/name-conflict 8',
    ]);
    // A name no other part is given stays unread.
    expect(warnings(mill + 'The house of the windmill 1 turns with blades 8.')).toEqual([]);
  });

  it('reads a verb taken into the name as prose, not a parts list', () => {
    const rack =
      'The trough 150 is mounted to a rack 192. The rack 192 holds equipment. The main body 262 ' +
      'of the spring member 230 bends. The main body 262 is flat. The opening 190 of the rack ' +
      '192 is wide. ';
    expect(warnings(rack + 'The end of trough member 152 forces main body 192 down.')).toEqual([
      'numerals/name-conflict 192',
    ]);
    expect(warnings(rack + 'The end of trough member 152 forces main body 262 down.')).toEqual([]);
  });

  it("warns on this side's part under a numeral the prior art's figures use", () => {
    const background =
      'FIG. 16 shows a conventional device. A field oxide film 103 fills the openings. The ' +
      'field oxide film 103 is polished. The field oxide film 103 may dish.';
    const detailed =
      'The diffused layer interconnect 35 is formed. The diffused layer interconnect 35 is thin. ' +
      'The diffused layer interconnect 35 connects the gate 37. ';
    const flagsOf = (d: string) => {
      const a = analyzeDraft({ background, detailed: d, claims: '1. A device comprising a film.' });
      return a.findings
        .filter((f) => f.rule === 'numerals/name-conflict' && f.severity !== 'info')
        .map((f) => f.rule);
    };
    expect(flagsOf(detailed + 'The diffused layer interconnect 103 is not low.')).toEqual([
      'numerals/name-conflict',
    ]);
    expect(flagsOf(detailed + 'The gate oxide 103 is not low.')).toEqual([]);
  });

  it('reads a channel or a slot with a noun before it as a part, a bare one as a label', () => {
    const names = (t: string) => numeralsInText(t).map((u) => `${u.name} ${u.numeral}`);
    expect(names('The hinge pin channel 45 holds the pin. A guide slot 17 is cut.')).toEqual([
      'hinge pin channel 45',
      'guide slot 17',
    ]);
    expect(names('The signal is sent on channel 5 to slot 3 of the rack 12.')).toEqual(['rack 12']);
    const drawer =
      'The rear skin 45 closes the cooker. The rear skin 45 is steel. The rear skin 45 is ' +
      'painted. The hinge pin channel 57 holds a pin. The hinge pin channel 57 is vertical. ';
    expect(warnings(drawer + 'Each drawer has the hinge pin channel 45 on a wall.')).toEqual([
      'numerals/name-conflict 45',
    ]);
  });

  it("stays silent on a lettered portion named by its part's name", () => {
    const wall =
      'The housing has a rear wall 4 and a front wall 5. The rear wall 4 is thick. The outer ' +
      'surface 4a is smooth. The surface 4a is painted. The surface 4a faces out. The front ' +
      'wall 5 is thin. ';
    expect(warnings(wall + 'The flange 22 is tightened against the rear wall 4a.')).toEqual([]);
  });

  it("stays silent on a numeral that is the named part's of the one before it", () => {
    const blade =
      'The drill has a blade 8 with a first cutting face 10 and a second cutting face 12. The ' +
      'blade 8 turns. The blade 8 is steel. The surface 10 is flat and the surface 10 is ground. ';
    expect(warnings(blade + 'Each face of the blade 10 tapers from the axis.')).toEqual([]);
    expect(warnings(blade + 'The blade 10 tapers from the axis.')).toEqual([
      'numerals/name-conflict 10',
    ]);
  });
});

describe('numerals/typo: a numeral used once, slipped from a part named everywhere else', () => {
  const valve =
    'The expansion bypass valve 24 may be activated. The expansion bypass valve 24 opens. The ' +
    'expansion bypass valve 24 is closed by the controller 15. The controller 15 is a chip. ';

  it('reads "further" before a verb as no ordinal', () => {
    expect(warnings('The system may further include expansion bypass valve 34. ' + valve)).toEqual([
      'numerals/typo 34',
    ]);
    expect(warnings('The system includes a further bypass valve 34. ' + valve)).toEqual([]);
  });

  it('counts a claim number or a figure number as no other use of the digits', () => {
    const circuit =
      'As shown in FIG. 19, a code extracting circuit 19 and a code judging circuit 92 work. ' +
      'The code extracting circuit 91 reads the code. The code extracting circuit 91 passes it. ';
    const claims = '1. A device comprising a circuit.\n\n19. The device of claim 1, wherein x.';
    expect(warnings(circuit, claims)).toEqual(['numerals/typo 19']);
    // The digits as a quantity stay another use.
    expect(warnings(circuit + 'It takes 19 seconds.', claims)).toEqual([]);
  });

  it('reads past a preposition taken into the name ("onto imager 83")', () => {
    expect(
      warnings(
        'The lens 36 forms an image onto imager 83. The imager 38 records values. The imager 38 ' +
          'is a line camera. The imager 38 is read out.',
      ),
    ).toEqual(['numerals/typo 83']);
  });

  const detector =
    'The detector 431 measures the distance. The detector 431 sends it. The detector 431 is ' +
    'calibrated. ';

  it("flags a slip in the only introduction of the other numeral's part", () => {
    expect(
      warnings('A subject position detector 432 is installed in a row of cameras 429. ' + detector),
    ).toEqual(['numerals/typo 432']);
  });

  it('stays silent on a new part brought in where the other is introduced too', () => {
    expect(
      warnings(
        'A subject position detector 432 is installed in a row of cameras 429. A detector 431 ' +
          'is added. ' +
          detector,
      ),
    ).toEqual([]);
  });

  it('stays silent on a singular part brought in before a group of that noun', () => {
    const holes =
      'The ligature 112 has a round hole 113 at the top. The holes 110 are threaded. The holes ' +
      '110 take the screws 115. The holes 110 are drilled.';
    expect(warnings(holes)).toEqual([]);
    expect(warnings(holes.replace(/holes 110 are/g, 'hole 110 is'))).toEqual(['numerals/typo 113']);
  });

  const filler =
    'The door 10 closes the cabinet 12 and the shelf 14 rests on the rails 16. '.repeat(50);
  const outlet =
    'The cold air passes an outlet 68 to the tray 45. The outlet 68 is open. The outlet 68 is ' +
    'covered by the grill 70. ';

  it('flags "the X 78" far from the part it refers back to', () => {
    expect(warnings(outlet + filler + 'The air leaves through the outlet 78.')).toEqual([
      'numerals/typo 78',
    ]);
  });

  it('stays silent on a part brought in far away with an article', () => {
    expect(warnings(outlet + filler + 'The air leaves through an outlet 78.')).toEqual([]);
  });

  it('reads a doubled digit apart from a numbering of the same name in other digits', () => {
    const fields =
      'The composition field 35 is rich in Pd. The composition field 35 is lean in Rh. The ' +
      'composition field 35 is narrow. The composition field 40 is shown, and the composition ' +
      'field 45 and the composition field 50 too. ';
    expect(warnings(fields + 'The alloys of composition field 355 are rich in Pd.')).toEqual([
      'numerals/typo 355',
    ]);
    expect(warnings(fields + 'The alloys of composition field 55 are rich in Pd.')).toEqual([]);
  });
});
