import { flagged, listClaim } from './form-support';

/**
 * The form rules read the language, not a list of the words some corpus used: a noun made from a
 * verb or an adjective names an act, state or quality ("a lubrication", "a transparency"); a step
 * that says where or how a thing is ("the substrate is in a fixed position") does nothing; a
 * material alone after "made of" is matter; a bound of a measure needs its unit; a line pasted
 * twice is a duplicate even when the first copy closes a longer item.
 */
const NON_THING = 'form/non-thing';
const STEP = 'form/non-action-step';
const MIXED = 'claims/category-mixed';
const product = (element: string) =>
  listClaim('A washing machine', ['a tub', element, 'a drum mounted in the tub']);

describe('form/non-thing: a nominalisation names no part', () => {
  it.each([
    ['a lubrication', 'a lubrication'],
    ['a transparency', 'a transparency'],
    ['an actuation of the valve', 'an actuation'],
    ['a misalignment', 'a misalignment'],
    ['a purity', 'a purity'],
    ['a tolerance', 'a tolerance'],
    ['an engagement between the gears', 'an engagement'],
    ['a latency', 'a latency'],
    ['a leakage', 'a leakage'],
    ['a shrinkage of the tub', 'a shrinkage'],
    ['a precision', 'a precision'],
    ['an average', 'an average'],
    ['a tension', 'a tension'],
    ['a dimension of the drum', 'a dimension'],
    ['a stress', 'a stress'],
    ['a curvature', 'a curvature'],
    ['a vibration mounted on the frame', 'a vibration'],
    ['a lubrication provided between the gears', 'a lubrication'],
  ])('flags "%s"', (element, want) => {
    expect(flagged(product(element), NON_THING)).toEqual([want]);
  });

  it.each([
    'an attachment',
    'a compartment',
    'a projection',
    'an extension',
    'a partition',
    'a suspension',
    'an appliance',
    'a substance',
    'an instrument',
    'an abutment',
    'an entrance',
    'a harness',
    'a passage',
    'a linkage',
    'a package',
    'a carriage',
    'a television',
    'a shallow trench isolation formed in the substrate',
    'a passivation layer',
    'an alignment pin',
    'a calibration circuit',
    'a weight attached to the drum',
    'a delay coupled to the input',
  ])('stays silent on "%s" (a thing, or the head comes later)', (element) => {
    expect(flagged(product(element), NON_THING)).toEqual([]);
  });

  it('stays silent on a clause about two measures ("… are different")', () => {
    const claim = listClaim('A liquid crystal display device', [
      'a plurality of pixels',
      'an alignment of liquid crystal of the first region and an alignment of liquid crystal of the second region are different',
    ]);
    expect(flagged(claim, NON_THING)).toEqual([]);
  });
});

describe('form/non-action-step: a state where an act belongs', () => {
  const method = (step: string) =>
    listClaim('A method of etching a substrate', [
      'placing the substrate in a chamber',
      step,
      'removing the substrate from the chamber',
    ]);
  it.each([
    'the substrate is in a fixed position',
    'the crosslinkable polymer precursor being at a predetermined temperature',
    'the scanning pulsed laser beam being at rest',
  ])('flags "%s"', (step) => {
    expect(flagged(method(step), STEP)).toEqual([step]);
  });

  it.each([
    'the substrate is heated to a temperature',
    'the substrate is set to a potential',
    'the substrate is exposed to a plasma',
  ])('stays silent on "%s" (a passive act)', (step) => {
    expect(flagged(method(step), STEP)).toEqual([]);
  });
});

describe('claims/category-mixed: parts among acts and acts among parts', () => {
  it('flags a part the method places among its acts ("a density coupled to the weight")', () => {
    const claim = listClaim('A method of sintering a body', [
      'mixing a powder and a solvent',
      'a density coupled to the weight',
      'heating the mixture',
    ]);
    expect(flagged(claim, MIXED)).toEqual(['a density coupled to the weight']);
  });

  it('flags a step among the "wherein:" clauses of a product claim', () => {
    const claims = `1. A control system, comprising:
  a calculating device for determining a voltage; and
  a voltage controller for controlling a generator at the voltage, wherein:
  the calculating device is provided with current level signals;
  lifting the voltage controller; and
  the voltage is determined by the calculating device.`;
    expect(flagged(claims, MIXED)).toEqual(['lifting the']);
  });

  it('stays silent on acts a part is configured to do after ":"', () => {
    const claims = `1. A control system, comprising:
  a calculating device; and
  a voltage controller configured to:
  measuring the voltage; and
  lifting the voltage.`;
    expect(flagged(claims, MIXED)).toEqual([]);
  });
});

