import { buildTestApp, type TestApp } from '../../support/app';
import { deflatedPdf, multipart } from './files';
import { signIn, type Signed } from './helpers';
import { repetitiveDocx } from './zip-writer';

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await buildTestApp({ IMPORT_WORKER_MEMORY_MB: '64', IMPORT_TIMEOUT_MS: '15000' });
  alice = await signIn(t);
  bob = await signIn(t);
});
afterAll(() => t.close());

function upload(filename: string, content: Buffer) {
  const { payload, headers } = multipart(filename, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts/import',
    headers: { ...alice.headers, ...headers },
    payload,
  });
}

/** Bob's GET /users/me, over and over while `during` runs: every answer and its latency. */
async function meWhile(during: Promise<unknown>): Promise<{ statuses: number[]; ms: number[] }> {
  let done = false;
  void during.finally(() => (done = true));
  const statuses: number[] = [];
  const ms: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bob.headers,
    });
    ms.push(performance.now() - started);
    statuses.push(res.statusCode);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { statuses, ms };
}

const PARAGRAPH_BYTES = 67;

describe('a zip bomb', () => {
  it('is refused from its directory (413) before anything is unpacked', async () => {
    // ~200 MB of XML in a ~300 KB file, sizes declared honestly.
    const bomb = repetitiveDocx(Math.floor((200 * 1024 * 1024) / PARAGRAPH_BYTES));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload('bomb.docx', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/^The Word document unpacks to 2\d\d(\.\d)? MB, more than/);
  });

  it('that lies about its size is stopped by the worker, while others are served', async () => {
    // The directory says 60 KB; the entry inflates to ~200 MB of XML.
    const liar = repetitiveDocx(Math.floor((200 * 1024 * 1024) / PARAGRAPH_BYTES), 60_000);
    const bombAnswer = upload('liar.docx', liar);
    const others = await meWhile(bombAnswer);
    const res = await bombAnswer;
    expect([413, 422]).toContain(res.statusCode);
    expect(res.json().detail).toMatch(/^The Word document /);
    expect(others.statuses.length).toBeGreaterThan(0);
    expect(others.statuses.every((s) => s === 200)).toBe(true);
    const sorted = [...others.ms].sort((a, b) => a - b);
    // A figure, not an assertion: the concurrent request's latency during the bomb.
    console.log(
      `GET /users/me during a lying bomb: n=${sorted.length}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; bomb answered ${res.statusCode}`,
    );
  });

  it('in a PDF — a page that inflates to 600 MB — is stopped by memory (413), not by the clock', async () => {
    const bomb = await deflatedPdf(600);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = upload('bomb.pdf', bomb);
    const others = await meWhile(answer);
    const res = await answer;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail: 'The PDF unpacks to more than can be read; it was not imported.',
    });
    expect(others.statuses.every((s) => s === 200)).toBe(true);
  });

  it('leaves a real PDF readable', async () => {
    const res = await upload('fine.pdf', await deflatedPdf(2));
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe('Hello from a deflated page');
  });

  it('leaves a real document readable', async () => {
    const res = await upload('fine.docx', repetitiveDocx(200));
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toMatch(/^The same sentence, again and again\./);
  });
});
