import { flagged, listClaim } from './form-support';

/**
 * A method step that lost its verb reads as a noun phrase with what described the verb's object
 * still after it ("a nare having a length", "the precursor to form a polymer", "a call from the
 * phone to…"). Near misses: a step whose noun phrase goes on with a verb of its own (an actor
 * acting, an absolute clause about a thing already named) and steps named as steps or processes.
 */
const NON_ACTION = 'form/non-action-step';
const method = (steps: string[]) => listClaim('A method of treating a fluid', steps);

describe('form/non-action-step: a step that lost its verb', () => {
  it.each([
    'a temperature of the fluid being above 40 C',
    'the valve open',
    'a second nare having a fixed length',
    'the polymer precursor to form a solid polymer',
    'a call from the first device to the second device when prompted by the user',
    'a picture sequence formed by the pictures showing the subjects',
    'a location of the unit based on which of the bands is received',
    'the code words of same length sequentially from start code to end code',
    'an organic light emitting layer within the aperture',
    'a detector including the reference module and the module to be tested',
    'a function indication according to whether the panel is open',
  ])('flags %j', (step) => {
    expect(flagged(method(['heating the fluid', step]), NON_ACTION)).toEqual([step]);
  });

  it('flags the noun phrase before a comma even when a clause with a verb follows', () => {
    const step = 'the cable through the water, the towing performed at a speed';
    expect(flagged(method(['heating the fluid', step]), NON_ACTION)).toEqual([step]);
  });

  it.each([
    'heating the fluid',
    'providing a housing having a chamber',
    'wherein the valve is open',
    'the controller determining a value',
    'a user selecting an icon on the screen',
    'the nare being sized to fit a nostril',
    'the controller sends a signal to the valve',
    'an end of a portion where the medium is left is defined as a reference',
    'the fluid in the tank exceeding a threshold',
    'a first panel and a second panel are opened',
    'a cleaning process of the substrate',
    'a step of cooling the fluid',
  ])('leaves %j alone', (step) => {
    expect(flagged(method(['heating the fluid', step]), NON_ACTION)).toEqual([]);
  });

  it('leaves a Jepson claim and a means-plus-function step alone', () => {
    const claims =
      '1. In a method of treating a fluid, the improvement comprising:\n' +
      '  heating the fluid; and\n  cooling the fluid by means for exchanging heat.';
    expect(flagged(claims, NON_ACTION)).toEqual([]);
  });
});

describe("form/non-action-step: where the method's own list starts", () => {
  const claims = (step: string) =>
    '1. A method of displaying an image on an apparatus comprising:\n' +
    '  a display module having a surface;\n  a barrier in front of the display module;\n' +
    `  the method of displaying an image comprising:\n  ${step};\n  showing the image.`;

  it('reads the steps after "the method … comprising:" and not the apparatus before it', () => {
    expect(flagged(claims('dividing the image into pieces'), NON_ACTION)).toEqual([]);
    expect(flagged(claims('the image into pieces'), NON_ACTION)).toEqual(['the image into pieces']);
  });

  it('reads "…, said method comprising:" closing a line of the preamble\'s description', () => {
    const text =
      '1. A method of controlling an apparatus comprising a first panel having a display and a second panel, said method comprising:\n' +
      '  opening the second panel; and\n  a function indication of the panel.';
    expect(flagged(text, NON_ACTION)).toEqual(['a function indication of the panel']);
  });

  it('reads a preamble that describes a substrate before "the method comprising:"', () => {
    const text =
      '1. A method for forming interconnects at a surface of a substrate, the substrate comprising a layer on an oxide, the method comprising:\n' +
      '  opening a window in the substrate;\n  a plurality of holes in the layer; and\n  metalizing the holes.';
    expect(flagged(text, NON_ACTION)).toEqual(['a plurality of holes in the layer']);
  });
});
