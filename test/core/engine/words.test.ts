import { comparesWithItself } from '../../../src/core/patent/engine/claims-system';
import { Tracker, rewriteClause } from '../../../src/core/patent/engine/clause';
import { render, tagSentence } from '../../../src/core/patent/engine/nlp';
import { isPartKey, nounPhrases } from '../../../src/core/patent/engine/phrases';
import { elementFrom, stepFrom } from '../../../src/core/patent/engine/predicate';
import { splitSentences } from '../../../src/core/patent/engine/sentences';
import { chunks } from '../../../src/core/patent/engine/stream';
import { soften } from '../../../src/core/patent/engine/writer';
import {
  article,
  gerund,
  plural,
  singular,
  thirdPerson,
} from '../../../src/core/patent/engine/words';

describe('word forms', () => {
  it.each([
    ['cut', 'cutting'],
    ['store', 'storing'],
    ['receive', 'receiving'],
    ['tie', 'tying'],
    ['control', 'controlling'],
    ['open', 'opening'],
    ['see', 'seeing'],
    ['press', 'pressing'],
    ['value', 'valuing'],
    ['embed', 'embedding'],
    ['inputted', 'inputting'],
    ['microfabricated', 'microfabricating'],
    ['crosslinked', 'crosslinking'],
    ['distil', 'distilling'],
    ['proceed', 'proceeding'],
    ['output', 'outputting'],
    ['equip', 'equipping'],
    ['transfer', 'transferring'],
    ['program', 'programming'],
  ])('gerund of %s is %s', (lemma, expected) => expect(gerund(lemma)).toBe(expected));

  it('makes third-person, singular and plural forms', () => {
    expect(['open', 'press', 'carry', 'have', 'be'].map(thirdPerson)).toEqual([
      'opens',
      'presses',
      'carries',
      'has',
      'is',
    ]);
    expect(
      ['valves', 'assemblies', 'switches', 'data', 'glass', 'apparatus'].map(singular),
    ).toEqual(['valve', 'assembly', 'switch', 'data', 'glass', 'apparatus']);
    // "Zoom Len" was the title of a zoom lens.
    expect(['lens', 'lenses', 'biases', 'gases', 'bases'].map(singular)).toEqual([
      'lens',
      'lens',
      'bias',
      'gas',
      'base',
    ]);
    expect(['valve', 'assembly', 'switch', 'data'].map(plural)).toEqual([
      'valves',
      'assemblies',
      'switches',
      'data',
    ]);
    expect(['valve', 'inlet', 'unit', 'hour', 'LED', 'USB port'].map(article)).toEqual([
      'a',
      'an',
      'a',
      'an',
      'an',
      'a',
    ]);
  });
});

describe('sentences and tokens', () => {
  it('keeps figure labels, e.g. and initials inside sentences', () => {
    expect(
      splitSentences(
        'As shown in FIG. 1, the valve opens. See e.g. U.S. Pat. No. 5,000,000 for details. It closes.',
      ),
    ).toEqual([
      'As shown in FIG. 1, the valve opens.',
      'See e.g. U.S. Pat. No. 5,000,000 for details.',
      'It closes.',
    ]);
  });

  it('drops reference numerals but keeps figures, measures and dates', () => {
    const text =
      'Referring to FIGS. 2A-2C, the roller 22 presses layers 14a, 14b and 16 at 200 degrees for 5 mm on Jun. 3, 2008.';
    expect(render(tagSentence(text))).toBe(
      'Referring to FIGS. 2A-2C, the roller presses layers at 200 degrees for 5 mm on Jun. 3, 2008.',
    );
  });
});

