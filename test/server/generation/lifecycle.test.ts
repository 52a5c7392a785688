import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventReader, type GenerationEvent } from '../../../src/core/api/generation';
import { generations } from '../../../src/server/db/schema';
import { failOrphanedGenerations } from '../../../src/server/services/generation/orphans';
import { buildTestApp, type TestApp } from '../../support/app';
import { onPostgres } from '../../support/database';
import { LlmStandin } from '../../support/llm-standin';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import {
  BAD_CLAIMS,
  DISCLOSURE,
  generate,
  GOOD_CLAIMS,
  standinApp,
  textBySection,
  until,
} from './helpers';

let standin: LlmStandin;
beforeAll(async () => {
  standin = await LlmStandin.start();
});
afterAll(() => standin.close());

const rowOf = async (t: TestApp, who: Signed, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/generations/${id}`, headers: who.headers })
  ).json();

describe('client disconnect', () => {
  it('a client that goes away cancels the generation and the upstream request', async () => {
    const t = await standinApp(standin);
    try {
      const alice = await signIn(t);
      const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, stallAfter: 2 });
      const upstream = standin.nextRequest();
      const id = crypto.randomUUID();
      const events: GenerationEvent[] = [];
      const reader = createEventReader((e) => events.push(e));
      const client = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/generate/',
        headers: { ...alice.headers, 'content-type': 'application/json' },
      });
      client.end(JSON.stringify({ generation_id: id, draft_id: draft.id, section: 'claims' }));
      const [res] = (await once(client, 'response')) as [http.IncomingMessage];
      expect(res.statusCode).toBe(200);
      res.setEncoding('utf8');
      for await (const chunk of res) {
        reader.push(chunk as string);
        if (events.some((e) => e.type === 'delta')) break;
      }
      client.destroy();
      const request = await upstream;
      await request.socketClosed;
      expect(request.abortedByClient).toBe(true);
      await until(async () => (await rowOf(t, alice, id)).state !== 'running');
      expect(await rowOf(t, alice, id)).toMatchObject({
        state: 'cancelled',
        detail: 'The client disconnected. The text written so far is kept.',
      });
    } finally {
      await t.close();
    }
  });
});

describe('repair pass', () => {
  it('rewrites a section once with the errors our checks found', async () => {
    const t = await standinApp(standin, 'openai', { GENERATION_REPAIR_PASSES: '1' });
    try {
      const alice = await signIn(t);
      const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
      const before = standin.requests.length;
      standin.reply = (req) => ({
        kind: 'stream',
        text: req.prompt.includes('ERRORS FOUND BY THE CHECKS') ? GOOD_CLAIMS : BAD_CLAIMS,
      });
      const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
      const outline = res.events
        .filter((e) => e.type !== 'delta')
        .map((e) => (e.type === 'section_started' ? `${e.type}:${e.pass}` : e.type));
      expect(outline).toEqual([
        'started',
        'section_started:draft',
        'section_done',
        'findings',
        'section_started:repair',
        'section_done',
        'findings',
        'finished',
      ]);
      const [first, second] = res.events.filter((e) => e.type === 'findings');
      const errors = (e: GenerationEvent | undefined) =>
        e?.type === 'findings' ? e.findings.filter((f) => f.severity === 'error') : [];
      expect(errors(first).map((f) => f.rule)).toContain('claims/dependency-missing');
      expect(errors(second)).toEqual([]);
      expect(textBySection(res.events)).toEqual({ claims: GOOD_CLAIMS });
      const prompts = standin.requests.slice(before).map((r) => r.prompt);
      expect(prompts).toHaveLength(2);
      expect(prompts[1]).toContain(
        `<YOUR PREVIOUS CLAIMS>\n${BAD_CLAIMS}\n</YOUR PREVIOUS CLAIMS>`,
      );
      expect(prompts[1]).toContain(
        '[claims/dependency-missing] claim 2: Claim 2 refers to claim 3',
      );
      const saved = await t.app.inject({
        method: 'GET',
        url: `/api/v1/drafts/${draft.id}`,
        headers: alice.headers,
      });
      expect(saved.json().sections.claims).toBe(GOOD_CLAIMS);
    } finally {
      await t.close();
    }
  });

  it('is bounded: a model that keeps the error gets one rewrite, then the generation ends', async () => {
    const t = await standinApp(standin, 'openai', { GENERATION_REPAIR_PASSES: '1' });
    try {
      const alice = await signIn(t);
      const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
      const before = standin.requests.length;
      standin.reply = () => ({ kind: 'stream', text: BAD_CLAIMS });
      const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
      expect(standin.requests.length - before).toBe(2);
      expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 2 });
    } finally {
      await t.close();
    }
  });
});

describe('server stop and restart', () => {
  it('closing the app ends running generations as failed, text kept', async () => {
    const t = await standinApp(standin);
    const alice = await signIn(t);
    const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
    standin.reply = () => ({ kind: 'stream', text: GOOD_CLAIMS, stallAfter: 1 });
    const id = crypto.randomUUID();
    const upstream = standin.nextRequest();
    const running = generate(t, alice, {
      generation_id: id,
      draft_id: draft.id,
      section: 'claims',
    });
    await upstream;
    const rows = () => t.database.db.select().from(generations);
    await until(
      async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/drafts/${draft.id}`,
            headers: alice.headers,
          })
        ).json().sections.claims !== '',
    );
    await t.app.close();
    const end = (await running).events.at(-1);
    expect(end).toMatchObject({
      type: 'failed',
      detail:
        'The server restarted during the generation. The text written so far is kept. Start it again to finish.',
      version: 2,
    });
    expect((await rows()).find((r) => r.id === id)).toMatchObject({ state: 'failed' });
    await t.database.close();
  });

  it('failOrphanedGenerations closes rows left running by a dead server', async () => {
    const t = await buildTestApp();
    try {
      const alice = await signIn(t);
      const draft = await newDraft(t, alice, { disclosure: DISCLOSURE });
      const row = (id: string, heartbeatAt: Date) => ({
        id,
        ownerId: alice.id,
        draftId: draft.id,
        target: 'claims',
        sections: ['claims'],
        engine: 'offline',
        model: 'm',
        instanceId: 'gone',
        heartbeatAt,
      });
      const stale = crypto.randomUUID();
      const fresh = crypto.randomUUID();
      await t.database.db
        .insert(generations)
        .values([row(stale, new Date(Date.now() - 3_600_000)), row(fresh, new Date())]);
      const closed = await failOrphanedGenerations(t.database);
      expect(closed).toBe(onPostgres ? 1 : 2);
      expect(await rowOf(t, alice, stale)).toMatchObject({
        state: 'failed',
        detail: 'The server stopped during the generation. The text written so far is kept.',
      });
      expect((await rowOf(t, alice, fresh)).state).toBe(onPostgres ? 'running' : 'failed');
    } finally {
      await t.close();
    }
  });
});
