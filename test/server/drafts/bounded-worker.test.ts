import { AppError } from '../../../src/server/errors';
import {
  ParseLimitError,
  runBoundedWorker,
} from '../../../src/server/services/import/bounded-worker';

const data = () => new Uint8Array(8);
const limits = { memoryMb: 32, timeoutMs: 10_000 };

describe('a bounded parsing worker', () => {
  it('is stopped when its ArrayBuffers, outside the heap limit, pass the memory budget', async () => {
    // 64 MB more every few milliseconds, none of it on the V8 heap the heap limit bounds.
    const source = `
      const kept = [];
      setInterval(() => kept.push(new Uint8Array(64 * 1024 * 1024).fill(1)), 5);
    `;
    const failure = await runBoundedWorker(source, { data: data() }, limits).catch((e) => e);
    expect(failure).toBeInstanceOf(ParseLimitError);
    expect((failure as ParseLimitError).reason).toBe('memory');
  });

  it('is stopped by its heap limit too, and that is told as memory', async () => {
    const source = `
      const kept = [];
      for (;;) kept.push({ text: 'x'.repeat(64) + Math.random() });
    `;
    const failure = await runBoundedWorker(source, { data: data() }, limits).catch((e) => e);
    expect((failure as ParseLimitError).reason).toBe('memory');
  });

  it('gives the file, and nothing of the server’s environment, to the parser', async () => {
    const source = `parentPort.postMessage({
      ok: true, bytes: [...workerData.data], name: workerData.name, env: Object.keys(process.env),
    });`;
    process.env.CW_TEST_SECRET = 'not for the parser';
    const answer = await runBoundedWorker<{ bytes: number[]; name: string; env: string[] }>(
      source,
      { data: new Uint8Array([1, 2, 255]), name: 'n' },
      limits,
    );
    expect(answer).toMatchObject({ ok: true, bytes: [1, 2, 255], name: 'n' });
    // None of the server's environment reaches the process that reads hostile files.
    expect(answer.env).not.toContain('CW_TEST_SECRET');
    delete process.env.CW_TEST_SECRET;
  });

  it('runs one parse at a time and turns away uploads past the queue (503, Retry-After)', async () => {
    const source = `
      const started = Date.now();
      setTimeout(() => parentPort.postMessage({ ok: true, started, ended: Date.now() }), 40);
    `;
    const runs = Array.from({ length: 20 }, () =>
      runBoundedWorker<{ started: number; ended: number }>(source, { data: data() }, limits).then(
        (r) => r,
        (e: unknown) => e,
      ),
    );
    const results = await Promise.all(runs);
    const done = results.filter(
      (r): r is { started: number; ended: number } => 'ended' in (r as object),
    );
    const refused = results.filter((r) => r instanceof AppError);
    expect(done.length).toBeGreaterThanOrEqual(16);
    expect(refused.length).toBe(20 - done.length);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
    }
    const byStart = [...done].sort((a, b) => a.started - b.started);
    for (let i = 1; i < byStart.length; i++) {
      expect(byStart[i]!.started).toBeGreaterThanOrEqual(byStart[i - 1]!.ended);
    }
  });
});
