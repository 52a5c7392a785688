import { api } from '../../../src/client/app/api';
import { ApiError, apiRequest, apiUrl } from '../../../src/client/app/http';
import { loadPersistedState, makeStore } from '../../../src/client/app/store';
import { mockFetch } from '../support/fetch';
import { signedInState, TOKEN } from '../support/render';

const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    testMe: build.query<{ email: string }, undefined>({ query: () => '/users/me' }),
  }),
});

beforeEach(() => localStorage.clear());

describe('apiUrl', () => {
  it('prefixes /api/v1 and appends the defined query parameters', () => {
    expect(apiUrl('/users/me')).toBe('/api/v1/users/me');
    expect(apiUrl('users/')).toBe('/api/v1/users/');
    expect(apiUrl('/api/v1/userssubmit-contact-form')).toBe('/api/v1/userssubmit-contact-form');
    expect(apiUrl('/users/', { skip: 0, limit: 20, q: undefined })).toBe(
      '/api/v1/users/?skip=0&limit=20',
    );
    expect(apiUrl('/users/link_user_to_enterprise', { email: 'a+b@x.io' })).toBe(
      '/api/v1/users/link_user_to_enterprise?email=a%2Bb%40x.io',
    );
  });
});

describe('apiRequest', () => {
  it('sends the stored user bearer and JSON, and returns the parsed body', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'ada@example.com', token: TOKEN }));
    const seen = mockFetch(() => ({ body: { id: 7 } }));
    await expect(apiRequest('PATCH', '/users/me', { full_name: 'Ada' })).resolves.toEqual({
      id: 7,
    });
    expect(seen).toEqual([
      {
        url: '/api/v1/users/me',
        method: 'PATCH',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${TOKEN.access_token}`,
        },
        body: '{"full_name":"Ada"}',
      },
    ]);
  });

  it('sends no Authorization when signed out, or when told token: null', async () => {
    const seen = mockFetch(() => ({ body: { ok: true } }));
    await apiRequest('GET', '/users/me');
    localStorage.setItem('user', JSON.stringify({ username: 'a@b.co', token: TOKEN }));
    await apiRequest('GET', '/users/me', undefined, { token: null });
    await apiRequest('GET', '/users/me', undefined, { token: 'explicit' });
    expect(seen.map((r) => r.headers.Authorization)).toEqual([
      undefined,
      undefined,
      'Bearer explicit',
    ]);
  });

  it('ignores a stored user in the wrong shape', async () => {
    localStorage.setItem('user', '{"username":"a@b.co","token":"not-an-object"}');
    const seen = mockFetch(() => ({ body: {} }));
    await apiRequest('GET', '/users/me');
    expect(seen[0]!.headers.Authorization).toBeUndefined();
  });

  it('form-encodes when asked (the login form)', async () => {
    const seen = mockFetch(() => ({ body: TOKEN }));
    await apiRequest(
      'POST',
      '/login/access-token',
      { username: 'a+b@x.io', password: 'p&ss w=rd' },
      { form: true, token: null },
    );
    expect(seen[0]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.body).toBe('username=a%2Bb%40x.io&password=p%26ss+w%3Drd');
  });

  it('throws an ApiError described by the catalogue on a non-2xx answer', async () => {
    mockFetch(() => ({ status: 409, statusText: 'Conflict', body: { detail: 'Email taken' } }));
    const error = await apiRequest('POST', '/users/open', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).description).toEqual({
      status: 409,
      title: 'Conflict',
      detail: 'Email taken',
    });
  });

  it('describes a non-JSON error body through the catalogue', async () => {
    mockFetch(() => ({ status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' }));
    const error = (await apiRequest('GET', '/health').catch((e: unknown) => e)) as ApiError;
    expect(error.description).toEqual({
      status: 502,
      title: 'Bad Gateway',
      detail: 'The server could not be reached through the gateway. Try again in a moment.',
    });
  });

  it('turns a network failure into status 0', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await apiRequest('GET', '/health').catch((e: unknown) => e)) as ApiError;
    expect(error.description.status).toBe(0);
    expect(error.description.title).toBe('Network Error');
  });

  it('returns undefined for an empty 2xx body', async () => {
    mockFetch(() => ({ status: 204 }));
    await expect(apiRequest('DELETE', '/users/3')).resolves.toBeUndefined();
  });
});

describe('the RTK Query base API', () => {
  it('sends the bearer of the signed-in user from the store', async () => {
    const seen = mockFetch(() => ({ body: { email: 'ada@example.com' } }));
    const store = makeStore(signedInState());
    const result = await store.dispatch(meApi.endpoints.testMe.initiate(undefined));
    expect(result.data).toEqual({ email: 'ada@example.com' });
    expect(seen[0]!.headers.Authorization).toBe(`Bearer ${TOKEN.access_token}`);
  });

  it('sends none when signed out, and returns catalogue errors', async () => {
    const seen = mockFetch(() => ({ status: 401, body: { detail: 'Not authenticated' } }));
    const store = makeStore();
    const result = await store.dispatch(meApi.endpoints.testMe.initiate(undefined));
    expect(seen[0]!.headers.Authorization).toBeUndefined();
    expect(result.error).toEqual({
      status: 401,
      title: 'Unauthorized',
      detail: 'Not authenticated',
    });
  });

  it('ends the session on a 401 to a signed-in request, keeping nothing of the user', async () => {
    mockFetch(() => ({ status: 401, body: { detail: 'Token revoked' } }));
    localStorage.setItem('user', JSON.stringify({ username: 'ada@example.com', token: TOKEN }));
    const store = makeStore(loadPersistedState());
    expect(store.getState().auth.user?.username).toBe('ada@example.com');
    await store.dispatch(meApi.endpoints.testMe.initiate(undefined));
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.loggedOutOnPurpose).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });
});
