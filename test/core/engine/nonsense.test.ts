import { covered, same } from '../../../src/core/patent/engine/claims-system';
import { Tracker, phraseRef, rewriteClause } from '../../../src/core/patent/engine/clause';
import { draftFromDisclosure } from '../../../src/core/patent/engine';
import { tagSentence } from '../../../src/core/patent/engine/nlp';
import { isPartPhrase, nounPhrases } from '../../../src/core/patent/engine/phrases';
import { elementFrom, stepFrom } from '../../../src/core/patent/engine/predicate';
import { nonsense } from './nonsense-kinds';
import { loadFixtures, parseClaims } from './structure';

const LOCK =
  'A bicycle lock comprises a steel shackle and a lock body. The lock body houses a locking bolt ' +
  'that engages a notch in the shackle. A key cylinder in the lock body retracts the bolt when a ' +
  'key is turned. The shackle is coated with a vinyl sleeve to protect the bicycle frame. A ' +
  'mounting bracket holds the lock body on the frame of the bicycle.';

const FRAUD =
  'A system for detecting fraudulent payment transactions includes a transaction server, a ' +
  'scoring module and a rules database. The transaction server receives a payment request from a ' +
  'merchant terminal. The scoring module computes a risk score for the payment request using a ' +
  'trained model. The rules database stores a plurality of thresholds. The transaction server ' +
  'compares the risk score with a threshold retrieved from the rules database and rejects the ' +
  'payment request when the risk score exceeds the threshold. The scoring module may retrain the ' +
  'model each night. The method considers a cost of false positives.';

const COATING =
  'The present invention provides a coating composition for protecting steel surfaces against ' +
  'corrosion. The coating composition comprises an epoxy resin, a zinc phosphate pigment and a ' +
  'polyamide hardener. The zinc phosphate pigment is dispersed in the epoxy resin before the ' +
  'polyamide hardener is added. The coating composition exhibits a high resistance to salt spray ' +
  'and a good adhesion to the steel surface. In some embodiments, the coating composition further ' +
  'comprises a silane coupling agent. The method of preparing the coating comprises mixing the ' +
  'epoxy resin with the zinc phosphate pigment, grinding the mixture in a bead mill, and adding ' +
  'the polyamide hardener. The viscosity of the mixture is considered when choosing the solvent.';

const phrase = (text: string) => nounPhrases(tagSentence(text))[0]!;
const element = (text: string): string | null => {
  const toks = tagSentence(text);
  return elementFrom(toks, nounPhrases(toks)[0]!, new Tracker())?.text ?? null;
};
const steps = (text: string): string[] => {
  const toks = tagSentence(text);
  return toks.flatMap((t, v) => {
    const built = t.pos === 'VERB' ? stepFrom(toks, v, new Tracker()) : null;
    return built ? [built.text] : [];
  });
};
const clause = (text: string): string | null => {
  const toks = tagSentence(text);
  return rewriteClause(toks, 0, toks.length, new Tracker());
};

describe('the engine on a disclosure whose subject is a compound noun', () => {
  it('names the whole compound, not its first word, in the title, claims and description', () => {
    const draft = draftFromDisclosure(LOCK);
    expect(draft.sections.title).toBe('Bicycle Lock and Method');
    const first = parseClaims(draft.sections.claims)[0]!;
    expect(first.text).toMatch(/^A bicycle lock, comprising:/);
    expect(draft.sections.detailed_description).not.toMatch(/\bbicycle \d+ lock\b/);
  });
});

