import { flagged, listClaim } from './form-support';

/**
 * claims/category-mixed as an attorney states it: a product claim is claimed by its parts and a
 * method claim by its acts. A product claim's element that is a step ("measuring the pressure;")
 * and a method claim's step that is a part of an apparatus ("a sensor configured to…;") mix the
 * two classes (and is no act: form/non-action-step says so too). A result written where a step belongs ("a cured product") is a form slip of its
 * own (form/non-action-step), and what a part is operated by ("by a user pressing…") is no step.
 */
const MIXED = 'claims/category-mixed';
const STEP = 'form/non-action-step';
const method = (step: string) =>
  listClaim('A method of pumping a fluid', [
    'filling a chamber with the fluid',
    step,
    'moving a piston within the chamber',
  ]);

describe('claims/category-mixed: an apparatus part where a method step belongs', () => {
  it.each([
    'a sensor configured to measure a pressure of the fluid',
    'a controller',
    'a housing having an opening',
    'a first valve coupled to the chamber',
    'an electric motor',
  ])('flags "%s"', (step) => {
    expect(flagged(method(step), MIXED)).toEqual([step]);
    // It is no act either: the form rule says so as well.
    expect(flagged(method(step), STEP)).toEqual([step]);
  });

  it('flags it in a dependent method claim ("further comprising a sensor")', () => {
    const claims = `${method('heating the fluid')}\n\n2. The method of claim 1, further comprising:\n  a pressure sensor in the chamber; and\n  closing a valve.`;
    expect(flagged(claims, MIXED)).toEqual(['a pressure sensor in the chamber']);
  });

  it.each([
    'providing a sensor configured to measure a pressure',
    'measuring a pressure of the fluid with a sensor',
    'a step of closing a valve',
  ])('stays silent on the act "%s"', (step) => {
    expect(flagged(method(step), MIXED)).toEqual([]);
    expect(flagged(method(step), STEP)).toEqual([]);
  });

  it.each(['a cured product', 'a reduced noise level', 'a measured temperature of the fluid'])(
    'leaves the result "%s" to form/non-action-step',
    (step) => {
      expect(flagged(method(step), MIXED)).toEqual([]);
      expect(flagged(method(step), STEP)).toEqual([step]);
    },
  );
});

describe('claims/category-mixed: a step among labelled elements of a product claim', () => {
  const detector = (b: string) =>
    `1. A smoke detector, comprising:\n  (a) a base for mounting to a ceiling;\n  (b) ${b}; and\n  (c) a ring attached to the base.`;
  it('flags "(b) measuring the smoke density in the room"', () => {
    expect(flagged(detector('measuring the smoke density in the room'), MIXED)).toEqual([
      'measuring the',
    ]);
  });
  it.each([
    'a sensing chamber in the base',
    'a heating element disposed in the base',
    'a lever, wherein the base is released by a user pressing the lever',
  ])('stays silent on "(b) %s"', (b) => {
    expect(flagged(detector(b), MIXED)).toEqual([]);
  });
});

describe('claims/category-mixed: a step after a sub-list of what a part does', () => {
  it('flags a step back at the elements\' depth, not one inside "configured to:"', () => {
    const claim = (sub: string, after: string) =>
      `1. A pump, comprising:\n  a housing;\n  a controller configured to:\n    receive a signal;\n${sub}    open a valve;\n${after}  a valve.`;
    expect(flagged(claim('', '  measuring the pressure of the fluid; and\n'), MIXED)).toEqual([
      'measuring the',
    ]);
    expect(flagged(claim('    measuring the pressure of the fluid; and\n', ''), MIXED)).toEqual([]);
  });
});

describe("claims/category-mixed: a person's act as a clause of its own", () => {
  const press = (tail: string) =>
    `1. A press, comprising:\n  a frame;\n  a ram movable in the frame; and\n  a table below the ram${tail}.`;
  it.each([
    [', and a user selects the workpiece', 'and a user selects'],
    ['; the operator loads the workpiece onto the table', 'the operator loads'],
    [', wherein a user actuates the ram', 'wherein a user actuates'],
  ])('flags "%s"', (tail, want) => {
    expect(flagged(press(tail), MIXED)).toEqual([want]);
  });
  it.each([
    ', wherein the ram is operated by a user pressing a pedal',
    ', wherein the user can select the stroke',
    ' sized such that a user is able to reach the workpiece',
  ])('stays silent on "%s"', (tail) => {
    expect(flagged(press(tail), MIXED)).toEqual([]);
  });
});
