import { claimRules as rules } from './findings-support';

// Wording from the extra real claims (test/fixtures/patents/extra/), with near misses that must
// still be flagged.

describe('antecedent: a participle before a count refers to what is counted', () => {
  it('stays silent on "the identified at least one …", "the received plurality of …"', () => {
    const silent = [
      '1. A method comprising: identifying at least one behavior change methodology; and initiating the identified at least one behavior change methodology.',
      '1. A system comprising a plurality of detectors configured for receiving a plurality of inputs and transmitting outputs based upon the received plurality of inputs.',
      '1. A server configured to locate one or more data objects and to return the located one or more data objects to a client.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/')).toEqual([]);
    // A counted thing the claim never introduced is still flagged.
    const c =
      '1. A method comprising: identifying at least one methodology; and initiating the identified at least one protocol.';
    expect(rules(c, 'antecedent/')).toEqual(['antecedent/missing']);
  });
});

describe('antecedent: a reference ends where its predicate begins', () => {
  it('stays silent where the phrase runs on into a participle, verb or postpositive adjective', () => {
    const silent = [
      '1. A method of restructuring a table in a computer system, the computer system storing data in partitions, the method comprising moving the data.',
      '1. A device comprising a processor configured to generate a unique key, the unique key usable only by a second processor.',
      '1. A chip comprising a radio and power management circuits, wherein the power management circuits manage power dissipation on the chip.',
      '1. A system comprising a controller configured to receive a product identifier and a query location, and to determine that the product identifier and the query location match a scan event.',
      '1. A module comprising a light source and an attenuator applied to a light beam and configured to adjust an energy of the light beam output from the light source.',
      '1. A display comprising a first substrate, a liquid crystal layer, and a polarizer disposed on a side of the first substrate far away from the liquid crystal layer.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/missing')).toEqual([]);
    // A compound the claim never introduced is still flagged.
    const flagged = [
      '1. A device comprising a lever and a spring, wherein the lever arm is coupled to the spring.',
      '1. A method comprising storing data, and sending the data processing unit a message.',
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/missing')).toEqual(['antecedent/missing']);
  });
});

describe('antecedent: "the" before a comparative of degree', () => {
  it('stays silent on "the higher …, the shorter …"', () => {
    const c =
      '1. A network comprising slave units configured such that the higher the priority level of a signal is, the shorter a period of a carrier sense is set.';
    expect(rules(c, 'antecedent/')).toEqual([]);
  });
});

describe('antecedent/reintroduced: a definite reference restating the first name', () => {
  it('stays silent on "said data indicative of a risk category"', () => {
    const c =
      '1. A system comprising: a risk analyzer arranged to generate data indicative of a risk category; and a trend analyzer arranged to access said data indicative of a risk category.';
    expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
  });
});

describe('antecedent: an adverb and a participle before a noun are a compound modifier', () => {
  it('stays silent on "a code numerically controlled oscillator" after "a code"', () => {
    const c =
      '1. A receiver comprising: a code and carrier remover configured to remove codes from a signal; and a code numerically controlled oscillator configured to provide a clock.';
    expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
  });
});

describe('antecedent/reintroduced: each whole lists its own parts', () => {
  it('stays silent on the same part in the lists of two named wholes', () => {
    const c =
      '1. A system comprising:\n (a) a patch chip comprising a processor, a memory element coupled to the processor, and a radio;\n (b) a gate chip comprising a processor that processes data, a memory element coupled to the processor, and a transceiver; and\n (c) a base chip, comprising a processor, a memory element coupled to the processor, and a host interface.';
    expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
    // The same part listed twice for one whole, or at the claim's own top level, is still flagged.
    const flagged = [
      '1. A system comprising:\n a chip comprising a memory element, a processor coupled to the memory element, and a memory element.',
      '1. A system comprising:\n a memory element;\n a chip; and\n a memory element coupled to the chip.',
    ];
    for (const f of flagged)
      expect(rules(f, 'antecedent/reintroduced')).toEqual(['antecedent/reintroduced']);
  });
});

