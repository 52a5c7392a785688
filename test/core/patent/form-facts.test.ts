import { flagged, listClaim } from './form-support';

/**
 * A method claim is claimed by its acts. A step that narrates what happened ("a plurality of users
 * were injured") or states how something is ("the water is hot") is no act; a step in the passive
 * ("the valve is closed", "the power is set to…") still names one. And a measure listed beside a
 * part on one line ("a filter and a vibration") is no part either.
 */
const STEP = 'form/non-action-step';
const NON_THING = 'form/non-thing';
const method = (step: string) =>
  listClaim('A method of treating a group of users', [
    'selecting a plurality of users',
    step,
    'recording a result for each user',
  ]);

describe('form/non-action-step: a fact where an act belongs', () => {
  it.each([
    'a plurality of users were injured',
    'the patient had a fever',
    'a customer was satisfied with the product',
    'the water is hot',
  ])('flags "%s"', (step) => {
    expect(flagged(method(step), STEP)).toEqual([step]);
  });

  it.each([
    'the valve is closed',
    'a light power is set to a threshold',
    'the water is one of a plurality of liquids',
  ])('stays silent on "%s"', (step) => {
    expect(flagged(method(step), STEP)).toEqual([]);
  });
});

describe('form/non-thing: a measure joined to a part on one line', () => {
  const claims = (added: string) =>
    `${listClaim('A washing machine', ['a tub', 'a drum mounted in the tub'])}\n\n2. The washing machine of claim 1, further comprising ${added}.`;
  it.each([
    ['a filter and a vibration', 'a vibration'],
    ['a seal, a filter, and an airflow', 'an airflow'],
  ])('flags "%s"', (added, want) => {
    expect(flagged(claims(added), NON_THING)).toEqual([want]);
  });

  it.each(['a filter and a vibration damper', 'a seal and a current sensor'])(
    'stays silent on "%s"',
    (added) => {
      expect(flagged(claims(added), NON_THING)).toEqual([]);
    },
  );
});