describe('claim clauses', () => {
  const clause = (text: string, tracker: Tracker): string | null => {
    const toks = tagSentence(text);
    return rewriteClause(toks, 0, toks.length, tracker);
  };

  it('introduces new things with "a" and refers back with "the"', () => {
    const t = new Tracker();
    t.add('valve', 'valve');
    expect(clause('the valve to the pressure sensor', t)).toBe('the valve to a pressure sensor');
    expect(clause('the pressure sensor near the valves', t)).toBe(
      'the pressure sensor near the valve',
    );
    expect(t.keys()).toEqual(['valve', 'pressure sensor']);
  });

  it('refuses clauses it cannot make safe', () => {
    const t = new Tracker();
    t.add('valve', 'valve');
    expect(clause('it to the housing', t)).toBeNull();
    expect(clause('the other valve', t)).toBeNull();
    expect(clause('a ball valve', t)).toBeNull();
    expect(clause('the essential seal', t)).toBeNull();
  });

  it('keeps a negation, a measure and a noun the disclosure uses without an article', () => {
    const t = new Tracker();
    expect(clause('smooth with no pronounced surface interruptions', t)).toBe(
      'smooth with no pronounced surface interruptions',
    );
    expect(clause('beveled with respect to the plane of the blade', t)).toBe(
      'beveled with respect to a plane of a blade',
    );
    expect(clause('approximately 0.45 inches from the cutting edge', t)).toBe(
      'approximately 0.45 inches from a cutting edge',
    );
    expect(clause('to hang the drill bit for storage', t)).toBe('to hang a drill bit for storage');
    // A numbered part written without an article still gets one.
    expect(clause('against shoulder 14 of the blade', t)).toBe('against a shoulder of the blade');
    expect(t.keys()).not.toContain('storage');
  });

  it('refuses comparisons without a standard, and phrases it would garble', () => {
    const t = new Tracker();
    expect(clause('a cutting edge having a sharper edge', t)).toBeNull();
    expect(clause('the drill with less power', t)).toBeNull();
    expect(clause('a width greater than the width of the slot', t)).toBe(
      'a width greater than the width of a slot',
    );
    expect(clause('at least one quarter of the length', t)).not.toBeNull();
    expect(clause('the width of a range of finished blades', t)).toBeNull();
    expect(clause('approximately one half the thickness', t)).toBeNull();
    expect(clause('forming a plurality of a plurality of seats', t)).toBeNull();
  });
});

describe('claim elements and steps', () => {
  const element = (text: string): string | null => {
    const toks = tagSentence(text);
    const np = nounPhrases(toks)[0]!;
    return elementFrom(toks, np, new Tracker())?.text ?? null;
  };
  const steps = (text: string): string[] => {
    const toks = tagSentence(text);
    return toks.flatMap((_, v) => {
      const built = toks[v]!.pos === 'VERB' ? stepFrom(toks, v, new Tracker()) : null;
      return built ? [built.text] : [];
    });
  };

  it('keeps a participle with its preposition instead of "configured to"', () => {
    expect(element('A hex connection 4 formed at one end of the shaft.')).toBe(
      'a hex connection formed at an end of a shaft',
    );
    expect(element('The controller 6 receives a signal from the sensor.')).toBe(
      'a controller configured to receive a signal from a sensor',
    );
  });

  it('never turns what a part does not do into what it does', () => {
    expect(element('The dispatcher 6 is not served by the pool.')).toBeNull();
    expect(element('The valve 4 never opens the outlet.')).toBeNull();
    expect(element('No requests from the dispatcher are served anymore.')).toBeNull();
    expect(steps('The server does not include the dispatcher.')).toEqual([]);
    expect(steps('The request is not served by the pool.')).toEqual([]);
    expect(steps('The request is served by the pool.')).toEqual(['serving a request by a pool']);
  });

  it('takes the subject, not a phrase inside it, as what the sentence is about', () => {
    const toks = tagSentence('The end of the shaft engages the chuck.');
    const shaft = nounPhrases(toks).find((np) => np.key === 'shaft')!;
    expect(elementFrom(toks, shaft, new Tracker())).toBeNull();
    expect(element('The shaft engages the chuck.')).toBe('a shaft configured to engage a chuck');
    // A reference numeral between the noun and its preposition changes nothing.
    const numbered = tagSentence('Recesses 30 of the first leg 12 are smaller than recesses 52.');
    const leg = nounPhrases(numbered).find((np) => np.key === 'first leg')!;
    expect(elementFrom(numbered, leg, new Tracker())).toBeNull();
  });

  it('drops a comparison that lost which of two same-named things it compared', () => {
    expect(comparesWithItself('wherein the recesses are smaller in size than the recesses')).toBe(
      true,
    );
    expect(comparesWithItself('wherein the first recess is smaller than the second recess')).toBe(
      false,
    );
    expect(comparesWithItself('wherein the valve is closed')).toBe(false);
  });

  it('takes no step from a noun after a number, a compound noun or a state of shape', () => {
    expect(steps('The point is comprised of four surfaces meeting at a point.')).toEqual([]);
    // A reference numeral before the verb is no count.
    expect(steps('The controller 16 opens the valve 14 when the level is low.')).toEqual([
      'opening a valve when a level is low',
    ]);
    expect(steps('A light emitting diode illuminates the panel.')).toEqual([
      'illuminating a panel',
    ]);
    expect(
      steps('The shaft fits a chuck of a drill, such as a battery operated hand tool.'),
    ).toEqual(['fitting a chuck of a drill']);
    expect(steps('The first surface intersects the shoulder.')).toEqual([]);
    expect(steps('Manufacture of the blade is simplified.')).toEqual([]);
    expect(steps('The motor drives a load or propel a vehicle.')).toEqual(['propelling a vehicle']);
    expect(steps('The blade is trimmed to the desired width.')).toEqual([
      'trimming a blade to a desired width',
    ]);
  });
});

