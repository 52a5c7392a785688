import { flagged, listClaim } from './form-support';

/**
 * Category mixing as attorneys write it when they slip, beyond "; and rotating the drum": an act
 * put after another ("and then heating…"), a dependent product claim's list of steps, a part a
 * dependent method claim adds, and a method claim written without its article under a product
 * claim. Each with the near miss that stays silent.
 */
const MIXED = 'claims/category-mixed';
const washer = listClaim('A washing machine', [
  'a tub',
  'a drum rotatably mounted in the tub',
  'a motor configured to rotate the drum',
  'a controller configured to control the motor',
]);
const method = listClaim('A method of washing laundry in a drum', [
  'filling the drum with water',
  'rotating the drum with a motor',
]);
const dep = (base: string, text: string) => `${base}\n\n5. ${text}.`;

describe('claims/category-mixed: a step in a dependent product claim', () => {
  it.each<[string, string]>([
    [
      'The washing machine of claim 1, wherein the controller stops the motor and then heating the drum',
      'heating the drum',
    ],
    [
      'The washing machine of claim 1, wherein the motor is stopped, followed by draining the water from the tub',
      'draining the water from the tub',
    ],
    [
      'The washing machine of claim 1, wherein, after the lid is closed, heating the water to a predetermined temperature',
      'heating the water to a predetermined temperature',
    ],
  ])('flags %j', (claim, want) => {
    expect(flagged(dep(washer, claim), MIXED)).toEqual([want]);
  });

  it('flags a list of steps the claim adds ("further comprising: rotating…; and draining…")', () => {
    const claim =
      'The washing machine of claim 1, further comprising:\n  rotating the drum at a first speed; and\n  draining the tub';
    expect(flagged(dep(washer, claim), MIXED)).toEqual(['rotating the']);
  });

  it.each([
    'The washing machine of claim 1, wherein the controller is configured for stopping the motor and then heating the drum',
    'The washing machine of claim 1, wherein rotating the drum moves the water',
    'The washing machine of claim 1, wherein the controller is configured to:\n  rotate the drum; and\n  drain the tub',
    'The washing machine of claim 1, further comprising a heater for heating the drum',
  ])('stays silent on %j', (claim) => {
    expect(flagged(dep(washer, claim), MIXED)).toEqual([]);
  });
});

describe('claims/category-mixed: a part a dependent method claim adds', () => {
  it.each([
    'a brush mounted adjacent the drum',
    'a pressure sensor',
    'a controller configured to open a valve',
  ])('flags "further comprising %s"', (part) => {
    expect(
      flagged(dep(method, `The method of claim 1, further comprising ${part}`), MIXED),
    ).toEqual([part]);
  });

  it.each([
    'The method of claim 1, further comprising providing a brush mounted adjacent the drum',
    'The method of claim 1, further comprising a step of cleaning the drum',
    'The method of claim 1, wherein a brush mounted adjacent the drum removes lint',
  ])('stays silent on %j', (claim) => {
    expect(flagged(dep(method, claim), MIXED)).toEqual([]);
  });
});

describe('claims/category-mixed: a method claim on a product claim', () => {
  it('reads "Method according to claim 1" without its article', () => {
    const claim = 'Method according to claim 1, wherein the drum is heated';
    expect(flagged(dep(washer, claim), MIXED)).toEqual(['Method according to claim 1']);
  });

  it('stays silent on a method of using the product', () => {
    const claim = 'A method of using the washing machine of claim 1, comprising rotating the drum';
    expect(flagged(dep(washer, claim), MIXED)).toEqual([]);
  });
});