describe('claim elements that are parts', () => {
  it('never claims a condition, a property, an axis or an adjective as a part', () => {
    for (const text of [
      'A hypercholesterolaemia is treated.',
      'An optical axis passes through the lens.',
      'An immunostimulatory is shown.',
      'A bacterial viability is kept.',
      'A mechanical drag slows the drum.',
      'A load unbalance occurs.',
      'A bio-oxidation takes place.',
      'A start of the engine is shown.',
    ])
      expect([text, isPartPhrase(phrase(text))]).toEqual([text, false]);
  });

  it('claims no generic word alone as a part, but in a compound', () => {
    expect(isPartPhrase(phrase('A component is shown.'))).toBe(false);
    expect(isPartPhrase(phrase('A piece is shown.'))).toBe(false);
    expect(isPartPhrase(phrase('A structure is shown.'))).toBe(false);
    expect(isPartPhrase(phrase('A housing structure is shown.'))).toBe(true);
    expect(isPartPhrase(phrase('A lens component is shown.'))).toBe(true);
    expect(isPartPhrase(phrase('A control knob is shown.'))).toBe(true);
  });

  it('still claims things whose names end like those words', () => {
    for (const text of [
      'A cavity holds the fluid.',
      'A wiring harness connects the lamps.',
      'A laboratory vessel holds the sample.',
      'A lens component is fixed.',
    ])
      expect([text, isPartPhrase(phrase(text))]).toEqual([text, true]);
  });

  it('writes a mass noun such as wastewater without an article', () => {
    expect(phraseRef(phrase('Wastewater enters the tank.'), new Tracker())).toBe('wastewater');
  });

  it('gives a part no state or comparison as its function', () => {
    expect(element('The risk score exceeds the threshold.')).toBeNull();
    expect(element('The rod extends through the bore.')).toBe(
      'a rod configured to extend through a bore',
    );
  });

  it('ends an element before a clause with a subject of its own', () => {
    const text =
      'Worm gear 50 is positioned within rotisserie bracket 46 and kebab bracket 48 remains empty.';
    expect(element(text) ?? '').not.toMatch(/remain/);
  });
});

describe('method steps that are acts', () => {
  it('takes no step from a thought, a state or a result', () => {
    expect(steps('The method considers a cost of the process.')).toEqual([]);
    expect(steps('The film exhibits proper characteristics.')).toEqual([]);
    expect(steps('The motor reaches a target state.')).toEqual([]);
    expect(steps('The operator heats the film.')).toEqual(['heating a film']);
  });

  it('reads "to" after a noun such as resistance as a preposition, not an infinitive', () => {
    expect(steps('The coating has a high resistance to salt spray.')).toEqual([]);
    expect(steps('The controller sends a signal to open the valve.')).toContain('opening a valve');
  });
});

describe('steps the tagger misread', () => {
  it('reads a base-form word after a preposition or a verb of having as a noun', () => {
    const keys = (text: string) => nounPhrases(tagSentence(text)).map((np) => np.key);
    expect(keys('The film is made of lead zirconate titanate.')).toContain(
      'lead zirconate titanate',
    );
    expect(keys('The washer is fitted with stop pins.')).toContain('stop pin');
    expect(keys('The composition includes lead titanate.')).toContain('lead titanate');
    expect(steps('The key is used to lock the door.')).toContain('locking a door');
  });

  it('takes no step whose object is a bare count noun, but one on a mass noun or a plural', () => {
    expect(steps('The motor then drives extendable actuator.')).toEqual([]);
    expect(steps('The actuator could be a screw driven extendable actuator.')).toEqual([]);
    expect(steps('The winch may lift header element.')).toEqual([]);
    expect(steps('The pump then circulates water through the pipe.')).toEqual([
      'circulating water through a pipe',
    ]);
    expect(steps('The operator then removes screws from the plate.')).toEqual([
      'removing a plurality of screws from a plate',
    ]);
  });

  it('takes no step from an unlemmatized "-ing" form of a state verb, nor from "further"', () => {
    expect(steps('A front wall 5 facing the wall 4 is made of glass.')).toEqual([]);
    expect(steps('This is a limit to further increases in efficacy.')).toEqual([]);
  });

  it('gives a participle after "and then" no step of its own', () => {
    expect(
      steps(
        'The fins can be formed separately with respect to the base and then attached thereto.',
      ),
    ).toEqual([]);
  });
});

describe('a participle that describes the noun before it', () => {
  it('keeps "retrieved from …" and "using …" after a noun in a clause', () => {
    expect(clause('comparing the score with a threshold retrieved from the database')).toBe(
      'comparing a score with a threshold retrieved from a database',
    );
    expect(steps('The module computes a risk score using a trained model.')).toEqual([
      'computing a risk score using a trained model',
    ]);
  });

  it('still refuses a verb of its own after a noun', () => {
    expect(clause('comparing the score with a threshold and the server rejects it')).toBeNull();
    expect(clause('comparing the score with a threshold retrieved')).toBeNull();
  });
});

