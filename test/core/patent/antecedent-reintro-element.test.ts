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

describe('antecedent/reintroduced: "a X" that names one of several, or a thing of its own', () => {
  it('stays silent on one of a plurality the chain names, two things each defined by its own clause, and a claim of another category', () => {
    const silent = [
      '1. A gear comprising: a hub; and a plurality of teeth, wherein a gap between a tooth and an adjacent tooth is constant.\n\n2. The gear of claim 1, wherein a tooth is wider than the hub.',
      '1. A panel comprising: a frame; and a plurality of recesses arranged such that a recess is formed on both sides of a recess.',
      '1. A printer comprising: a control unit that supplies power only to a section that is used for a standby mode, and runs a job by using a section to which the power is supplied.',
      '1. A pump comprising: a housing; and an impeller in the housing.\n\n2. A method of operating the pump of claim 1, comprising: filling a housing with water; and rotating the impeller.',
      // A part of another, new owner.
      '1. An assembly comprising: a panel having a hole; and a screw.\n\n2. The assembly of claim 1, wherein the screw extends through a hole in a bracket.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });

  it('still flags the same element named again in the claim or under a parent of the same category', () => {
    const flagged = [
      '1. A gear comprising: a hub; a tooth; and a rim, wherein the rim surrounds a tooth.',
      '1. A printer comprising: a control unit that supplies power to a section; and a fan that cools a section.',
      '1. A pump comprising: a housing; and an impeller in the housing.\n\n2. A pump according to claim 1, further comprising a housing cover fixed to a housing.',
    ];
    for (const c of flagged) expect(rules(c)).toEqual(['antecedent/reintroduced']);
  });
});

describe('antecedent/reintroduced: a measure or event named again with the same "of" object', () => {
  it('flags "a change of the supply voltage" twice, not two parts of one thing', () => {
    expect(
      rules(
        '1. A method comprising: detecting a change of the supply voltage; and, in response to a change of the supply voltage, storing a record.',
      ),
    ).toEqual(['antecedent/reintroduced']);
    expect(
      rules(
        '1. A device comprising: a housing; a latch on a portion of the housing; and a hinge on a portion of the housing.',
      ),
    ).toEqual([]);
  });
});

describe('antecedent/reintroduced: a number left open, a distributive owner, another whole, a contrast', () => {
  it('stays silent where the words themselves say it may be another one', () => {
    const silent = [
      // "a query(ies)": one or several.
      '1. A device comprising: a processor configured to: acquire a search query(ies) input by users; and extract a search query matching a category.',
      // One of several owners: "of one … of another".
      '1. A stack comprising: a first cell; a second cell; and a conductor patch on the first cell.\n\n2. The stack of claim 1, wherein a portion of a conductor patch of one cell overlaps a portion of a conductor patch of another cell.',
      // The first part of another whole's own list.
      '1. A system comprising: a pump module, wherein the pump module comprises an electric motor and a pump.\n\n2. The system of claim 1, further comprising a spare module comprising at least one pump and an electric motor.',
      // A contrast names a second one.
      '1. A diode comprising: an active layer; and a cladding layer comprising a material having a lattice constant different from a lattice constant of the active layer.',
    ];
    for (const c of silent) expect(rules(c)).toEqual([]);
  });
});

describe('antecedent/reintroduced: what a thing represents is a predicate', () => {
  it('stays silent on "the feature representing a feature of …"', () => {
    expect(
      rules(
        '1. A device comprising: a processor configured to generate a feature from a record, the feature representing a feature of the record.',
      ),
    ).toEqual([]);
  });
});

describe('antecedent/reintroduced: a symbol definition lists kinds, as a Markush group does', () => {
  it('reads "a X" inside "L2 represents …" as a part of one kind the symbol may stand for', () => {
    // Extra full-text wording (US08927118B2 claim 1): each of L1 and L2 "represents a single bond,
    // … or a … heterocyclic group which … is linked with a benzene ring … through a carbon-carbon bond".
    const claims =
      '1. A material represented by the formula (5): wherein: L1 represents a single bond, or a heterocyclic group which has a ring formed of 3 to 24 atoms and which is linked with a benzene ring a through a carbon-carbon bond; L2 represents a single bond, or a heterocyclic group which has a ring formed of 3 to 24 atoms and which is linked with a benzene ring c through a carbon-carbon bond; and A1 represents a hydrogen atom.';
    expect(rules(claims)).toEqual([]);
  });

  it('still flags an element introduced twice outside any definition', () => {
    const claims =
      '1. A material comprising: a heterocyclic group linked with a benzene ring through a carbon-carbon bond; and a spacer attached to a carbon-carbon bond.';
    expect(rules(claims)).toEqual(['antecedent/reintroduced']);
    // Corpus C (tune) wording (US06838578B2 claim 1): the definitions end where the body goes on.
    const process =
      '1. A process for preparing a diisocyanate corresponding to the formula R—(NCO)n (I), wherein\n  R represents a hydrocarbon group having up to 15 carbon atoms,\n  n represents the number 2 or 3,\nwhich comprises\n  a) separately heating phosgene and a diamine to a temperature of 200° C. to 600° C.\n\n2. The process of claim 1, wherein a diamine is attached to the inert solvent.';
    expect(rules(process)).toEqual(['antecedent/reintroduced']);
  });
});
