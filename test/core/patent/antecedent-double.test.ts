import { claimRules } from './findings-support';

const rules = (claims: string, prefix = 'antecedent/reintroduced') => claimRules(claims, prefix);

describe('antecedent/reintroduced: a dependent claim that adds its chain element again', () => {
  const parent =
    '1. A cleaning device comprising: a housing having a bucket; a pump mounted in the housing; and a circumferential wall surrounding the pump.\n\n';

  it('flags "further comprising a X" for an element of the chain, one word or more', () => {
    const flagged = [
      `${parent}2. The device of claim 1, further comprising a bucket associated with the pump.`,
      `${parent}2. The device of claim 1, wherein the pump is electric, further comprising a circumferential wall adjacent to the housing.`,
      `${parent}2. The device of claim 1, further including a pump driven by a motor.`,
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent on a second, another or an additional one, and on a predicate "comprising a X"', () => {
    const silent = [
      `${parent}2. The device of claim 1, further comprising a second bucket associated with the pump.`,
      `${parent}2. The device of claim 1, further comprising another bucket associated with the pump.`,
      `${parent}2. The device of claim 1, further comprising an additional pump mounted in the bucket.`,
      `${parent}2. The device of claim 1, further comprising a plurality of buckets.`,
      `${parent}2. The device of claim 1, further comprising the bucket and a lid.`,
      `${parent}2. The device of claim 1, wherein the bucket comprises a pump.`,
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });

  it('flags a clause whose subject is an element the chain named only in a predicate or the preamble', () => {
    const flagged = [
      '1. An element comprising: an anode; and a cathode which acts as an electron injection electrode.\n\n2. The element of claim 1, further comprising an electron injection electrode adjacent to the anode.',
      '1. An edging rail for a flooring, the rail comprising a base member.\n\n2. The rail of claim 1, wherein a flooring is connected to the base member.',
      '1. A locating method for a sensor network, comprising: sending a signal.\n\n2. The method of claim 1, further comprising a sensor network connected to a node.',
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent on a setting the claim itself recites, or one of a list of alternatives', () => {
    const silent = [
      // The preamble's setting recited in the body of the same claim.
      '1. An adjuster for an armrest, comprising: a bracket; and an armrest mounted to the bracket.',
      // A dependent claim's object that is no subject and no added element.
      '1. An edging rail for a flooring, the rail comprising a base member.\n\n2. The rail of claim 1, wherein the base member rests on a flooring.',
      // One of a list of alternatives ("at least one of …, a X or Y").
      '1. A method comprising sensing at least one of conductivity, a light absorption characteristic or temperature.\n\n2. The method of claim 1, wherein a light absorption characteristic of the milk is sensed by a detector.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });

  it('reads "at least one surface of …;" as a plain element, not a list of alternatives', () => {
    expect(
      rules(
        '1. An apparatus comprising: a chamber contacting at least one surface of a container; a fluid circulation system coupled to the chamber.\n\n2. The apparatus of claim 1, wherein a fluid circulation system is in communication with a tray.',
      ),
    ).toEqual(['antecedent/reintroduced']);
  });
});

describe('antecedent/reintroduced: the same thing named again in a dependent clause', () => {
  it('flags a definite owner\'s "of a X", a series member as subject, a named generic noun', () => {
    const flagged = [
      '1. A method comprising implanting a molecular cluster into a substrate.\n\n2. The method of claim 1, wherein the molecular weight of a molecular cluster is greater than 100.',
      '1. A display comprising a first terminal coupled to a third node and a second terminal coupled to a fourth node.\n\n2. The display of claim 1, wherein a fourth node is disposed between the first terminal and the second terminal.',
      '1. A composition comprising: at least about 10% of a non-polar silicone oil; and water.\n\n2. The composition of claim 1, wherein a non-polar silicone oil is selected from the group consisting of cyclomethicone and dimethicone.',
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent on an idiom\'s "of", an indefinite owner, an owned member, one for each', () => {
    const silent = [
      '1. A process comprising: reacting a component in the presence of a catalyst component; and adding a diol in the presence of a catalyst component.',
      '1. A blade comprising a root of an aircraft engine.\n\n2. The blade of claim 1, wherein a vane of an aircraft engine holds the root.',
      '1. A display comprising a first terminal coupled to a third node and a second terminal coupled to a fourth node.\n\n2. The display of claim 1, wherein a fourth node of the second terminal is grounded.',
      '1. A method of milking comprising removing a milk sample from a chamber.\n\n2. The method of claim 1, wherein a milk sample is removed during each filling cycle.',
      // A generic noun alone as an object ("with an oil") names any oil, not the one the chain has.
      '1. A composition comprising: at least about 10% of an oil; and water.\n\n2. The composition of claim 1, wherein the water is mixed with an oil.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });
});

describe('antecedent/missing: a modifier that names another one of an introduced noun', () => {
  it('flags "said analog circuit block" where the chain has only "a digital circuit block"', () => {
    const flagged = [
      '1. A device comprising: a digital circuit block; and a bus coupling said analog circuit block to a pad.',
      '1. A connector comprising a recess and a wrench.\n\n2. The connector of claim 1, wherein said recess comprises a magnetized member, and said wrench comprises the magnetic member.',
    ];
    for (const c of flagged) expect(rules(c, 'antecedent/missing')).toEqual(['antecedent/missing']);
  });

  it('leaves a modifier added to a bare introduction as a qualifier note ("said aluminum lever")', () => {
    const noted = [
      '1. A device comprising a lever and a base, said aluminum lever being attached to the base.',
      '1. A device comprising a lever and a base.\n\n2. The device of claim 1, wherein the aluminum lever is attached to the base.',
    ];
    for (const c of noted) expect(rules(c, 'antecedent/missing')).toEqual([]);
  });
});

describe('antecedent/ambiguous and missing: what the ordinals and hyphens of a chain say', () => {
  it('flags "the fiducial" after "a first fiducial", "a second fiducial" and "the first and second fiducial"', () => {
    expect(
      rules(
        '1. A method comprising: supporting a panel, wherein the panel includes a first fiducial and the panel includes a second fiducial; and viewing the first and second fiducial.\n\n2. The method of claim 1, wherein the fiducial is supported by an adhesive.',
        'antecedent/',
      ),
    ).toEqual(['antecedent/ambiguous']);
  });

  it('reads "the charge-retentive surface" as the "charge retentive surface" introduced', () => {
    expect(
      rules(
        '1. An apparatus comprising a member having a charge retentive surface and a roller, wherein the roller contacts the charge-retentive surface.',
        'antecedent/',
      ),
    ).toEqual([]);
  });
});

describe('antecedent/missing: the wall a hollow thing brings', () => {
  it('reads "the wall" after a chamber or a housing as its wall, not after a plate', () => {
    expect(
      rules(
        '1. A process comprising reacting a gas in a reaction chamber with constrictions of the wall near a nozzle.',
        'antecedent/missing',
      ),
    ).toEqual([]);
    expect(
      rules(
        '1. A process comprising heating a plate with constrictions of the wall near a nozzle.',
        'antecedent/missing',
      ),
    ).toEqual(['antecedent/missing']);
    expect(
      rules(
        '1. A device comprising a housing and a plate, the plate attached to the side wall.',
        'antecedent/missing',
      ),
    ).toEqual(['antecedent/missing']);
  });
});

describe('antecedent/reintroduced: where only the chain element can be meant (issue 16)', () => {
  const parent =
    '1. A cleaning device comprising: a housing having a contact surface; a lever or a spring; a control signal generator producing a control signal; and a pump.\n\n';

  it('flags a named generic or inherent head, or an alternative, added again or made a subject', () => {
    const flagged = [
      `${parent}2. The device of claim 1, further comprising a control signal sent to the pump.`,
      `${parent}2. The device of claim 1, wherein a control signal is sent to the pump.`,
      `${parent}2. The device of claim 1, wherein a contact surface is coated.`,
      `${parent}2. The device of claim 1, wherein a lever is attached to the housing.`,
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('flags a bare generic or inherent noun of the chain made the subject of a dependent clause', () => {
    const flagged = [
      '1. A composition comprising: at least about 10% of an oil; and water.\n\n2. The composition of claim 1, wherein an oil is mixed in.',
      '1. An apparatus comprising: a first panel mountable on a surface; and a second panel.\n\n2. The apparatus of claim 1, wherein a surface is connected to the second panel.',
      // The ordinal of another clause ("first panel", "second panel") tells nothing apart here.
      '1. An apparatus comprising: a first panel having a lever; and a second panel.\n\n2. The apparatus of claim 1, wherein the second panel is hinged, wherein a lever is connected to the second panel.',
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent on another name, another one, an object, or the same words in an independent claim', () => {
    const silent = [
      `${parent}2. The device of claim 1, wherein a signal is sent to the pump.`,
      `${parent}2. The device of claim 1, further comprising another control signal sent to the pump.`,
      `${parent}2. The device of claim 1, wherein the pump generates a control signal when the housing is full.`,
      `${parent}2. The device of claim 1, wherein the housing has a contact surface facing the pump.`,
      `${parent}2. The device of claim 1, wherein the pump holds a lever.`,
      '1. A device comprising: a lever or a spring; and a housing, wherein a lever is attached to the housing.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });
});

describe('antecedent/reintroduced: a one-word element of the chain that a dependent claim places something against', () => {
  const parent =
    '1. A heating device comprising: a housing; a shaft mounted in the housing; and a heater.\n\n';

  it('flags "through a housing", "to a shaft" where the chain has the housing and the shaft', () => {
    const flagged = [
      `${parent}2. The device of claim 1, wherein the shaft extends through a housing.`,
      `${parent}2. The device of claim 1, wherein the heater is attached to a shaft.`,
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent on a one-word repeat that is owned, used or counted rather than placed against', () => {
    const silent = [
      `${parent}2. The device of claim 1, further comprising a fan with a shaft.`,
      `${parent}2. The device of claim 1, wherein the heater has a housing of ceramic.`,
      `${parent}2. The device of claim 1, wherein the heater drives a shaft of a fan.`,
      `${parent}2. The device of claim 1, wherein the heater is attached to a second shaft.`,
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });
});

describe('antecedent/reintroduced: stuff or a place with a name of its own', () => {
  it('flags "a reaction mixture" and "a posterior region" introduced twice', () => {
    const flagged = [
      '1. A method comprising: heating a reaction mixture in a vessel; and cooling a reaction mixture.',
      '1. A device comprising: a frame; a posterior region of the frame; and a pad attached to a posterior region.',
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent on a recurring event, a merely described mixture, or a bare region', () => {
    const silent = [
      '1. A method comprising: receiving a data packet at a router; and forwarding a data packet to a host.',
      '1. A method comprising: heating a heated mixture in a vessel; and cooling a heated mixture.',
      '1. A device comprising: a frame having a region; and a pad attached to a region.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });
});
