import { makeContext } from '../../../src/core/patent/checks/context';
import { parseDraft } from '../../../src/core/patent/parse';

import { describedFlags } from './findings-support';

/** Numeral findings of a description as "severity rule text" lines. */
const flags = (detailed: string) => describedFlags(detailed, /^numerals\/(?:name-conflict|typo)$/);
const warnings = (detailed: string) => flags(detailed).filter((f) => !f.startsWith('info'));

const lever =
  'The lever 12 pivots on the pin 14 of the frame 10. The lever 12 is made of steel. ' +
  'When the lever 12 turns, the pin 14 holds it and the frame 10 carries both. ';

describe('numerals/name-conflict: warnings only where a second name cannot be a wording', () => {
  it('warns on a name whose noun the draft has nowhere else', () => {
    expect(warnings(lever + 'The grommet 12 then returns.')).toEqual([
      'warning numerals/name-conflict 12',
    ]);
  });

  it('notes (info) a second name the draft also uses elsewhere: a wording of the same part', () => {
    const hood =
      'The housing 30 holds the motor 32. The housing 30 is cast. The housing 30 is sealed. ' +
      'A hood of this kind is common; each hood is painted. The hood 30 is then closed.';
    expect(flags(hood)).toEqual(['info numerals/name-conflict 30']);
    expect(warnings(hood)).toEqual([]);
    // "casing" is a word of the housing's own kind: not even a note.
    expect(flags(hood.replace(/hood/g, 'casing'))).toEqual([]);
  });

  it("warns on another numeral's established part under this numeral", () => {
    const drum =
      'The drum 50 turns on the pedestal 310. The drum 50 is steel. The pedestal 310 is cast. ' +
      'The drum 50 holds water and the pedestal 310 rests on the floor. ';
    expect(warnings(drum + 'The drum 310 shown turns.')).toEqual([
      'warning numerals/name-conflict 310',
    ]);
  });

  it('reads the numeral as the word before "of" when that word is its part', () => {
    const house =
      'The tower 2 carries the machine house 8. The machine house 8 turns. The machine house 8 ' +
      'is light. The windmill 1 floats. The windmill 1 is anchored. ';
    expect(warnings(house + 'The machine house of the windmill 8 turns.')).toEqual([]);
  });

  it('stays silent on a parts list that puts names after numerals', () => {
    const list =
      'The generator 250 makes an image. The generator 250 is fast. The applicator 240 applies ' +
      'it. The applicator 240 is slow. Parts list: 231 user input selections 240 tone scale ' +
      'function applicator 250 analysis image generator 310 curve';
    expect(warnings(list)).toEqual([]);
  });

  it('stays silent on a one-word name over a list of numerals ("layering 60, 70 and 80")', () => {
    const films =
      'The extruder member 60 presses the film. The extruder member 60 is heated. Films formed ' +
      'by layering 60, 70 and 80 were tested.';
    expect(warnings(films)).toEqual([]);
  });
});

describe('numerals/name-conflict: a numeral with no name of its own borrowing another part', () => {
  const socket =
    'The housing 52 has a space 68 for the insulator. The space 68 is large. The space 68 is ' +
    'open. A locator 40 has a groove 42. ';

  it('warns on "the space 40" where the space is 68 everywhere else', () => {
    expect(warnings(socket + 'The connector 20 is mounted on the space 40 and fixed.')).toEqual([
      'warning numerals/name-conflict 40',
    ]);
  });

  it('stays silent when the name is introduced as a new part ("a space 40")', () => {
    expect(warnings(socket + 'The connector 20 leaves a space 40 below it.')).toEqual([]);
  });
});

