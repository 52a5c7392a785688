import { analyzeDraft } from '../../../src/core/patent';

const detailed =
  'The layer 12 is a film of polyethylene laid over the base 10. The base 10 carries the layer 12 and ' +
  'the layer 12 protects the base 10 from wear. The film may be thicker near the edges of the base. ' +
  'The cover is made of the base 10 and the layer 12, and the layer 12 may be pressed onto it while warm. ';
const unsupported = (claims: string) =>
  analyzeDraft({ detailed, claims })
    .findings.filter((f) => f.rule === 'support/term')
    .map((f) => f.message);

describe('support/term: a material named without an article', () => {
  const claim1 = '1. A cover comprising:\n  a base; and\n  a layer over the base.\n\n';

  it('flags a material the description never names', () => {
    expect(
      unsupported(
        `${claim1}2. The cover of claim 1, wherein the layer comprises polylactic acid.\n`,
      ),
    ).toHaveLength(1);
  });

  it('stays silent on a described material and on steps after "comprises"', () => {
    expect(
      unsupported(`${claim1}2. The cover of claim 1, wherein the layer comprises polyethylene.\n`),
    ).toEqual([]);
    expect(
      unsupported(
        `${claim1}2. The cover of claim 1, wherein making the cover comprises laminating the layer.\n`,
      ),
    ).toEqual([]);
  });
});
