import { draftFromDisclosure } from '../../src/core/patent/engine';
import { createOfflineEngine } from '../../src/server/services/engines/offline';
import type { EngineChunk } from '../../src/server/services/engines/types';
import { sectionFindings } from '../../src/server/services/workers/findings';
import { CpuPool } from '../../src/server/services/workers/pool';
import { type Sections } from '../../src/core/api/drafts';
import { emptySections } from '../../src/core/api/sections';

const DISCLOSURE =
  'A widget has a base and a lever. The lever is attached to the base by a hinge. A spring biases the lever toward the base.';
const bigDisclosure = (n: number): string =>
  Array.from({ length: n }, (_, i) => `A part ${i} has a rod ${i} and a plate ${i}.`).join(' ');

// Real threads: the worker file is .ts here, so each thread registers tsx to load it.
describe('CpuPool on worker threads', () => {
  let pool: CpuPool;
  beforeAll(() => {
    pool = new CpuPool({ size: 1, crashable: true });
  });
  afterAll(() => pool.close());

  it('drafts and checks on a thread exactly as in-process', async () => {
    const draft = await pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' });
    expect(draft).toEqual(draftFromDisclosure(DISCLOSURE, { jurisdiction: 'us' }));
    const sections = { ...draft.sections, claims: '1. A widget.\n2. The widget of claim 9.' };
    const input = {
      sections: sections as Sections,
      section: 'claims' as const,
      jurisdiction: 'us' as const,
    };
    const findings = await pool.run('check', input);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings).toEqual(sectionFindings(input));
  });

  it('answers in submission order and drops a cancelled queued task', async () => {
    const order: string[] = [];
    const controller = new AbortController();
    const a = pool
      .run('draft', { disclosure: bigDisclosure(60), jurisdiction: 'us' })
      .then(() => order.push('a'));
    const b = pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'ep' }, controller.signal);
    const c = pool
      .run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' })
      .then(() => order.push('c'));
    controller.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    await Promise.all([a, c]);
    expect(order).toEqual(['a', 'c']);
  });

  it('fails a running task at once when cancelled, and keeps serving', async () => {
    const controller = new AbortController();
    // Checks of a 1,000-claim draft: hundreds of milliseconds, so the abort surely finds it running
    // (a small draft could finish before the abort on a loaded machine).
    const claims = Array.from(
      { length: 1000 },
      (_, i) => `${i + 1}. A part ${i} comprising a rod and a plate, wherein the rod is bent.`,
    ).join('\n\n');
    const running = pool.run(
      'check',
      {
        sections: { ...emptySections(), claims, detailed_description: bigDisclosure(2000) },
        section: 'claims',
        jurisdiction: 'us',
      },
      controller.signal,
    );
    setImmediate(() => controller.abort());
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    const next = await pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' });
    expect(next.error).toBeNull();
  });

  it('a dead thread fails only its own task and is replaced', async () => {
    const crashed = pool.run('__crash' as 'draft', { disclosure: '', jurisdiction: 'us' });
    const queued = pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' });
    await expect(crashed).rejects.toThrow('died');
    expect((await queued).sections.claims).toMatch(/^1\./);
    expect(pool.threads).toBe(1);
  });

  it('reports a task that throws without losing the thread', async () => {
    const bad = pool.run('check', {
      sections: null as unknown as Sections,
      section: 'claims',
      jurisdiction: 'us',
    });
    await expect(bad).rejects.toThrow();
    expect(
      (await pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' })).error,
    ).toBeNull();
  });
});

describe('CpuPool in-process (Jest fallback)', () => {
  it('gives the same answers asynchronously', async () => {
    const pool = new CpuPool({ size: 1, inline: true });
    const pending = pool.run('draft', { disclosure: DISCLOSURE, jurisdiction: 'us' });
    expect(await pending).toEqual(draftFromDisclosure(DISCLOSURE, { jurisdiction: 'us' }));
    const controller = new AbortController();
    const dropped = pool.run(
      'draft',
      { disclosure: DISCLOSURE, jurisdiction: 'us' },
      controller.signal,
    );
    controller.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('offline engine on the pool', () => {
  const task = (signal: AbortSignal) => ({
    section: 'claims' as const,
    disclosure: DISCLOSURE,
    jurisdiction: 'us' as const,
    sections: {} as Sections,
    signal,
  });
  const collect = async (chunks: AsyncIterable<EngineChunk>) => {
    let text = '';
    for await (const c of chunks) if (c.type === 'text') text += c.text;
    return text;
  };

  it('streams the worker-drafted section', async () => {
    const pool = new CpuPool({ size: 1 });
    try {
      const text = await collect(
        createOfflineEngine(pool).writeSection(task(new AbortController().signal)),
      );
      expect(text).toBe(draftFromDisclosure(DISCLOSURE, { jurisdiction: 'us' }).sections.claims);
    } finally {
      await pool.close();
    }
  });

  it('fails the section when its drafting task fails', async () => {
    const pool = new CpuPool({ size: 1 });
    await pool.close();
    const engine = createOfflineEngine(pool);
    await expect(collect(engine.writeSection(task(new AbortController().signal)))).rejects.toThrow(
      'closed',
    );
  });
});
