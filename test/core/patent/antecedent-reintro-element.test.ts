import { claimRules } from './findings-support';

const rules = (claims: string) => claimRules(claims, 'antecedent/reintroduced');

describe('antecedent/reintroduced: a dependent claim names its chain element "a X" wherever it stands', () => {
  const crane =
    '1. A crane comprising: a tower; a jib mounted on the tower; and a counterweight carried by the jib.\n\n';

  it('flags a one-word element of the chain as an object or an owner, not only as a subject', () => {
    const flagged = [
      `${crane}2. The crane of claim 1, wherein the counterweight is hung from the rear side of a tower.`,
      `${crane}2. The crane of claim 1, further comprising a motor rotating a jib.`,
      `${crane}2. The crane of claim 1, wherein the counterweight balances a jib.`,
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });

  it('stays silent where a new one can be meant', () => {
    const silent = [
      // What an act took: each act may take another one.
      '1. A method comprising: allocating a server to a cluster; and monitoring the cluster.\n\n2. The method of claim 1, further comprising releasing a server from the cluster.',
      // One for each of several owners.
      '1. A system comprising: a hub; an antenna coupled to the hub; and a plurality of boards.\n\n2. The system of claim 1, wherein each of the boards carries a processor and an antenna.',
      // An indefinite owner of its own: any occupant's arm.
      '1. An armrest comprising: a pad; and a surface designed to support an arm of a vehicle occupant.\n\n2. The armrest of claim 1, wherein the pad cushions an arm of a passenger.',
      // "of a X" when the chain never speaks of its X as "the X": a kind of owner.
      '1. A mount comprising: a bracket; and a tower.\n\n2. The mount of claim 1, wherein the bracket has the shape of a tower.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });
});
