import { flagged, listClaim } from './form-support';

/**
 * A method step is an act someone performs. "Considering a cost" or "exhibiting a characteristic"
 * names a thought or a state, so it is no step (the drafting engine once wrote both). A composition
 * or apparatus lists ingredients and parts, not the disease it treats ("a hypercholesterolaemia").
 * Near misses: acts with such words later in the step, and things named after a condition.
 */
const NON_ACTION = 'form/non-action-step';
const NON_THING = 'form/non-thing';
const method = (steps: string[]) => listClaim('A method of producing a film', steps);

describe('form/non-action-step: a thought or a state is no step', () => {
  it.each([
    'considering a cost and a production efficiency',
    'exhibiting a plurality of proper characteristics',
    'accompanying a plurality of drawings',
    'needing a replacement of the filter',
  ])('flags %j', (step) => {
    expect(flagged(method(['heating a substrate', step]), NON_ACTION)).toEqual([step]);
  });

  it('flags such a step in a dependent claim too', () => {
    const claims = `${method(['heating a substrate', 'cooling the substrate'])}\n\n2. The method of claim 1, further comprising exhibiting a plurality of proper characteristics.`;
    expect(flagged(claims, NON_ACTION)).toEqual([
      'exhibiting a plurality of proper characteristics',
    ]);
  });

  it.each([
    'determining a cost by considering a production efficiency',
    'measuring a characteristic exhibited by the film',
    'displaying the accompanying drawings',
    'selecting a supplier based on a cost',
  ])('leaves an act alone: %j', (step) => {
    expect(flagged(method(['heating a substrate', step]), NON_ACTION)).toEqual([]);
  });
});

describe('form/non-thing: a condition of the body is no ingredient', () => {
  it.each([
    ['a hypercholesterolaemia', 'a hypercholesterolaemia'],
    ['an arthritis of the knee', 'an arthritis'],
    ['a fibrosis', 'a fibrosis'],
  ])('flags %j', (element, phrase) => {
    const claims = listClaim('A pharmaceutical composition', ['a statin', element, 'a carrier']);
    expect(flagged(claims, NON_THING)).toEqual([phrase]);
  });

  it.each([
    'an agent for treating hypercholesterolaemia',
    'an anti-arthritis agent',
    'a fibrosis inhibitor',
    'a prosthesis',
  ])('leaves a thing named after a condition alone: %j', (element) => {
    const claims = listClaim('A pharmaceutical composition', ['a statin', element, 'a carrier']);
    expect(flagged(claims, NON_THING)).toEqual([]);
  });
});

describe('form/fragment: a count of a count', () => {
  const FRAGMENT = 'form/fragment';
  const device = (element: string) =>
    listClaim('A power converter', ['a housing', element, 'a controller']);

  it.each([
    ['an inductor coupled to a pair of a plurality of switches', 'pair of a plurality'],
    ['a large number of a plurality of metal wires', 'number of a plurality'],
    ['a mirror folding an optical path ninety a plurality of degrees', 'ninety a plurality'],
  ])('flags %j', (element, words) => {
    expect(flagged(device(element), FRAGMENT)).toEqual([words]);
  });

  it.each([
    'an inductor coupled to a pair of switches',
    'a plurality of pairs of switches',
    'a number of cells, a plurality of which are charged',
    'two arms and a plurality of rollers',
    'a mirror folding an optical path ninety degrees',
  ])('leaves a single count alone: %j', (element) => {
    expect(flagged(device(element), FRAGMENT)).toEqual([]);
  });
});

describe('form/non-action-step: the harm an invention prevents is no step', () => {
  const using = (steps: string[]) => listClaim('A method of using a folding table lock', steps);

  it.each([
    'injuring a plurality of users',
    'hurting a child',
    'endangering an operator of the machine',
    'killing a plurality of pedestrians',
  ])('flags %j', (step) => {
    expect(flagged(using(['engaging a notch in a leg bracket', step]), NON_ACTION)).toEqual([step]);
  });

  it.each([
    'killing a plurality of bacteria on the surface',
    'damaging a cell membrane of the target tissue',
    'preventing the leg from collapsing',
    'measuring an injury of the user',
  ])('leaves an act alone: %j', (step) => {
    expect(flagged(using(['engaging a notch in a leg bracket', step]), NON_ACTION)).toEqual([]);
  });
});