describe('part names', () => {
  it('does not number or claim a measure as a part', () => {
    expect(['thickness', 'length', 'inner diameter', 'taper angle'].map(isPartKey)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['blade', 'cutting edge', 'hex connection'].map(isPartKey)).toEqual([true, true, true]);
    // Nor an event, a property or an effect ("at the occurrence of an error", "for safety").
    expect(['occurrence', 'safety', 'reliability', 'effect'].map(isPartKey)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps an "-ing" word inside a compound noun, but not a verb and its object', () => {
    const keys = (text: string) => nounPhrases(tagSentence(text)).map((np) => np.key);
    // The tagger reads "emitting", "connecting", "handling" as verbs.
    expect(keys('A light emitting device includes a substrate.')).toContain(
      'light emitting device',
    );
    expect(keys('A tube connecting structure is formed with two sections.')).toContain(
      'tube connecting structure',
    );
    expect(keys('The cooling system cools an information handling system.')).toContain(
      'information handling system',
    );
    expect(keys('The controller includes a memory storing instructions.')).not.toContain(
      'memory storing instruction',
    );
    expect(keys('A mixture containing salts is heated.')).not.toContain('mixture containing salt');
    expect(keys('The cover is closed, thereby preventing accidental entry.')).not.toContain(
      'thereby preventing accidental entry',
    );
    expect(keys('FIG. 2 is a flow chart illustrating operation of the valve.')).not.toContain(
      'flow chart illustrating operation',
    );
  });
});

describe('softened disclosure text', () => {
  it('names the disclosure where the inventor wrote the invention, with the right article', () => {
    expect(soften('Specific embodiments of an invention are disclosed herein.')).toBe(
      'Specific embodiments of a disclosure are disclosed herein.',
    );
    expect(soften('An invention is described. The present invention uses said valve.')).toBe(
      'A disclosure is described. The present disclosure uses the valve.',
    );
  });
});

describe('stream chunks', () => {
  it('cuts a text into pieces of a few words that add up to it', () => {
    const text = '1. A valve, comprising:\n  a seal; and\n  a spring.';
    const pieces = chunks(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBe(3);
    expect(chunks('')).toEqual([]);
  });
});

describe('a base-form "verb" heading a compound noun', () => {
  const subject = (text: string): string => nounPhrases(tagSentence(text))[0]!.key;
  const verb = (text: string): string | undefined =>
    tagSentence(text).find((t) => t.pos === 'VERB')?.lemma;

  it('is the head noun between the subject and its finite verb', () => {
    expect(subject('A bicycle lock comprises a steel shackle and a lock body.')).toBe(
      'bicycle lock',
    );
    expect(verb('A bicycle lock comprises a steel shackle.')).toBe('comprise');
    expect(subject('A door stop holds the door open.')).toBe('door stop');
    expect(subject('A dog leash clip attaches to a collar.')).toBe('dog leash clip');
    expect(subject('A seat belt buckle latches.')).toBe('seat belt buckle');
    expect(subject('Lead zirconate titanate is used as the film.')).toBe('lead zirconate titanate');
  });

  it('makes the plural-looking word after it the verb', () => {
    expect(subject('A water pump moves water to the tank.')).toBe('water pump');
    expect(verb('A water pump moves water to the tank.')).toBe('move');
  });

  it('is a noun right after an article at the end of a phrase', () => {
    const keys = nounPhrases(tagSentence('A coffee grinder includes a burr.')).map((np) => np.key);
    expect(keys).toEqual(['coffee grinder', 'burr']);
  });

  it('stays a verb where it is one', () => {
    expect(verb('A user locks the door.')).toBe('lock');
    expect(verb('The users lock the door.')).toBe('lock');
    expect(verb('A user can lock the door.')).toBe('lock');
    expect(verb('The device may stop the motor.')).toBe('stop');
    expect(verb('Remove the cover and lift the lid.')).toBe('remove');
    expect(subject('The users lock the door.')).toBe('user');
  });
});