describe('form/mass-noun-article: matter after "made of"', () => {
  const claims = (tail: string) =>
    `${listClaim('A guidewire assembly', ['a guidewire', 'a sheath around the guidewire'])}\n\n2. The guidewire assembly of claim 1, wherein ${tail}.`;
  it.each([
    ['the sheath is made of a steel', 'a steel'],
    ['the sheath is formed from a plastic', 'a plastic'],
    ['the sheath is cleaned with a fuel', 'a fuel'],
    ['the sheath is purged with a nitrogen', 'a nitrogen'],
    ['the sheath holds a milk', 'a milk'],
  ])('flags "%s"', (tail, want) => {
    expect(flagged(claims(tail), 'form/mass-noun-article')).toEqual([want]);
  });

  it.each([
    'the sheath is made of a steel having a carbon content below one percent',
    'the sheath is made of a stainless steel',
    'the sheath includes a resin and a pigment',
    'the sheath is made of a fuel or a base oil',
    'the sheath holds a milk sample',
    'the sheath contains a nitrogen-containing compound',
  ])('stays silent on "%s"', (tail) => {
    expect(flagged(claims(tail), 'form/mass-noun-article')).toEqual([]);
  });
});

describe('form/open-range: a bound of a measure without its unit', () => {
  const claims = (tail: string) =>
    `${listClaim('A metering device', ['a chamber', 'a sensor in the chamber'])}\n\n2. The metering device of claim 1, wherein ${tail}.`;
  it.each([
    ['the chamber has a thickness of up to 6', 'of up to 6'],
    ['the chamber has a diameter of at most 100', 'of at most 100'],
    ['the chamber has a length of less than 1.5', 'of less than 1.5'],
  ])('flags "%s"', (tail, want) => {
    expect(flagged(claims(tail), 'form/open-range')).toEqual([want]);
  });

  it.each([
    'the chamber has a thickness of up to 6 mm',
    'the chamber has a thickness of up to 6 layers',
    'the chamber has a molecular weight of up to 6000',
    'the chamber has a ratio of up to 6',
    'the chamber has a thickness of up to 6 %',
  ])('stays silent on "%s"', (tail) => {
    expect(flagged(claims(tail), 'form/open-range')).toEqual([]);
  });
});

describe('form/duplicate-element: a line pasted twice across items', () => {
  it('flags the second copy of a clause that closed the step before it', () => {
    const claims = `1. A method of preparing a device comprising:
  combining first particles and a polymer precursor;
  segregating the first particles into a region to form an electrode,
  wherein the polymer precursor is in communication with the electrode;
  wherein the polymer precursor is in communication with the electrode; and
  crosslinking the polymer precursor.`;
    expect(flagged(claims, 'form/duplicate-element')).toEqual([
      'wherein the polymer precursor is in communication with the electrode',
    ]);
  });

  it('stays silent on alike lines under two different sub-lists', () => {
    const claims = `1. A circuit comprising:
  a first switch comprising:
  a control terminal coupled to a driver circuit;
  a second switch comprising:
  a control terminal coupled to a driver circuit.`;
    expect(flagged(claims, 'form/duplicate-element')).toEqual([]);
  });
});

describe('form/non-thing: counted, bare and added in other words', () => {
  it.each([
    ['one or more vibrations', 'one or more vibrations'],
    ['two speeds', 'two speeds'],
    ['vibration', 'vibration'],
    ['temperatures', 'temperatures'],
  ])('flags the element "%s"', (element, want) => {
    expect(flagged(product(element), NON_THING)).toEqual([want]);
  });

  it.each(['two arms', 'one or more paddles', 'water'])('stays silent on "%s"', (element) => {
    expect(flagged(product(element), NON_THING)).toEqual([]);
  });

  const dependent = (tail: string) =>
    `${listClaim('A washing machine', ['a tub', 'a drum mounted in the tub'])}\n\n2. The washing machine of claim 1${tail}.`;
  it.each([
    [', wherein the washing machine also includes a spin cycle', 'a spin cycle'],
    [', wherein the washing machine is further provided with a vibration', 'a vibration'],
    [', which comprises a temperature', 'a temperature'],
    [', further comprising one or more vibrations', 'one or more vibrations'],
    [', further comprising vibration', 'vibration'],
    [', additionally comprising a viscosity', 'a viscosity'],
  ])('flags what "%s" adds', (tail, want) => {
    expect(flagged(dependent(tail), NON_THING)).toEqual([want]);
  });

  it.each([
    ', wherein the washing machine also includes a lid',
    ', wherein the washing machine is further provided with a heater',
    ', which comprises a temperature sensor',
    ', further comprising one or more paddles',
    ', wherein the control signal also includes a target speed',
  ])('stays silent on "%s"', (tail) => {
    expect(flagged(dependent(tail), NON_THING)).toEqual([]);
  });
});

describe('claims/category-mixed: an imperative or a named step among the parts', () => {
  const parts = (line: string, more = '') =>
    `1. A washing machine, comprising:\n  a tub;\n  a drum mounted in the tub;\n  ${line}; and\n  a motor.${more}`;
  it.each([
    ['rotate the drum', 'rotate the'],
    ['apply a voltage to the motor', 'apply a'],
    ['a step of rotating the drum', 'a step of rotating the'],
  ])('flags the element "%s"', (line, want) => {
    expect(flagged(parts(line), MIXED)).toEqual([want]);
  });

  it.each([
    'a controller configured to: rotate the drum',
    'each of the paddles',
    'both the tub and the drum being of steel',
    'means the drum',
  ])('stays silent on "%s"', (line) => {
    expect(flagged(parts(line), MIXED)).toEqual([]);
  });

  it('flags "characterized by rotating …" and a dependent list of imperatives', () => {
    const claims = parts(
      'a lid',
      '\n\n2. The washing machine of claim 1, characterized by rotating the drum.\n\n3. The washing machine of claim 1, further comprising: rotate the drum at a first speed; and drain the tub.',
    );
    expect(flagged(claims, MIXED)).toEqual(['characterized by rotating the', 'rotate the']);
  });

  it('stays silent on "characterized in that the drum …"', () => {
    const claims = parts(
      'a lid',
      '\n\n2. The washing machine of claim 1, characterized in that the drum is perforated.',
    );
    expect(flagged(claims, MIXED)).toEqual([]);
  });
});

