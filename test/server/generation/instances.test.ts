import { buildApp } from '../../../src/server/app';
import { openPostgres, type Database } from '../../../src/server/db/client';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../support/app';
import { onPostgres } from '../../support/database';
import { LlmStandin } from '../../support/llm-standin';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import {
  cancel,
  DISCLOSURE,
  generate,
  GOOD_CLAIMS,
  standinApp,
  textBySection,
  until,
  whenRecorded,
} from './helpers';

/** Two server instances on one PostgreSQL database: generate on one, cancel on the other. */
(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  let standin: LlmStandin;
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let alice: Signed;

  beforeAll(async () => {
    standin = await LlmStandin.start();
    a = await standinApp(standin);
    const url = a.database.pool!.options.connectionString!;
    bDatabase = openPostgres(url, 5);
    b = await buildApp({ env: a.env, database: bDatabase });
    await b.ready();
    alice = await signIn(a);
  });
  afterAll(async () => {
    await b.close();
    await bDatabase.close();
    await a.close();
    await standin.close();
  });

  it('a cancel sent to instance B stops the generation running on A and its upstream', async () => {
    const draft = await newDraft(a, alice, { disclosure: DISCLOSURE });
    standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, chunkChars: 10, stallAfter: 2 });
    const id = crypto.randomUUID();
    const upstream = standin.nextRequest();
    const running = generate(a, alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    const request = await upstream;
    const readOnB = async () =>
      (
        await b.inject({ method: 'GET', url: `/api/v1/drafts/${draft.id}`, headers: alice.headers })
      ).json();
    await until(async () => (await readOnB()).sections.claims.length === 20);

    const res = await cancel({ ...a, app: b }, alice, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Generation cancelled' });
    const done = await running;
    await request.socketClosed;
    expect(request.abortedByClient).toBe(true);
    expect(textBySection(done.events)).toEqual({ claims: GOOD_CLAIMS.slice(0, 20) });
    expect(done.events.at(-1)).toMatchObject({ type: 'cancelled', version: 2 });
    expect((await readOnB()).sections.claims).toBe(GOOD_CLAIMS.slice(0, 20));
    const again = await cancel({ ...a, app: b }, alice, id);
    expect(again.statusCode).toBe(409);
  });

  it('the section lock holds across instances', async () => {
    const draft = await newDraft(a, alice, { disclosure: DISCLOSURE });
    standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, stallAfter: 1 });
    const id = crypto.randomUUID();
    const upstream = standin.nextRequest();
    const running = generate(a, alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    await upstream;
    await whenRecorded(a, alice, id);
    const onB = await generate({ ...a, app: b }, alice, { draft_id: draft.id, section: 'claims' });
    expect(onB.status).toBe(409);
    expect((await cancel({ ...a, app: b }, alice, id)).statusCode).toBe(200);
    expect((await running).events.at(-1)?.type).toBe('cancelled');
  });
});