describe('numerals/typo: slips of the digits', () => {
  const rail =
    'A thumb screw 122 bears on a rail 124. The rail 124 guides the reed 104. When the thumb ' +
    'screw 122 is tightened the rail 124 clamps the reed 104. ';

  it('flags a dropped digit ("rail 12" for "rail 124")', () => {
    expect(warnings(rail + 'The rail 12 then holds.')).toEqual(['warning numerals/typo 12']);
  });

  it('flags a step to the next number near the part ("locator 39" for "locator 40")', () => {
    const locator =
      'A locator 40 has a groove 42. The locator 40 is molded. The locator 40 is fixed by the ' +
      'screw 44. Then the locator 39 is pressed down.';
    expect(warnings(locator)).toEqual(['warning numerals/typo 39']);
  });

  it('flags swapped digits far from the part', () => {
    const far = 'x'.repeat(4000);
    const screen =
      'The operator console 24 shows images. The operator console 24 is used by a clinician. ' +
      `${far}. The user interface may include the operator console 42 (see FIG. 1).`;
    expect(warnings(screen)).toEqual(['warning numerals/typo 42']);
  });

  it('flags one digit changed, but not the next number of a numbering by twos', () => {
    const cooler =
      'A heat exchanger 102 feeds a condenser 104. The condenser 104 is cooled. The condenser ' +
      '104 drains. ';
    expect(warnings(cooler + 'The condenser 107 then drains.')).toEqual([
      'warning numerals/typo 107',
    ]);
    expect(warnings(cooler + 'A pump and the condenser 106 then drain.')).toEqual([]);
  });

  it('stays silent on a second part of the kind brought in after the first', () => {
    const sensor =
      'The controller 78 reads a current sensor 136. The current sensor 136 is a shunt. The ' +
      'current sensor 136 is calibrated, or a current sensor 156 reads the alternator.';
    expect(warnings(sensor)).toEqual([]);
  });

  it('stays silent on a part defined by another owner ("the outline 78 of the volume 74")', () => {
    const outline =
      'A graphical outline 79 of the image 72 is shown. The graphical outline 79 is red. The ' +
      'graphical outline 79 moves. The plane 76 lies within the outline 78 of the volume 74.';
    expect(warnings(outline)).toEqual([]);
  });

  it('stays silent when the digits stand elsewhere in the draft ("positioning slot 13")', () => {
    const hole =
      'A guide hole 11 is bored in the base 10. The guide hole 11 is round. The guide hole 11 ' +
      'is smooth. A positioning slot 13 is threaded. The end 50 engages the guide hole 13.';
    expect(warnings(hole)).toEqual([]);
  });

  it('stays silent on a part as another figure shows it and on a step verb', () => {
    const electrode =
      'A pixel electrode 200 lies on the substrate 100. The pixel electrode 200 is clear. The ' +
      'pixel electrode 200 is thin. The shape of the pixel electrode 240 in FIG. 7 differs.';
    expect(warnings(electrode)).toEqual([]);
    const steps =
      'The method includes determining (102) a workload. Determining (102) a workload uses a ' +
      'monitor. Then determining (104) a second workload follows.';
    expect(warnings(steps)).toEqual([]);
  });
});

describe('numerals: what the parser reads as a numeral', () => {
  it('reads "grommet 9 in the windows" as a numeral, not 9 inches', () => {
    const substrate =
      'An epitaxy substrate 9 is shown. The substrate 9 is heated. The epitaxy substrate 9 is ' +
      'cleaned. Components are grown on the grommet 9 in the windows.';
    expect(warnings(substrate)).toEqual(['warning numerals/name-conflict 9']);
  });

  it('reads "resistor ring 2044" as a numeral and "Nephrol 1995" as a year', () => {
    const ring =
      'A resistor ring 204 has nodes. The resistor ring 204 is closed. The resistor ring 204 is ' +
      'tapped at the nodes of the resistor ring 2044, thereby forming a divider.';
    expect(warnings(ring)).toEqual(['warning numerals/typo 2044']);
    const cite =
      'A lancet 1995 pierces the skin. The lancet 1995 is sterile. The lancet 1995 is short. ' +
      'See J. Am. Soc. Nephrol 1995 for the method.';
    expect(warnings(cite)).toEqual([]);
  });
});

describe('check context: the draft read once for every check', () => {
  it('lower-cases the draft once and counts its words and numbers', () => {
    const model = parseDraft({
      detailed: 'The Tube 12 holds tubes 14; 12 mm of tubing.',
      claims: '1. A tube.',
    });
    const ctx = makeContext(model, {}, []);
    expect(ctx.lowerText()).toContain('the tube 12 holds tubes 14');
    expect(ctx.lowerText()).toBe(ctx.lowerText());
    expect(ctx.wordCount('tube')).toBe(3);
    expect(ctx.wordCount('tubing')).toBe(1);
    expect(ctx.wordCount('pipe')).toBe(0);
    expect(ctx.numberCount('12')).toBe(2);
    expect(ctx.numberCount('14')).toBe(1);
    expect(ctx.numberCount('1')).toBe(1);
  });
});
