import { analyzeDraft } from '../../../src/core/patent';

/** A description long enough to be read, about a valve whose spring biases a gate. */
const DESCRIPTION =
  'A valve 10 has a body 12 with a bore 14. A gate 16 slides in the bore 14. A spring 18 biases ' +
  'the gate 16 toward a seat 20, and a tether 22 is attached to the gate 16 so that an operator ' +
  'can pull it open. The body 12 is cast aluminium and the seat 20 is a rubber ring pressed into ' +
  'the bore 14. In use the gate 16 closes against the seat 20 when the operator lets the tether go.';

const noStructure = (claims: string) =>
  analyzeDraft({ detailed: DESCRIPTION, claims })
    .findings.filter((f) => f.rule === 'mpf/no-structure')
    .map((f) => f.claim);

describe('means-plus-function without structure (112(f))', () => {
  it('a generic placeholder with a function the description never speaks of', () => {
    expect(
      noStructure('1. A valve comprising: a body; and an element for throttling the gate.'),
    ).toEqual([1]);
    expect(
      noStructure('1. A valve comprising: a body; and a module configured to meter the flow.'),
    ).toEqual([1]);
    expect(
      noStructure('1. A valve comprising: a body; and a damping mechanism for acting on the gate.'),
    ).toEqual([1]);
  });

  it('the function as the gerund before "means"', () => {
    expect(
      noStructure('1. A valve comprising: a body; and a cooling means mounted on the body.'),
    ).toEqual([1]);
    expect(
      noStructure(
        '1. A valve comprising a body and further comprising cooling means for acting on the gate.',
      ),
    ).toEqual([1]);
  });

  it('stays silent where the description describes the function', () => {
    expect(
      noStructure('1. A valve comprising: a body; and a biasing means acting on the gate.'),
    ).toEqual([]);
    expect(
      noStructure('1. A valve comprising: a body; and a member for biasing the gate.'),
    ).toEqual([]);
    expect(
      noStructure('1. A valve comprising: a body; and means for attaching a tether to the gate.'),
    ).toEqual([]);
  });

  it("does not take the claim's own verb for a function", () => {
    expect(
      noStructure(
        '1. A valve comprising: a body; and a biasing means comprising means for attaching the tether.',
      ),
    ).toEqual([]);
  });
});
