import { analyzeDraft } from '../../../src/core/patent';

const mixed = (claims: string) =>
  analyzeDraft({ claims })
    .findings.filter((f) => f.rule === 'claims/category-mixed')
    .map((f) => f.claim);

describe('claims/category-mixed: a product claim that recites using the product (IPXL)', () => {
  const apparatus =
    '1. A towing system, comprising:\n  a tow vessel;\n  at least one cable coupled to the tow vessel;\n  a float coupled to the cable';

  it('flags a step among the elements of an apparatus claim', () => {
    expect(
      mixed(`${apparatus}; and\n  rotating the tow vessel into an operating position.\n`),
    ).toEqual([1]);
  });

  it("flags a person's act in a product claim", () => {
    expect(mixed(`${apparatus}, wherein a user actuates said float.\n`)).toEqual([1]);
  });

  it('stays silent on a clean apparatus claim, on steps a processor is configured to do, and on method claims', () => {
    expect(mixed(`${apparatus}.\n`)).toEqual([]);
    expect(
      mixed(
        '1. A system, comprising:\n  a memory; and\n  a processor configured to:\n  receiving an image;\n  displaying the image.\n',
      ),
    ).toEqual([]);
    expect(
      mixed(
        '1. A method, comprising:\n  providing a vessel;\n  rotating the vessel into a position.\n',
      ),
    ).toEqual([]);
  });

  it('flags a dependent product claim that adds a step, "the step of", or the method', () => {
    const dep = (tail: string) =>
      mixed(`${apparatus}.\n\n2. The towing system of claim 1, ${tail}\n`);
    expect(dep('further comprising rotating the tow vessel into an operating position.')).toEqual([
      2,
    ]);
    expect(dep('further comprising the step of releasing the float.')).toEqual([2]);
    expect(dep('wherein the method further comprises reeling in the cable.')).toEqual([2]);
  });

  it('flags a preamble that names both classes, and "the step of" as an element', () => {
    expect(
      mixed('1. An apparatus and method for towing, comprising:\n  a tow vessel;\n  a cable.\n'),
    ).toEqual([1]);
    expect(
      mixed(
        `${apparatus}; and\n  the step of rotating the tow vessel into an operating position.\n`,
      ),
    ).toEqual([1]);
  });

  it('stays silent on things named with -ing words, on acts of a part, and on what a medium stores', () => {
    const dep = (tail: string) =>
      mixed(`${apparatus}.\n\n2. The towing system of claim 1, ${tail}\n`);
    expect(dep('further comprising mounting brackets attached to the tow vessel.')).toEqual([]);
    expect(dep('wherein the float is raised by pumping air into the float.')).toEqual([]);
    expect(dep('wherein the float rotates the tow vessel.')).toEqual([]);
    expect(
      mixed(
        '1. An article comprising: a storage medium having stored thereon instructions that, when executed, result in a method of decoding, the method comprising:\n  searching a table.\n',
      ),
    ).toEqual([]);
    expect(
      mixed(
        '1. In a system comprising an engine and a sensor, a method of diagnosing the sensor, comprising:\n  determining a ratio.\n',
      ),
    ).toEqual([]);
  });
});

describe('claims/category-mixed: a step joined to the last clause of a product claim', () => {
  const dep = (tail: string) =>
    mixed(
      `1. A lamp comprising:\n  a base;\n  a bulb held by the base; and\n  a controller.\n\n2. The lamp of claim 1, ${tail}\n`,
    );

  it.each([
    'wherein the bulb is an LED, and releasing the bulb by hand.',
    'wherein the base is smaller than the bulb, and controlling the bulb.',
    'wherein the controller is programmed to dim the bulb by measuring a light level, and removing the bulb manually.',
  ])('flags %j', (tail) => {
    expect(dep(tail)).toEqual([2]);
  });

  it.each([
    'wherein the controller dims the bulb by measuring a light level, and comparing the level to a threshold.',
    'wherein the controller is configured for obtaining a voltage, and converting the voltage to a level.',
    'wherein the base has a slot for receiving a cord, and a clip holding the cord.',
    'wherein the bulb is an LED, and the base comprising a heat sink.',
    'wherein the bulb is removable by hand.',
  ])('leaves %j alone', (tail) => {
    expect(dep(tail)).toEqual([]);
  });

  it('leaves the same words in a method claim alone', () => {
    expect(
      mixed(
        '1. A method of lighting, comprising:\n  providing a lamp; and\n  switching the lamp on, and releasing the bulb by hand.\n',
      ),
    ).toEqual([]);
  });
});

describe('claims/category-mixed: the line that ends the transition opens the claim’s own list', () => {
  // US07158161B2 claim 1 (tune half): "comprising, on a substrate:" then its layers.
  const element =
    '1. An organic electroluminescence element comprising, on a substrate:\n  an anode which acts as a hole injection electrode;\n  a cathode which acts as an electron injection electrode;\n  a plurality of light emission layers each having a light emission region; and\n  a charge generation layer which injects electrons into a light emission layer arranged close to said anode and holes into a light emission layer arranged close to said cathode, and said light emission layers and said charge generation layer being arranged between said anode and said cathode;\n  wherein the work function of said charge generation layer is configured higher than the ionization potential of said light emission layer arranged close to said anode';

  it('flags a step among the layers after "on a substrate:"', () => {
    expect(mixed(`${element}; and\n  measuring the pressure of the fluid.\n`)).toEqual([1]);
  });

  it('stays silent on the claim as granted and on a first line that opens a sub-list of acts', () => {
    expect(mixed(`${element}.\n`)).toEqual([]);
    expect(
      mixed(
        '1. A device comprising:\n  a processor configured to:\n  receive a signal;\n  store the signal; and\n  a memory.\n',
      ),
    ).toEqual([]);
  });
});
