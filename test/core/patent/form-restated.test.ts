import { flagged, listClaim } from './form-support';

/**
 * A dependent claim that only says again what an element of its parent says ("wherein the vessel
 * includes the recording system" under "a vessel including a recording system") narrows nothing
 * (35 USC 112(d)); the drafting engine once wrote such claims. Near misses add something.
 */
const DUPLICATE = 'form/duplicate-element';
const parent = listClaim('A seismic survey system', [
  'a vessel including a seismic recording system',
  'a streamer cable',
  'a substrate comprising aluminum',
]);
const dependent = (body: string) => `${parent}\n\n2. The system of claim 1, ${body}.`;

describe('form/duplicate-element: a "wherein" claim that restates its parent', () => {
  it.each([
    [
      'wherein the vessel includes the seismic recording system',
      'the vessel includes the seismic recording system',
    ],
    ['wherein the substrate comprises the aluminum', 'the substrate comprises the aluminum'],
    [
      'wherein said vessel has the seismic recording system',
      'said vessel has the seismic recording system',
    ],
  ])('flags %j', (body, words) => {
    expect(flagged(dependent(body), DUPLICATE)).toEqual([words]);
  });

  it('flags it under a dependent claim of the chain too', () => {
    const claims = `${dependent('wherein the streamer cable is towed')}\n\n3. The system of claim 2, wherein the vessel includes the seismic recording system.`;
    expect(flagged(claims, DUPLICATE)).toEqual([
      'the vessel includes the seismic recording system',
    ]);
  });

  it.each([
    'wherein the vessel includes the seismic recording system and a winch',
    'wherein the vessel includes two seismic recording systems',
    'wherein the substrate comprises anodized aluminum',
    'wherein the streamer cable includes a hydrophone',
    'wherein the vessel tows the streamer cable',
  ])('leaves a claim that adds something alone: %j', (body) => {
    expect(flagged(dependent(body), DUPLICATE)).toEqual([]);
  });
});

describe('form/duplicate-element: a singular noun in "-s" inside a compound', () => {
  const lens = (items: string[]) => listClaim('A zoom lens', items);

  it('reads "a lens element" and "a lens component" as two elements', () => {
    expect(flagged(lens(['a lens element', 'a lens component']), DUPLICATE)).toEqual([]);
    expect(flagged(lens(['a gas inlet', 'a gas outlet']), DUPLICATE)).toEqual([]);
  });

  it('still flags the same element twice', () => {
    expect(flagged(lens(['a lens element', 'a prism', 'a lens element']), DUPLICATE)).toEqual([
      'a lens element',
    ]);
  });
});
