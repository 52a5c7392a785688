import { Tracker, rewriteClause } from '../../../src/core/patent/engine/clause';
import { render, tagSentence } from '../../../src/core/patent/engine/nlp';
import { splitSentences } from '../../../src/core/patent/engine/sentences';
import { chunks } from '../../../src/core/patent/engine/stream';
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
