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
