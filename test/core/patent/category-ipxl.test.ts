import { analyzeDraft } from '../../../src/core/patent';

const mixed = (claims: string) =>
  analyzeDraft({ claims })
    .findings.filter((f) => f.rule === 'claims/category-mixed')
    .map((f) => f.claim);

describe('claims/category-mixed: a product claim that recites using the product (IPXL)', () => {
  const apparatus =
    '1. A towing system, comprising:\n  a tow vessel;\n  at least one cable coupled to the tow vessel;\n  a float coupled to the cable';

  it('flags a step among the elements of an apparatus claim', () => {
    expect(
      mixed(`${apparatus}; and\n  rotating the tow vessel into an operating position.\n`),
    ).toEqual([1]);
  });

  it("flags a person's act in a product claim", () => {
    expect(mixed(`${apparatus}, wherein a user actuates said float.\n`)).toEqual([1]);
  });

  it('stays silent on a clean apparatus claim, on steps a processor is configured to do, and on method claims', () => {
    expect(mixed(`${apparatus}.\n`)).toEqual([]);
    expect(
      mixed(
        '1. A system, comprising:\n  a memory; and\n  a processor configured to:\n  receiving an image;\n  displaying the image.\n',
      ),
    ).toEqual([]);
    expect(
      mixed(
        '1. A method, comprising:\n  providing a vessel;\n  rotating the vessel into a position.\n',
      ),
    ).toEqual([]);
  });
});
