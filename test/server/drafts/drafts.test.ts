import { emptySections } from '../../../src/core/api/drafts';
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

const inject = (method: string, url: string, who: Signed | null, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('create and read', () => {
  it('creates a draft with defaults and reads it back', async () => {
    const res = await inject('POST', '/drafts', alice, {});
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: '',
      disclosure: '',
      jurisdiction: 'us',
      sections: emptySections(),
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const read = await inject('GET', `/drafts/${draft.id}`, alice);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(draft);
  });

  it('keeps given fields, trims the title', async () => {
    const draft = await newDraft(t, alice, {
      title: '  Battery cooling  ',
      disclosure: 'A battery pack has a cooling plate.',
      jurisdiction: 'ep',
      sections: { claims: '1. A battery pack comprising a cooling plate.' },
    });
    expect(draft.title).toBe('Battery cooling');
    expect(draft.jurisdiction).toBe('ep');
    expect(draft.sections.claims).toBe('1. A battery pack comprising a cooling plate.');
    expect(draft.sections.abstract).toBe('');
  });

  it('requires a signed-in user', async () => {
    const res = await inject('GET', '/drafts', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});
