import { createDbGate, dbGateSize } from '../../../src/server/services/generation/db-gate';

describe('database gate', () => {
  it('lets `limit` through at once, the rest in arrival order, and survives a failure', async () => {
    const gate = createDbGate(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) => async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      order.push(n);
      if (n === 1) throw new Error('boom');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => gate.run(work(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it('takes a quarter of the connections, at least one', () => {
    expect(dbGateSize(20)).toBe(5);
    expect(dbGateSize(1)).toBe(1);
  });
});