describe('clauses that lost words', () => {
  it('refuses a gerund without its object, "as to" without "so", "to" before a participle', () => {
    expect(clause('achieved by including')).toBeNull();
    expect(clause('controlling the rays from the pixels as to define')).toBeNull();
    expect(clause('transferring the records to based on the performance')).toBeNull();
    expect(clause('achieved by including a diffuser')).toBe('achieved by including a diffuser');
    expect(clause('controlling the rays from the pixels to define an image')).toBe(
      'controlling a plurality of rays from a plurality of pixels to define an image',
    );
  });

  it('does not count a count: "a pair of switches", "ninety degrees"', () => {
    expect(clause('coupled to a pair of switches')).toBe('coupled to a pair of switches');
    expect(clause('having a row of teeth')).toBe('having a row of teeth');
    expect(clause('having teeth')).toBe('having a plurality of teeth');
    expect(clause('having a length of teeth')).toBe('having a length of a plurality of teeth');
    expect(clause('folding the axis ninety degrees')).toBe('folding an axis ninety degrees');
  });

  it('refuses a count without what it counts, and a purpose joined to no purpose', () => {
    expect(clause('rotating the cards one-hundred and eighty')).toBeNull();
    expect(clause('rotating the cards by 180 degrees')).toBe(
      'rotating a plurality of cards by 180 degrees',
    );
    expect(clause('an immune response or for treating a patient')).toBeNull();
    expect(clause('an immune response for treating a patient')).toBe(
      'an immune response for treating a patient',
    );
  });

  it('refuses "between" with one thing, keeps it with two or a plural', () => {
    expect(clause('connected between a portion')).toBeNull();
    expect(clause('connected between a base and a cover')).toBe(
      'connected between a base and a cover',
    );
    expect(clause('inhibiting the backlash between gears at a start')).toBe(
      'inhibiting a backlash between a plurality of gears at a start',
    );
  });

  it('refuses two phrases run together', () => {
    expect(clause('the steering assistance simple steering assistance')).toBeNull();
  });
});

describe('dependent claims that add something', () => {
  it('sees a "wherein" that repeats an element as the same', () => {
    expect(
      same('wherein the substrate comprises the aluminum', 'a substrate comprising aluminum'),
    ).toBe(true);
    expect(same('wherein the substrate comprises copper', 'a substrate comprising aluminum')).toBe(
      false,
    );
  });

  it('sees a step that says less than one the claim has', () => {
    expect(
      covered('controlling the motor', 'controlling the motor by a motor control signal'),
    ).toBe(true);
    expect(
      covered('controlling the motor by a motor control signal', 'controlling the motor'),
    ).toBe(false);
    expect(covered('controlling the motor', 'controlling the motors')).toBe(false);
  });
});

describe('the engine on disclosures written for other fields', () => {
  it('writes a software purpose as a gerund and its object', () => {
    const claims = parseClaims(draftFromDisclosure(FRAUD).sections.claims);
    expect(claims[0]!.text).toMatch(
      /^A system for detecting a plurality of fraudulent payment transactions, comprising:/,
    );
    expect(nonsense(draftFromDisclosure(FRAUD).sections.claims)).toEqual([]);
    expect(draftFromDisclosure(FRAUD).sections.claims).not.toMatch(/configured to exceed/);
    // A datum alone is no component of the system: only what stores or computes it.
    expect(claims[0]!.text).not.toMatch(/^ {2}an? (risk score|threshold)[;.]/m);
    expect(claims[0]!.text).toMatch(
      /a rules database configured to store a plurality of thresholds/,
    );
  });

  it('claims no thought or misread infinitive as a chemistry step', () => {
    const text = draftFromDisclosure(COATING).sections.claims;
    expect(text).not.toMatch(/salting|considering|exhibiting/);
    expect(nonsense(text)).toEqual([]);
  });
});

describe('the engine over every fixture disclosure', () => {
  it.each(loadFixtures().map((f) => [f.id, f.disclosure] as const))(
    '%s: claims free of the nonsense kinds an attorney found',
    (_, disclosure) => {
      expect(nonsense(draftFromDisclosure(disclosure).sections.claims)).toEqual([]);
    },
  );
});
