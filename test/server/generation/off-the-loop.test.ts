import { CpuPool } from '../../../src/server/services/workers/pool';
import { buildTestApp } from '../../support/app';
import { newDraft, signIn } from '../drafts/helpers';
import { DISCLOSURE, generate } from './helpers';

// The app's CPU pool on real threads: the offline engine's refusal, its drafting and the checks
// run there, and closing the app stops every thread (no handle left open).
describe('generation on worker threads', () => {
  it('refuses, drafts and checks on the pool, and the app closes the pool', async () => {
    const pool = new CpuPool({ size: 1 });
    const run = jest.spyOn(pool, 'run');
    const t = await buildTestApp({}, undefined, { cpuPool: pool });
    let closed = false;
    try {
      const alice = await signIn(t);
      const empty = await newDraft(t, alice, { disclosure: 'Too short.' });
      const refused = await generate(t, alice, { draft_id: empty.id, section: 'claims' });
      expect(refused.status).toBe(422);
      expect(run.mock.calls.map(([name]) => name)).toEqual(['draft']);

      const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
      const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
      expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
      // The refusal's draft is the one the section is streamed from: drafted once.
      expect(run.mock.calls.map(([name]) => name)).toEqual(['draft', 'draft', 'check']);
      expect(pool.threads).toBe(1);

      await t.close();
      closed = true;
      expect(pool.threads).toBe(0);
      await expect(
        pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' }),
      ).rejects.toThrow('closed');
    } finally {
      if (!closed) await t.close();
    }
  });
});
