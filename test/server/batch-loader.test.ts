import { createBatchLoader } from '../../src/server/auth/batch-loader';

/** A fetch whose answers the test releases one at a time; records the keys of every query. */
function heldFetch() {
  const queries: number[][] = [];
  const releases: (() => void)[] = [];
  const fetch = (keys: number[]) => {
    queries.push(keys);
    return new Promise<Map<number, string>>((resolve) =>
      releases.push(() => resolve(new Map(keys.map((k) => [k, `user ${k}`])))),
    );
  };
  const releaseNext = async () => {
    releases.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { fetch, queries, releaseNext };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched user lookups', () => {
  it('answers the lookups of one turn with one query, duplicates once', async () => {
    const { fetch, queries, releaseNext } = heldFetch();
    const load = createBatchLoader(fetch);
    const answers = Promise.all([load(1), load(2), load(1), load(9)]);
    await turn();
    expect(queries).toEqual([[1, 2, 9]]);
    await releaseNext();
    expect(await answers).toEqual(['user 1', 'user 2', 'user 1', 'user 9']);
  });

  it('while maxInFlight queries are under way, gathers later lookups into the next query', async () => {
    const { fetch, queries, releaseNext } = heldFetch();
    const load = createBatchLoader(fetch, { maxInFlight: 1 });
    const first = load(1);
    await turn();
    const later = [load(2), load(3)];
    await turn();
    const evenLater = load(1);
    await turn();
    expect(queries).toEqual([[1]]); // one under way: the others wait
    await releaseNext();
    expect(queries).toEqual([[1], [2, 3, 1]]);
    // The key asked again after the first query was sent is answered by a later query.
    await releaseNext();
    expect(await Promise.all([first, ...later, evenLater])).toEqual([
      'user 1',
      'user 2',
      'user 3',
      'user 1',
    ]);
  });

  it('a failed query fails only its own lookups', async () => {
    let calls = 0;
    const load = createBatchLoader<number, string>(async (keys) => {
      if (++calls === 1) throw new Error('database down');
      return new Map(keys.map((k) => [k, `user ${k}`]));
    });
    await expect(load(1)).rejects.toThrow('database down');
    await expect(load(1)).resolves.toBe('user 1');
  });

  it('splits more than maxBatch keys into several queries', async () => {
    const seen: number[][] = [];
    const load = createBatchLoader<number, number>(
      async (keys) => {
        seen.push(keys);
        return new Map(keys.map((k) => [k, k]));
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(load))).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
  });
});
