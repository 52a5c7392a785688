import { analyzeDraft } from '../../../src/core/patent';

const claims = '1. A lever assembly comprising a lever and a pivot.';
const rules = (abstract: string, rule: string) =>
  analyzeDraft({ claims, abstract })
    .findings.filter((f) => f.rule === rule && f.severity !== 'info')
    .map((f) => abstract.slice(f.start, f.end));

const body =
  ' a lever assembly in which a lever turns about a pivot held in a bracket, so that a load on one end lifts the other end.';

describe('abstract/wording: openers the reader can imply', () => {
  it.each([
    [
      'The invention disclosed in this patent relates to',
      'The invention disclosed in this patent relates',
    ],
    [
      'The subject matter described herein generally concerns',
      'The subject matter described herein generally concerns',
    ],
    ['This disclosure relates to', 'This disclosure relates'],
    ['The present invention is directed to', 'The present invention is directed'],
  ])('flags %j', (opener, want) => {
    expect(rules(`${opener}${body}`, 'abstract/wording')).toEqual([want]);
  });

  it.each([
    `A lever assembly is disclosed in which${body.replace(' a lever assembly in which', '')}`,
    `Embodiments of${body} are disclosed.`,
    `The lever disclosed in this patent turns about a pivot.`,
  ])('leaves %j alone', (abstract) => {
    expect(rules(abstract, 'abstract/wording')).toEqual([]);
  });
});

describe('abstract/wording: "the invention" and merits anywhere in the abstract', () => {
  it.each([
    [`A lever assembly has a pivot. The invention lifts loads.${body}`, ['The invention']],
    [`A lever assembly of the present invention has${body}`, ['the present invention']],
    [`A novel lever assembly has${body}`, ['novel']],
    [
      `The present invention relates to${body} This invention is cheap.`,
      ['The present invention relates', 'This invention'],
    ],
  ])('flags %j', (abstract, want) => {
    expect(rules(abstract, 'abstract/wording')).toEqual(want);
  });

  it.each([
    `A lever assembly has a pivot whose mean size is 2 mm;${body}`,
    `An invention disclosure form is parsed into claims;${body}`,
    `A novelty detector flags new readings;${body}`,
  ])('leaves %j alone', (abstract) => {
    expect(rules(abstract, 'abstract/wording')).toEqual([]);
  });
});

describe('abstract/length: words as the Office counts them', () => {
  const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ');

  it('counts "inlet/outlet" and "U.S." as one word each', () => {
    expect(
      rules(`${words(140, 'lever')} ${words(10, 'inlet/outlet')}.`, 'abstract/length'),
    ).toEqual([]);
    expect(rules(`${words(145, 'lever')} ${words(5, 'U.S.')}`, 'abstract/length')).toEqual([]);
  });

  it('flags 151 words', () => {
    expect(rules(words(151, 'lever'), 'abstract/length')).toHaveLength(1);
  });
});
