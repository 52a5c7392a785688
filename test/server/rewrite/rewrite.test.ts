import { buildTestApp } from '../../support/app';
import { signIn } from '../drafts/helpers';
import { standinSuite } from '../generation/helpers';

const PASSAGE = 'The lever 12 is put on the base 10 by a hinge 14 so it can swing.';
const REWRITTEN = 'The lever 12 is attached to the base 10 by a hinge 14 so as to pivot.';

describe('POST /rewrite with an LLM engine (the stand-in)', () => {
  const ctx = standinSuite();
  const rewrite = (text: unknown, headers: Record<string, string> = ctx.alice.headers) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/v1/rewrite', headers, payload: { text } });

  it('sends the passage as data under the patent-style instruction and answers the rewrite', async () => {
    ctx.standin.reply = () => ({ kind: 'stream', text: `${REWRITTEN}\n`, chunkChars: 9 });
    const res = await rewrite(PASSAGE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      text: REWRITTEN,
      engine: 'openai-compatible',
      model: 'standin-model',
    });
    const sent = ctx.standin.requests.at(-1)!;
    expect(sent.prompt).toBe(`<passage>\n${PASSAGE}\n</passage>`);
    expect(JSON.stringify(sent.body.messages)).toMatch(/formal patent style.*reference numeral/);
  });

  it('says what went wrong upstream in the error shape (502), and refuses bad input (422, 401)', async () => {
    ctx.standin.reply = () => ({ kind: 'error', status: 400, message: 'model not found' });
    const failed = await rewrite(PASSAGE);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toMatch(
      /^The model provider \(openai-compatible\) answered HTTP 400 Bad Request \("model not found"\)/,
    );
    expect((await rewrite('   ')).statusCode).toBe(422);
    expect((await rewrite('x'.repeat(20_001))).statusCode).toBe(422);
    expect((await rewrite(42)).statusCode).toBe(422);
    expect((await rewrite(PASSAGE, {})).statusCode).toBe(401);
  });
});

describe('POST /rewrite with the offline engine', () => {
  it('answers 409: rewriting needs an AI engine', async () => {
    const t = await buildTestApp();
    try {
      const alice = await signIn(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rewrite',
        headers: alice.headers,
        payload: { text: PASSAGE },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'Rewriting needs an AI engine; this server runs the offline engine.',
      });
    } finally {
      await t.close();
    }
  });
});
