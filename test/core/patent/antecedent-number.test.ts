import { claimRules } from './findings-support';

const number = (claims: string) => claimRules(claims, 'antecedent/number');

describe('antecedent/number: a plural the claim itself accounts for', () => {
  it('still flags a plural that only the one introduced can mean', () => {
    const flagged = [
      '1. A truck comprising a platform and a tray.\n\n2. The truck of claim 1, wherein the platform is secured to said trays.',
      // The clause's verb is singular: written for the one introduced.
      '1. A truck comprising a frame and a tray.\n\n2. The truck of claim 1, wherein the trays that holds the load is secured to the frame.',
      '1. A truck comprising a frame and a tray.\n\n2. The truck of claim 1, wherein the frame carries the trays.',
      '1. A rotor comprising a hub and a blade having a tip.\n\n2. The rotor of claim 1, wherein the tips are coated.',
    ];
    for (const c of flagged) expect(number(c)).toEqual(['antecedent/number']);
  });

  it('reads "each other" as no distributive quantifier', () => {
    // Corpus F (tune) wording (US06837358B1 claim 26): "at least two conveyance circuits positioned
    // adjacent to each other … to form a container terminal, the container terminals being …".
    const claims =
      '1. A device comprising two circuits positioned adjacent to each other to form a terminal, the terminals being stored.';
    expect(number(claims)).toEqual(['antecedent/number']);
    const distributed =
      '1. A device comprising two circuits, each circuit positioned to form a terminal, the terminals being stored.';
    expect(number(distributed)).toEqual([]);
  });

  it('stays silent after a collective noun that counts members of a class', () => {
    // Extra full-text wording (US08645300B1 claims 12-13): "store the generated datapoint …; a
    // plurality of the datapoints stored in the at least one database".
    const claims =
      '1. A system comprising an engine configured to generate a datapoint and store the datapoint in a database.\n\n2. The system of claim 1, wherein the engine is configured to process a plurality of the datapoints stored in the database.';
    expect(number(claims)).toEqual([]);
    expect(
      number(
        '1. A conveyor comprising a frame and a roller.\n\n2. The conveyor of claim 1, wherein a pair of said rollers is mounted to the frame.',
      ),
    ).toEqual([]);
  });

  it('stays silent when a restrictive clause with a plural verb names the set', () => {
    // Extra full-text wording (US20220159901A1 claim 3): "the walls that make up said annular
    // recess" after only "a conical wall".
    const claims =
      '1. A metering device comprising a disk having an annular recess and a conical wall.\n\n2. The metering device of claim 1, wherein the disk, together with the walls that make up said annular recess, forms a single part.';
    expect(number(claims)).toEqual([]);
  });

  it('stays silent after "at least a", which is "one or more"', () => {
    // Extra wording (USAPP13594843 claim 1): "comprising at least a platform; displaying in said
    // platforms a listing".
    const claims =
      '1. A method comprising: providing an environment comprising at least a platform; and displaying in said platforms a listing of a topic source.';
    expect(number(claims)).toEqual([]);
  });

  it('stays silent when the one introduced hangs on a plural ("blades having a tip")', () => {
    const claims =
      '1. A rotor comprising a hub and a plurality of blades having a tip.\n\n2. The rotor of claim 1, wherein the tips are coated.';
    expect(number(claims)).toEqual([]);
  });

  it('stays silent on a singular that defines the term by its own head noun', () => {
    // Extra wording (USAPP14076978 claim 1): "a GUI image including a plurality of category
    // regions …, and the category region being a region to which a category … is allocated".
    const silent =
      '1. A device comprising a screen on which an image including a plurality of category regions is displayed, the category region being a region to which a category is allocated.';
    expect(number(silent)).toEqual([]);
    const flagged =
      '1. A device comprising a screen on which an image including a plurality of category regions is displayed, the category region being highlighted.';
    expect(number(flagged)).toEqual(['antecedent/number']);
  });
});

describe('antecedent/number: a plural outside a subject is a slip only where no claim counts several', () => {
  // Tune wording (US08089769B2 claims 7-8): "the mounting means includes a mounting hole disposed
  // in the base …", "wherein the mounting holes are positioned at edges of …".
  const parent =
    '1. A smoke detector device comprising a base and mounting means.\n\n2. The smoke detector device of claim 1, wherein the mounting means includes a mounting hole disposed in the base.\n\n';
  it('flags the plural where the claim set never writes it elsewhere, and a plural subject always', () => {
    expect(
      number(
        `${parent}3. The smoke detector device of claim 2, wherein a screw is received in the mounting holes.`,
      ),
    ).toEqual(['antecedent/number']);
    expect(
      number(
        `${parent}3. The smoke detector device of claim 2, wherein the mounting holes are positioned at edges of the base.\n\n4. The smoke detector device of claim 1, wherein the mounting means includes two mounting holes.`,
      ),
    ).toEqual(['antecedent/number']);
  });

  it('stays silent on an object or complement when another claim counts several', () => {
    expect(
      number(
        `${parent}3. The smoke detector device of claim 2, wherein a screw is received in the mounting holes.\n\n4. The smoke detector device of claim 1, wherein the mounting means includes two mounting holes.`,
      ),
    ).toEqual([]);
  });
});
