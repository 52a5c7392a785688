import { analyzeDraft } from '../../../src/core/patent';

const numbering = (claims: string) =>
  analyzeDraft({ claims })
    .findings.filter((f) => f.rule === 'claims/numbering')
    .map((f) => f.message);

describe('claim numbering gaps', () => {
  it('names one missing claim in the singular', () => {
    expect(
      numbering('1. A valve comprising a body.\n\n3. The valve of claim 1, made of brass.'),
    ).toEqual(['Claim 3 follows claim 1: claim 2 is missing.']);
  });

  it('names a run of missing claims as a range', () => {
    expect(
      numbering('1. A valve comprising a body.\n\n4. The valve of claim 1, made of brass.'),
    ).toEqual(['Claim 4 follows claim 1: claims 2–3 are missing.']);
  });
});
