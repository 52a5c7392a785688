import { spliceOf } from '../../../src/core/api/text-splice';
import { buildTestApp, type TestApp } from '../../support/app';
import { newDraft, signIn, type Signed } from './helpers';

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: alice.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('saving with versions', () => {
  it('saves changed fields, merges sections by name and bumps the version', async () => {
    const draft = await newDraft(t, alice, {
      title: 'Widget',
      sections: { claims: '1. A widget.', abstract: 'A widget.' },
    });
    const res = await call('PATCH', `/drafts/${draft.id}`, {
      version: 1,
      title: 'Better widget',
      sections: { claims: '1. A better widget.' },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ version: 2, title: 'Better widget' });
    expect(saved.sections).toMatchObject({ claims: '1. A better widget.', abstract: 'A widget.' });
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(draft.updated_at).getTime(),
    );
    expect((await call('GET', `/drafts/${draft.id}`)).json()).toEqual(saved);
  });

  it('keeps the version when a save changes nothing', async () => {
    const draft = await newDraft(t, alice, { title: 'Same' });
    const res = await call('PATCH', `/drafts/${draft.id}`, { version: 1, title: 'Same' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect((await call('GET', `/drafts/${draft.id}/revisions`)).json().count).toBe(1);
  });

  it('concurrent saves from two tabs: one wins, the other gets 409 with the current draft', async () => {
    const draft = await newDraft(t, alice, { sections: { claims: 'start' } });
    const [a, b] = await Promise.all([
      call('PATCH', `/drafts/${draft.id}`, { version: 1, sections: { claims: 'tab A' } }),
      call('PATCH', `/drafts/${draft.id}`, { version: 1, sections: { claims: 'tab B' } }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(lost.json()).toEqual({
      detail: 'The draft has changed since the version you edited; it is now at version 2.',
      current_version: 2,
      draft: won.json(),
    });
    const now = (await call('GET', `/drafts/${draft.id}`)).json();
    expect(now.sections.claims).toBe(won.json().sections.claims);
    const retry = await call('PATCH', `/drafts/${draft.id}`, {
      version: 2,
      sections: { claims: `${now.sections.claims} + the other tab` },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().version).toBe(3);
  });

  it('rejects a stale version even when it is newer than the current one', async () => {
    const draft = await newDraft(t, alice);
    const res = await call('PATCH', `/drafts/${draft.id}`, { version: 7, title: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().current_version).toBe(1);
  });
});

describe('saving a section as one edit of its text', () => {
  const long = Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: the valve 😀 opens.`).join(
    '\n\n',
  );

  it('applies the edit to the saved text, keeps a revision, and the draft reads back whole', async () => {
    const draft = await newDraft(t, alice, { sections: { detailed_description: long } });
    const edited = long.replace('Paragraph 200: the valve', 'Paragraph 200: the brass valve');
    const edit = spliceOf(long, edited);
    expect(edit.insert.length).toBeLessThan(20);
    const res = await call('PATCH', `/drafts/${draft.id}`, {
      version: 1,
      section_edits: { detailed_description: edit },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2 });
    expect(res.json().sections.detailed_description).toBe(edited);
    const revision = (await call('GET', `/drafts/${draft.id}/revisions/2`)).json();
    expect(revision.sections.detailed_description).toBe(edited);
  });

  it('edits inside surrogate pairs and at both ends round-trip exactly', async () => {
    const draft = await newDraft(t, alice, { sections: { abstract: '😀 start and end 😀' } });
    let version = 1;
    let text = '😀 start and end 😀';
    for (const next of ['😁 start and end 😀', 'X😁 start and end 😀Y', '', 'new']) {
      const res = await call('PATCH', `/drafts/${draft.id}`, {
        version,
        section_edits: { abstract: spliceOf(text, next) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().sections.abstract).toBe(next);
      version = res.json().version;
      text = next;
    }
  });

  it('an edit not made on the saved text, or out of range: 422, nothing changes', async () => {
    const draft = await newDraft(t, alice, { sections: { detailed_description: long } });
    const onOther = spliceOf(long.replace('Paragraph 3', 'Paragraph three'), long + ' More.');
    const outOfRange = { ...spliceOf(long, long + '!'), at: long.length + 5 };
    const both = spliceOf(long, long + '!');
    for (const body of [
      { version: 1, section_edits: { detailed_description: onOther } },
      { version: 1, section_edits: { detailed_description: outOfRange } },
      {
        version: 1,
        section_edits: { detailed_description: both },
        sections: { detailed_description: 'x' },
      },
    ]) {
      const res = await call('PATCH', `/drafts/${draft.id}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'section_edits', 'detailed_description']);
    }
    for (const bad of [
      { version: 1, section_edits: { preamble: both } },
      { version: 1, section_edits: { abstract: { ...both, result_hash: 'nothex!!' } } },
      { version: 1, section_edits: { abstract: { ...both, at: -1 } } },
      { version: 1, section_edits: { abstract: { ...both, insert: 'a\u0000b' } } },
    ]) {
      const res = await call('PATCH', `/drafts/${draft.id}`, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc.slice(0, 2)).toEqual(['body', 'section_edits']);
    }
    const now = (await call('GET', `/drafts/${draft.id}`)).json();
    expect(now.version).toBe(1);
    expect(now.sections.detailed_description).toBe(long);
  });

  it('on a stale version: 409 with the current draft, before the edit is looked at', async () => {
    const draft = await newDraft(t, alice, { sections: { abstract: 'A widget.' } });
    expect(
      (await call('PATCH', `/drafts/${draft.id}`, { version: 1, sections: { abstract: 'B.' } }))
        .statusCode,
    ).toBe(200);
    const res = await call('PATCH', `/drafts/${draft.id}`, {
      version: 1,
      section_edits: { abstract: spliceOf('A widget.', 'A widget, red.') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().draft.sections.abstract).toBe('B.');
  });
});

describe('revisions', () => {
  it('keeps every save; lists, reads and restores them', async () => {
    const draft = await newDraft(t, alice, { title: 'v1', sections: { claims: 'one' } });
    await call('PATCH', `/drafts/${draft.id}`, { version: 1, title: 'v2' });
    await call('PATCH', `/drafts/${draft.id}`, { version: 2, sections: { claims: 'three' } });

    const list = await call('GET', `/drafts/${draft.id}/revisions`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      count: 3,
      data: [3, 2, 1].map((version, i) => ({
        version,
        source: i === 2 ? 'create' : 'edit',
        generation_id: null,
        created_at: expect.any(String),
      })),
    });
    const first = await call('GET', `/drafts/${draft.id}/revisions/1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, source: 'create', title: 'v1' });
    expect(first.json().sections.claims).toBe('one');

    const restored = await call('POST', `/drafts/${draft.id}/revisions/1/restore`, { version: 3 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, title: 'v1' });
    expect(restored.json().sections.claims).toBe('one');
    const latest = (await call('GET', `/drafts/${draft.id}/revisions?limit=1`)).json();
    expect(latest).toMatchObject({ count: 4, data: [{ version: 4, source: 'restore' }] });
  });

  it('restore on a stale version → 409; unknown revision → 404', async () => {
    const draft = await newDraft(t, alice, { title: 'a' });
    await call('PATCH', `/drafts/${draft.id}`, { version: 1, title: 'b' });
    const stale = await call('POST', `/drafts/${draft.id}/revisions/1/restore`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current_version: 2, draft: { title: 'b' } });
    const missing = await call('GET', `/drafts/${draft.id}/revisions/9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Revision not found' });
    const restoreMissing = await call('POST', `/drafts/${draft.id}/revisions/9/restore`, {
      version: 2,
    });
    expect(restoreMissing.statusCode).toBe(404);
    const bad = await call('GET', `/drafts/${draft.id}/revisions/zero`);
    expect(bad.statusCode).toBe(422);
  });
});

describe('delete', () => {
  it('deletes the draft and its revisions', async () => {
    const draft = await newDraft(t, alice);
    const res = await call('DELETE', `/drafts/${draft.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Draft deleted successfully' });
    expect((await call('GET', `/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/drafts/${draft.id}/revisions`)).statusCode).toBe(404);
    expect((await call('DELETE', `/drafts/${draft.id}`)).statusCode).toBe(404);
  });
});
