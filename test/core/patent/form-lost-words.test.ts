import { flagged, listClaim } from './form-support';

/**
 * Words lost in an edit, as an attorney finds them: the noun between an article and its
 * participle ("a mounted on the wall"), the unit of a measure said of a part ("a diameter of the
 * bobbin is from about 3 to about 12"), and a measure a dependent claim adds after its own list
 * ("…, and further comprising a delay"). Each with the wording that stays silent.
 */
const FRAGMENT = 'form/fragment';
const RANGE = 'form/open-range';
const NON_THING = 'form/non-thing';
const STEP = 'form/non-action-step';
const holder = (element: string) =>
  listClaim('A mouthpiece assembly', ['an elongated mouthpiece having a wall', element]);

describe('form/fragment: an article before a participle, its noun lost', () => {
  it.each<[string, string]>([
    ['a mounted on the wall', 'a'],
    ['an configured to receive a reed', 'an'],
    ['a ligature extending along the wall and a extending in the row direction', 'a'],
    ['a disposed within the wall, the clip holding a reed', 'a'],
  ])('flags "%s"', (element, want) => {
    expect(flagged(holder(element), FRAGMENT)).toEqual([want]);
  });

  it.each([
    'a ligature mounted on the wall',
    'a seed disposed in the wall',
    'a bearing in the wall',
    'a raised rib on the wall',
  ])('stays silent on "%s"', (element) => {
    expect(flagged(holder(element), FRAGMENT)).toEqual([]);
  });
});

describe('form/open-range: a measure of a part given a range without its unit', () => {
  const claims = (clause: string) =>
    `${listClaim('An actuator', ['a housing', 'a bobbin in the housing'])}\n\n2. The actuator of claim 1, wherein ${clause}.`;
  it.each<[string, string]>([
    ['a diameter of the bobbin is from about 3 to about 12', '3 to about 12'],
    ['a thickness of the outer wall is in a range of 2 to 8', '2 to 8'],
  ])('flags "%s"', (clause, want) => {
    expect(flagged(claims(clause), RANGE)).toEqual([want]);
  });

  it.each([
    'a diameter of the bobbin is from about 3 mm to about 12 mm',
    'a number of turns of the coil is from 3 to 12',
    'the housing has a diameter of from 3 mm to 12 mm',
  ])('stays silent on "%s"', (clause) => {
    expect(flagged(claims(clause), RANGE)).toEqual([]);
  });
});

describe('a measure a dependent claim adds after what it already lists', () => {
  const product = (tail: string) =>
    `${listClaim('A current detector', ['a controller', 'a power transistor'])}\n\n2. The current detector of claim 1, comprising voltage supply rails to power the controller, and further comprising ${tail}.`;
  const method = (tail: string) =>
    `${listClaim('A method of moving wax', ['loading wax particles into a vessel', 'heating the vessel'])}\n\n2. The method of claim 1, additionally comprising forming a slurry of the particles, and further comprising ${tail}.`;

  it('flags the measure in a product claim ("…, and further comprising a delay")', () => {
    expect(flagged(product('a delay'), NON_THING)).toEqual(['a delay']);
    expect(flagged(product('a delay circuit'), NON_THING)).toEqual([]);
  });

  it('flags it as no act in a method claim ("…, and further comprising a temperature")', () => {
    expect(flagged(method('a temperature'), STEP)).toEqual(['a temperature']);
    expect(flagged(method('cooling the slurry'), STEP)).toEqual([]);
  });
});
