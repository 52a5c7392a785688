import { claimRules } from './findings-support';

const rules = (claims: string, prefix = 'antecedent/') => claimRules(claims, prefix);

describe('antecedent/reintroduced: what a granted claim may write twice', () => {
  it('reads a predicate of place or manner as no element ("being in a random pattern")', () => {
    expect(
      rules(
        '1. A roll having recesses, the recesses being in a random pattern.\n\n2. The roll of claim 1, wherein grooves are arranged on the roll in a random pattern.',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A roll having recesses arranged in a random pattern.\n\n2. The roll of claim 1, wherein a random pattern is printed on the roll.',
      ),
    ).toContain('antecedent/reintroduced');
  });

  it('reads a purpose as no element, unless the repeat is what a clause is about', () => {
    expect(
      rules(
        '1. A device comprising: a sensor for detecting the pressure of a tire tube; and a valve located inside a tire tube.',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A device comprising means for detecting the proximity of a holster, wherein if a holster is detected, a signal is generated.',
      ),
    ).toContain('antecedent/reintroduced');
  });

  it("reads a dependent claim restating its parent's words as the same act, not a second thing", () => {
    const parent = '1. A method comprising coupling a cannula to a detection device.\n\n';
    expect(
      rules(
        `${parent}2. The method of claim 1, further comprising coupling the cannula to a detection device by tubes.`,
      ),
    ).toEqual([]);
    expect(
      rules(`${parent}2. The method of claim 1, wherein a detection device is mounted on a wall.`),
    ).toContain('antecedent/reintroduced');
  });

  it('flags a dependent claim that introduces its parent element again and then refers to it', () => {
    const parent = '1. An apparatus comprising a cable extending behind a vessel.\n\n';
    expect(
      rules(
        `${parent}2. The apparatus of claim 1, wherein the cable includes a vessel, said vessel being adjacent to the cable.`,
      ),
    ).toContain('antecedent/reintroduced');
    expect(
      rules(`${parent}2. The apparatus of claim 1, wherein the cable includes a vessel.`),
    ).toEqual([]);
  });
});

describe('antecedent/ambiguous: ordinals the chain never wrote', () => {
  it('flags "the first chamber" after only "a chamber", not after "first and second chambers"', () => {
    expect(
      rules(
        '1. A device comprising a chamber and a valve.\n\n2. The device of claim 1, wherein the valve is in the first chamber.',
      ),
    ).toContain('antecedent/ambiguous');
    expect(
      rules(
        '1. A device comprising a housing having first and second chambers, and a valve.\n\n2. The device of claim 1, wherein the valve is in the first chamber.',
      ),
    ).toEqual([]);
  });

  it('flags "the electrical terminal" after a first and a second one, not one a relative clause picks', () => {
    const base =
      '1. A connector comprising a body, a first electrical terminal and a second electrical terminal, ';
    expect(rules(`${base}wherein the electrical terminal is held in the body.`)).toContain(
      'antecedent/ambiguous',
    );
    expect(
      rules(`${base}wherein the electrical terminal which is grounded is held in the body.`),
    ).toEqual([]);
  });
});

describe('antecedent/number: only against an introduction of the same words', () => {
  it('reads a chemical kind noun as a genus whose members are plural', () => {
    expect(
      rules(
        '1. A method comprising administering an amide derivative of hyaluronic acid, wherein the amide derivatives are water soluble.',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A method comprising pressing a lever of a pump, wherein the levers are made of steel.',
      ),
    ).toContain('antecedent/number');
  });

  it('needs the same words: "the doped portions" is not more of "a portion of the substrate"', () => {
    expect(
      rules(
        '1. A method comprising removing a portion of a substrate, and forming a circuit adjacent the doped portions.',
        'antecedent/number',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A method comprising providing a measuring device and a holding device, wherein the measuring devices are calibrated.',
      ),
    ).toContain('antecedent/number');
  });

  it('reads "a first plurality of planes" as plural, and an "each" stays in its own claim', () => {
    expect(
      rules(
        '1. A method comprising receiving a first plurality of image planes, wherein the image plane is shown on a display.',
      ),
    ).toContain('antecedent/number');
    expect(
      rules(
        '1. A method comprising receiving a first plurality of image planes, wherein the image planes are shown on a display.',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. An oscillator comprising a unit and elements, each of the elements coupled to the unit.\n\n2. The oscillator of claim 1, wherein the unit comprises a ring structure.\n\n3. The oscillator of claim 2, wherein the ring structures are resistors.',
      ),
    ).toContain('antecedent/number');
  });
});

describe('antecedent/missing: references a granted claim needs no introduction for', () => {
  it('reads the role after a verb of use ("using the lamp as the light source")', () => {
    expect(
      rules('1. An exposure unit comprising a lamp, the unit using the lamp as the light source.'),
    ).toEqual([]);
    expect(
      rules('1. An exposure unit comprising a lamp and a lens facing the light source.'),
    ).toContain('antecedent/missing');
  });

  it('reads a preamble phrase defined by the "comprising" that follows it', () => {
    expect(
      rules(
        '7. A method of controlling the apparatus comprising a panel, said method comprising: opening said panel.',
      ),
    ).toEqual([]);
    expect(
      rules('7. A method of controlling the apparatus, said method comprising: opening a panel.'),
    ).toContain('antecedent/missing');
  });

  it('reads an act written as "-able" ("openable and closeable … the open/close actions")', () => {
    const base = '1. An apparatus comprising a panel, the panel being openable and closeable';
    expect(rules(`${base}, and a sensor detecting the open/close actions.`)).toEqual([]);
    expect(
      rules('1. An apparatus comprising a panel, and a sensor detecting the open/close actions.'),
    ).toContain('antecedent/missing');
  });

  it('reads the agents of an act the claim recites later ("passing the reactants; reacting …")', () => {
    expect(
      rules(
        '1. A process comprising heating an amine, passing the reactants over baffles, and reacting phosgene and the amine.',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A process comprising heating an amine, passing the reactants over baffles, and cooling the amine.',
      ),
    ).toContain('antecedent/missing');
  });

  it('reads "the reaction zone" as the place of "a reaction chamber", not of nothing', () => {
    expect(
      rules(
        '1. A process comprising reacting gases in a reaction chamber, the gases mixing in the reaction zone.',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A process comprising reacting gases in a chamber, the gases mixing in the reaction zone.',
      ),
    ).toContain('antecedent/missing');
  });

  it('reads an abbreviation inside a phrase ("the hyaluronic acid (HA) turnover of …")', () => {
    expect(
      rules('1. A method of normalizing the hyaluronic acid (HA) turnover of a joint.'),
    ).toEqual([]);
    expect(rules('1. A method of normalizing the hyaluronic acid (HA) in a joint.')).toContain(
      'antecedent/missing',
    );
  });

  it('reads coordinated modifiers sharing an introduced head ("the fitted plug and receptacle connectors")', () => {
    const base =
      '1. A connector assembly comprising a plug connector and a receptacle connector, wherein a width of ';
    expect(rules(`${base}the fitted plug and receptacle connectors is small.`)).toEqual([]);
    expect(rules(`${base}the fitted plug is small.`)).toContain('antecedent/missing');
  });

  it('reads a measure after a verb of measuring ("determining the somatic cell count")', () => {
    expect(
      rules('1. A method comprising milking a cow and determining the somatic cell count.'),
    ).toEqual([]);
    expect(
      rules('1. A method comprising milking a cow and storing the somatic cell count.'),
    ).toContain('antecedent/missing');
  });
});