describe('form/non-thing: what follows a measure only says which measure', () => {
  it.each([
    ['a temperature sufficient to melt the wax', 'a temperature'],
    ['a spin cycle lasting 10 minutes', 'a spin cycle'],
    ['a pressure acting on the piston', 'a pressure'],
    ['a weight less than 5 kg', 'a weight'],
    ['a speed proportional to the load', 'a speed'],
  ])('flags "%s"', (element, want) => {
    expect(flagged(product(element), NON_THING)).toEqual([want]);
  });

  it.each([
    'a pressure regulating valve',
    'a time to frequency converter',
    'a deployment including a configuration repository',
    'a drum rotatable about an axis',
  ])('stays silent on "%s"', (element) => {
    expect(flagged(product(element), NON_THING)).toEqual([]);
  });
});

describe('form/non-thing: a clause, a pointer back or a symbol after the measure', () => {
  it.each([
    ['a vibration when the drum rotates', 'a vibration'],
    ['a noise thereof', 'a noise'],
    ['a temperature (T1)', 'a temperature'],
    ['a pressure P', 'a pressure'],
    ['a temperature and a humidity', 'a temperature'],
  ])('flags "%s"', (element, want) => {
    expect(flagged(product(element), NON_THING)).toEqual([want]);
  });

  it.each([
    'a motor M1',
    'a radio frequency (RF) transmitter',
    'a pressure and temperature sensor',
    'a combination thereof',
  ])('stays silent on "%s"', (element) => {
    expect(flagged(product(element), NON_THING)).toEqual([]);
  });

  it('stays silent on what an event comprises ("the operation comprises a read operation")', () => {
    const claims = `${listClaim('A memory system', ['a memory', 'a controller'])}\n\n2. The memory system of claim 1, wherein the current operation comprises a read operation and a write operation.`;
    expect(flagged(claims, NON_THING)).toEqual([]);
  });
});

describe('claims/category-mixed: a dependent claim of the other class, in other words', () => {
  const both = `1. A washing machine comprising:\n  a tub; and\n  a drum.\n\n2. A method of washing laundry, comprising:\n  filling a tub with water; and\n  rotating a drum.`;
  it.each([
    ['The dishwasher of claim 2, wherein the drum is perforated', 'The dishwasher of claim 2'],
    [
      'The method as described in claim 1, wherein the drum is perforated',
      'The method as described in claim 1',
    ],
    [
      'The apparatus as defined by claim 2, wherein the drum is perforated',
      'The apparatus as defined by claim 2',
    ],
  ])('flags "%s"', (claim, want) => {
    expect(flagged(`${both}\n\n3. ${claim}.`, MIXED)).toEqual([want]);
  });

  it.each([
    'The method of separating laundry of claim 2, further comprising draining the tub',
    'The improvement of claim 2, wherein the drum is perforated',
    'A method using the apparatus of claim 1, comprising rotating the drum',
    'The washer of claim 1, wherein the tub is steel',
  ])('stays silent on "%s"', (claim) => {
    expect(flagged(`${both}\n\n3. ${claim}.`, MIXED)).toEqual([]);
  });
});

describe('claims/category-mixed: a step with an adverb or a preposition first', () => {
  const parts = (line: string) =>
    `1. A washing machine, comprising:\n  a tub;\n  ${line};\n  a drum mounted in the tub; and\n  a motor.`;
  it.each([
    ['selectively heating the drum', 'selectively heating the'],
    ['heating to a temperature of the tub', 'heating to a'],
  ])('flags "%s"', (line, want) => {
    expect(flagged(parts(line), MIXED)).toEqual([want]);
  });

  it.each(['bearing with the shaft', 'early warning the user'])('stays silent on "%s"', (line) => {
    expect(flagged(parts(line), MIXED)).toEqual([]);
  });
});

describe('form/mass-noun-article: a device named "user equipment"', () => {
  it('stays silent on "a user equipment" and still flags "an equipment"', () => {
    const claims = (tail: string) =>
      `${listClaim('A network entity', ['a transceiver', 'a processor'])}\n\n2. The network entity of claim 1, wherein the transceiver ${tail}.`;
    expect(
      flagged(claims('transmits the element to a user equipment'), 'form/mass-noun-article'),
    ).toEqual([]);
    expect(
      flagged(claims('transmits the element to an equipment'), 'form/mass-noun-article'),
    ).toEqual(['an equipment']);
  });
});
