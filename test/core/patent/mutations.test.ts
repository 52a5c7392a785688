import { MUTATIONS, runMutation, type MutationKind } from '../../../src/core/patent/mutate';
import { loadCorpus, toDraft } from './corpus';

const docs = loadCorpus('dev')
  .filter((d) => d.description)
  .slice(0, 60);

describe('mutation recall (first 60 dev documents with descriptions)', () => {
  const totals = { n: 0, caught: 0, clean: 0 };
  it.each(Object.keys(MUTATIONS) as MutationKind[])(
    '%s is caught by its rule family',
    (kind) => {
      let n = 0;
      let caught = 0;
      for (const d of docs) {
        const r = runMutation(toDraft(d), kind);
        if (!r) continue;
        n++;
        if (r.caught) caught++;
        if (r.caught && r.elsewhere.length === 0) totals.clean++;
      }
      totals.n += n;
      totals.caught += caught;
      expect(n).toBeGreaterThan(10);
      expect(caught / n).toBeGreaterThanOrEqual(kind === 'removeIntroduction' ? 0.7 : 0.9);
    },
    120_000,
  );

  it('catches ≥ 95 % of all mutations by the right family with nothing new elsewhere', () => {
    expect(totals.clean / totals.n).toBeGreaterThanOrEqual(0.95);
  });
});