describe('antecedent/reintroduced: labels of their own tell two apart', () => {
  it('stays silent on "a cyclic carbonate (I-1) … a cyclic carbonate (I-2)", not on one label twice', () => {
    const c =
      '1. An electrolytic solution comprising: a cyclic carbonate (I-1) represented by formula (I-1); a cyclic carbonate (I-2) different from the cyclic carbonate (I-1); and an electrolyte salt.';
    expect(rules(c, 'antecedent/reintroduced')).toEqual([]);
    const same =
      '1. An electrolytic solution comprising: a cyclic carbonate (I-1) represented by formula (I-1); a cyclic carbonate (I-1) in water; and an electrolyte salt.';
    expect(rules(same, 'antecedent/reintroduced')).toEqual(['antecedent/reintroduced']);
  });
});

describe('antecedent/number: a plural after only one, wherever it stands', () => {
  it.each([
    '1. A cart comprising a frame and a tray.\n\n2. The cart of claim 1, wherein the frame is secured to said trays.',
    '1. A circuit comprising a capacitor and a switch coupled to the capacitors.',
    // "each of the trays" presupposes several trays: only one was introduced.
    '1. A cart comprising a frame and a tray.\n\n2. The cart of claim 1, wherein the frame is secured to each of the trays.',
  ])('flags %j', (claims) => {
    expect(rules(claims, 'antecedent/number')).toEqual(['antecedent/number']);
  });

  it.each([
    // distributive: the complement of another plural
    '1. An assembly comprising a mouthpiece and a ligature defining a plurality of positions for said ligatures.',
    // one introduced for each of several: "the pixel electrodes" are those
    '1. A panel comprising a plurality of pixels, a pixel electrode provided for each of the pixels, and a counter electrode facing the pixel electrodes.',
    '1. A panel comprising a plurality of pixels; a substrate on which a pixel electrode is provided for each of the pixels; and a counter electrode facing the pixel electrodes.',
    '1. A cart comprising a frame and a plurality of trays, wherein the frame is secured to the trays.',
  ])('leaves %j alone', (claims) => {
    expect(rules(claims, 'antecedent/number')).toEqual([]);
  });
});

describe('antecedent: a noun made from a verb names the act the claim recites', () => {
  it('reads "the comparison", "the analysis" and a gerund of a bare verb as the recited act', () => {
    const silent = [
      // USAPP14245852: "comparing the trial biased cell to a current best biased cell …;
      // updating the current best biased cell based on the comparison".
      '1. A method comprising: comparing a trial biased cell to a current best biased cell; and updating the current best biased cell based on the comparison.',
      // US11556879B1 claim 9: "analyzing the instance of motion data …; determining a measure of
      // quality …, based on the analysis"; the British spelling is the same act.
      '1. A method comprising: analyzing an instance of motion data using a data model; and determining a measure of quality based on the analysis.',
      '1. A method comprising: analysing an instance of motion data; and determining a measure of quality based on the analysis.',
      // US11558444B1 claim 3: "configured to: … parse the encoded input content …; monitor the
      // content element file …" and, in claim 3, "at least one of the parsing and the monitoring".
      '1. A system comprising a server configured to: parse encoded input content; and monitor a content element file.\n\n2. The system of claim 1, wherein a module performs at least one of the parsing and the monitoring.',
    ];
    for (const c of silent) expect(rules(c, 'antecedent/')).toEqual([]);
  });

  it('still flags the act where the claim never recites its verb', () => {
    const flagged = [
      '1. A method comprising: receiving a trial cell; and updating a best cell based on the comparison.',
      '1. A method comprising: receiving motion data; and determining a measure of quality based on the analysis.',
      '1. A system comprising a server configured to store a file.\n\n2. The system of claim 1, wherein a module performs the parsing.',
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/')).toEqual(['antecedent/missing']);
  });
});
