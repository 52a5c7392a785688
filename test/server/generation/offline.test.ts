import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generations } from '../../../src/server/db/schema';
import { usageCounts } from '../../../src/server/services/generation/usage-counts';
import { buildTestApp } from '../../support/app';
import { newDraft, signIn } from '../drafts/helpers';
import { generate, textBySection } from './helpers';

describe('offline engine', () => {
  const disclosure = readFileSync(path.join(__dirname, 'fixtures/edging-rail.txt'), 'utf8');

  it('writes every section from a real disclosure, with no error findings, identically twice', async () => {
    const t = await buildTestApp();
    try {
      const alice = await signIn(t);
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/v1/generate/engine',
        headers: alice.headers,
      });
      expect(info.json()).toEqual({
        engine: 'offline',
        model: 'claimwright-offline-1',
        repair_passes: 0,
        max_concurrent_per_user: 2,
      });
      const texts: Record<string, string>[] = [];
      for (let i = 0; i < 2; i++) {
        const draft = await newDraft(t, alice, { disclosure });
        const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
        expect(res.status).toBe(200);
        expect(res.events[0]).toMatchObject({ type: 'started', engine: 'offline' });
        expect(res.events.at(-1)).toMatchObject({ type: 'finished', version: 2 });
        const errors = res.events.flatMap((e) =>
          e.type === 'findings' ? e.findings.filter((f) => f.severity === 'error') : [],
        );
        expect(errors).toEqual([]);
        const saved = (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/drafts/${draft.id}`,
            headers: alice.headers,
          })
        ).json();
        for (const name of [
          'claims',
          'title',
          'background',
          'summary',
          'drawings_description',
          'detailed_description',
          'abstract',
        ]) {
          expect([name, saved.sections[name].length > 0]).toEqual([name, true]);
        }
        expect(saved.sections.claims).toMatch(/^1\. /);
        expect(textBySection(res.events)).toEqual(
          Object.fromEntries(
            Object.keys(textBySection(res.events)).map((k) => [k, saved.sections[k]]),
          ),
        );
        texts.push(saved.sections);
      }
      expect(texts[1]).toEqual(texts[0]);
    } finally {
      await t.close();
    }
  });

  it('refuses a disclosure it cannot draft from with 422', async () => {
    const t = await buildTestApp();
    try {
      const alice = await signIn(t);
      const draft = await newDraft(t, alice, { disclosure: 'Too short.' });
      const res = await generate(t, alice, { draft_id: draft.id, section: 'claims' });
      expect(res.status).toBe(422);
      expect((res.json as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
        'body',
        'draft_id',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('usage counts', () => {
  it('counts drafts and generations of one user', async () => {
    const t = await buildTestApp();
    try {
      const alice = await signIn(t);
      const bob = await signIn(t);
      const draft = await newDraft(t, alice, {
        disclosure: readFileSync(path.join(__dirname, 'fixtures/edging-rail.txt'), 'utf8'),
      });
      await newDraft(t, alice);
      await newDraft(t, bob);
      await generate(t, alice, { draft_id: draft.id, section: 'abstract' });
      await generate(t, alice, { draft_id: draft.id, section: 'title' });
      await t.database.db.insert(generations).values({
        id: crypto.randomUUID(),
        ownerId: alice.id,
        draftId: draft.id,
        target: 'claims',
        sections: ['claims'],
        engine: 'offline',
        model: 'm',
        state: 'finished',
        instanceId: 'old',
        createdAt: new Date('2020-01-15T00:00:00Z'),
      });
      expect(await usageCounts(t.database.db, alice.id)).toEqual({
        drafts: 2,
        generations: 3,
        generations_this_month: 2,
      });
      expect(await usageCounts(t.database.db, bob.id)).toEqual({
        drafts: 1,
        generations: 0,
        generations_this_month: 0,
      });
    } finally {
      await t.close();
    }
  });
});
