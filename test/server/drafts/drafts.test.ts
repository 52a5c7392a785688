import { emptySections } from '../../../src/core/api/sections';
import { buildTestApp, type TestApp } from '../../support/app';
import { newDraft, signIn, type Signed } from './helpers';

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
  bob = await signIn(t);
});
afterAll(() => t.close());

const call = (method: string, url: string, who: Signed | null, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('create and read', () => {
  it('creates a draft with defaults and reads it back', async () => {
    const res = await call('POST', '/drafts', alice, {});
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: '',
      disclosure: '',
      jurisdiction: 'us',
      docket_number: '',
      client_matter: '',
      sections: emptySections(),
      version: 1,
      figure_numerals: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const read = await call('GET', `/drafts/${draft.id}`, alice);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(draft);
  });

  it('keeps given fields and trims the title; the trailing-slash path works too', async () => {
    const res = await call('POST', '/drafts/', alice, {
      title: '  Battery cooling  ',
      disclosure: 'A battery pack has a cooling plate.',
      jurisdiction: 'ep',
      sections: { claims: '1. A battery pack comprising a cooling plate.' },
    });
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft.title).toBe('Battery cooling');
    expect(draft.jurisdiction).toBe('ep');
    expect(draft.sections.claims).toBe('1. A battery pack comprising a cooling plate.');
    expect(draft.sections.abstract).toBe('');
  });

  it('requires a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/drafts'],
      ['POST', '/drafts'],
      ['GET', `/drafts/${crypto.randomUUID()}`],
    ] as const) {
      const res = await call(method, url, null, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Not authenticated' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('lists only my drafts, newest first, with paging', async () => {
    const carol = await signIn(t);
    const a = await newDraft(t, carol, { title: 'first' });
    const b = await newDraft(t, carol, { title: 'second' });
    await newDraft(t, bob, { title: 'not carol’s' });
    const res = await call('GET', '/drafts', carol);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      data: [
        {
          id: b.id,
          title: 'second',
          title_section: '',
          jurisdiction: 'us',
          docket_number: '',
          version: 1,
          created_at: b.created_at,
          updated_at: b.updated_at,
        },
        {
          id: a.id,
          title: 'first',
          title_section: '',
          jurisdiction: 'us',
          docket_number: '',
          version: 1,
          created_at: a.created_at,
          updated_at: a.updated_at,
        },
      ],
    });
    const page = await call('GET', '/drafts?skip=1&limit=1', carol);
    expect(page.json().count).toBe(2);
    expect(page.json().data.map((d: { id: string }) => d.id)).toEqual([a.id]);
  });

  it('lists the start of each draft’s Title section, for drafts not named yet', async () => {
    const dave = await signIn(t);
    const draft = await newDraft(t, dave, {});
    const heading = `Rail System 🚆 ${'and Method '.repeat(30)}`;
    const saved = await call('PATCH', `/drafts/${draft.id}`, dave, {
      version: 1,
      sections: { title: heading },
    });
    expect(saved.statusCode).toBe(200);
    const [listed] = (await call('GET', '/drafts', dave)).json().data;
    expect(listed.title).toBe('');
    expect(listed.title_section).toBe([...heading].slice(0, 200).join(''));
  });
});

describe('other users and bad ids', () => {
  it('answers 404 for other users’ drafts on every route', async () => {
    const draft = await newDraft(t, alice, { title: 'secret' });
    const probes: [string, string, unknown?][] = [
      ['GET', `/drafts/${draft.id}`],
      ['PATCH', `/drafts/${draft.id}`, { version: 1, title: 'mine now' }],
      ['DELETE', `/drafts/${draft.id}`],
      ['GET', `/drafts/${draft.id}/revisions`],
      ['GET', `/drafts/${draft.id}/revisions/1`],
      ['POST', `/drafts/${draft.id}/revisions/1/restore`, { version: 1 }],
      ['GET', `/drafts/${draft.id}/generations`],
      ['GET', `/drafts/${draft.id}/export.docx`],
    ];
    for (const [method, url, body] of probes) {
      const res = await call(method, url, bob, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.json()).toEqual({ detail: 'Draft not found' });
    }
    expect((await call('GET', `/drafts/${draft.id}`, alice)).json().title).toBe('secret');
  });

  it('answers 404 for unknown drafts and 422 for malformed ids', async () => {
    const unknown = await call('GET', `/drafts/${crypto.randomUUID()}`, alice);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Draft not found' });
    const malformed = await call('GET', '/drafts/not-a-uuid', alice);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      detail: [{ loc: ['path', 'id'], msg: 'Not a draft id', type: 'invalid_format' }],
    });
  });
});

describe('bad input', () => {
  it('rejects a 5 MB disclosure with 413 and an over-long one with 422', async () => {
    const huge = await call('POST', '/drafts', alice, { disclosure: 'x'.repeat(5 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'Request body is too large' });
    const long = await call('POST', '/drafts', alice, { disclosure: 'x'.repeat(500_001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].loc).toEqual(['body', 'disclosure']);
  });

  it('rejects unknown sections, bad jurisdictions, NUL characters and a missing version', async () => {
    const draft = await newDraft(t, alice);
    const unknown = await call('PATCH', `/drafts/${draft.id}`, alice, {
      version: 1,
      sections: { preamble: 'x' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'sections'] });
    const jurisdiction = await call('POST', '/drafts', alice, { jurisdiction: 'jp' });
    expect(jurisdiction.statusCode).toBe(422);
    expect(jurisdiction.json().detail[0].loc).toEqual(['body', 'jurisdiction']);
    const nul = await call('POST', '/drafts', alice, { disclosure: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail[0]).toMatchObject({
      loc: ['body', 'disclosure'],
      msg: expect.stringMatching(/must not contain NUL characters/),
    });
    const noVersion = await call('PATCH', `/drafts/${draft.id}`, alice, { title: 'x' });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().detail).toEqual([
      { loc: ['body', 'version'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('keeps a docket number and client-matter reference: trimmed, one line, bounded', async () => {
    const draft = await newDraft(t, alice, { docket_number: ' 1234-0001US ' });
    expect(draft).toMatchObject({ docket_number: '1234-0001US', client_matter: '' });
    const saved = await call('PATCH', `/drafts/${draft.id}`, alice, {
      version: 1,
      client_matter: 'ACME-017',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 2,
      docket_number: '1234-0001US',
      client_matter: 'ACME-017',
    });
    const listed = await call('GET', '/drafts', alice);
    expect(listed.json().data.find((d: { id: string }) => d.id === draft.id).docket_number).toBe(
      '1234-0001US',
    );
    for (const [field, value, msg] of [
      ['docket_number', 'x'.repeat(65), /at most 64/],
      ['client_matter', 'x'.repeat(101), /at most 100/],
      ['docket_number', '12\n34', /one line/],
      ['client_matter', 'a\tb', /one line/],
      ['docket_number', 12, /string/],
    ] as const) {
      const bad = await call('PATCH', `/drafts/${draft.id}`, alice, { version: 2, [field]: value });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0]).toMatchObject({
        loc: ['body', field],
        msg: expect.stringMatching(msg),
      });
    }
    const read = await call('GET', `/drafts/${draft.id}`, alice);
    expect(read.json()).toMatchObject({ version: 2, docket_number: '1234-0001US' });
  });
});
