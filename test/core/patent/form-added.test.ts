import { flagged } from './form-support';

const pump =
  '1. A pump comprising:\n  a housing;\n  an impeller in the housing; and\n  a motor driving the impeller.\n\n';
const nonThings = (dependent: string) => flagged(pump + dependent, 'form/non-thing');

describe('form/non-thing: a measure or an event a dependent claim adds as a part', () => {
  it('flags one added by "further comprising", after a clause or in a later claim', () => {
    expect(
      nonThings(
        '2. The pump of claim 1, wherein the motor is electric, and further comprising a rotation speed of the impeller.',
      ),
    ).toEqual(['a rotation speed']);
    expect(
      nonThings(
        '2. The pump of claim 1, wherein the motor is electric.\n\n3. The pump of claim 2, further including a vibration of the motor.',
      ),
    ).toEqual(['a vibration']);
  });

  it('flags one a named part "includes" beside a real part', () => {
    expect(
      nonThings(
        '2. The pump of claim 1, wherein the housing includes an outlet and a pressure drop across the outlet.',
      ),
    ).toEqual(['a pressure drop']);
    expect(
      nonThings(
        '2. The pump of claim 1, wherein the motor comprises a stator, a rotor, and an efficiency of the stator.',
      ),
    ).toEqual(['an efficiency']);
  });

  it('stays silent on parts, on "has", and on what data or a set of places holds', () => {
    for (const silent of [
      '2. The pump of claim 1, wherein the motor includes a speed sensor and a controller.',
      '2. The pump of claim 1, further comprising a temperature sensor.',
      '2. The pump of claim 1, wherein the housing has a thickness of 2 mm.',
      '2. The pump of claim 1, wherein the impeller includes a blade having a length of 5 cm.',
      '2. The pump of claim 1, wherein a control signal of the motor comprises a target speed and a duty cycle.',
      '2. The pump of claim 1, wherein at each of a set of angular positions of the impeller comprising a range of useful positions, the motor is stopped.',
    ])
      expect(nonThings(silent)).toEqual([]);
  });
});

describe('form/non-action-step: a condition a dependent method claim adds as a step', () => {
  const method =
    '1. A method of growing a layer, comprising:\n  placing an epitaxial substrate in an epitaxy reactor; and\n  growing the layer on the epitaxial substrate.\n\n';
  const steps = (dependent: string) => flagged(method + dependent, 'form/non-action-step');

  // Corpus F (tune), US06838391B2 claim 3, and the same slip with an adjective.
  it('flags "further comprising the X being <where or how it is>"', () => {
    expect(
      steps(
        '2. The method according to claim 1, wherein each of said steps is performed within the epitaxy reactor, further comprising the epitaxial substrate being at a predetermined temperature.',
      ),
    ).toEqual(['the epitaxial substrate being at a predetermined temperature']);
    expect(
      steps('2. The method of claim 1, further comprising the layer being stationary.'),
    ).toEqual(['the layer being stationary']);
  });

  it('stays silent on acts, and on a passive act', () => {
    for (const silent of [
      '2. The method of claim 1, further comprising heating the epitaxial substrate to a predetermined temperature.',
      '2. The method of claim 1, further comprising the step of cleaning the epitaxial substrate.',
      '2. The method of claim 1, wherein the layer is grown at 600° C, further comprising the layer being cooled to 20° C.',
    ])
      expect(steps(silent)).toEqual([]);
  });
});
