import { buildApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/env';
import type { TestApp } from '../../support/app';
import { openTestDatabase } from '../../support/database';
import { LlmStandin } from '../../support/llm-standin';
import { multipart } from '../drafts/files';
import { newDraft, signIn } from '../drafts/helpers';
import { cancel, generate, GOOD_CLAIMS, until } from './helpers';

const MARKER = 'Zyxquorbian-flux-capacitor';
const lines: string[] = [];
let standin: LlmStandin;
let t: TestApp;
beforeAll(async () => {
  standin = await LlmStandin.start();
  const database = await openTestDatabase();
  const env = parseEnv({
    LOG_LEVEL: 'trace',
    SECRET_KEY: 'log-hygiene-secret-log-hygiene-secret',
    CLIENT_DIR: '/nonexistent',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: standin.baseUrl,
    LLM_MODEL: 'standin-model',
  });
  const app = await buildApp({ env, database, logStream: { write: (l) => void lines.push(l) } });
  await app.ready();
  t = { app, database, env, close: async () => (await app.close(), await database.close()) };
});
afterAll(async () => {
  await t.close();
  await standin.close();
});

it('never contain disclosure, instructions or generated text', async () => {
  const alice = await signIn(t);
  const disclosure = `A ${MARKER} has a base and a lever attached to the base.`;
  const draft = await newDraft(t, alice, { title: MARKER, disclosure });
  const instructions = `Mention the ${MARKER} twice.`;

  standin.reply = () => ({ kind: 'stream', text: `${GOOD_CLAIMS} ${MARKER}` });
  const ok = await generate(t, alice, { draft_id: draft.id, section: 'claims', instructions });
  expect(ok.events.at(-1)?.type).toBe('finished');

  standin.reply = () => ({ kind: 'error', status: 500, message: `upstream echoes ${MARKER}` });
  const failed = await generate(t, alice, {
    draft_id: draft.id,
    section: 'abstract',
    instructions,
  });
  expect(failed.events.at(-1)?.type).toBe('failed');

  standin.reply = () => ({ kind: 'stream', text: MARKER, stallAfter: 1 });
  const id = crypto.randomUUID();
  const upstream = standin.nextRequest();
  const running = generate(t, alice, { generation_id: id, draft_id: draft.id, section: 'title' });
  await upstream;
  await until(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drafts/${draft.id}`,
      headers: alice.headers,
    });
    return res.json().sections.title !== '';
  });
  await cancel(t, alice, id);
  expect((await running).events.at(-1)?.type).toBe('cancelled');

  const { payload, headers } = multipart('d.txt', disclosure);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts/import',
    headers: { ...alice.headers, ...headers },
    payload,
  });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/drafts/${draft.id}`,
    headers: alice.headers,
    payload: { version: 1, disclosure },
  });
  await t.app.inject({
    method: 'GET',
    url: `/api/v1/drafts/${draft.id}/export.docx`,
    headers: alice.headers,
  });

  const log = lines.join('');
  expect(log).toContain('"msg":"generation ended"');
  expect(log).not.toContain(MARKER);
  expect(log).not.toContain('base and a lever');
});
