import { buildTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.post('/api/v1/test-echo', async (request) => ({ received: request.body }));
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: { reachable: true } });
    expect(['pglite', 'postgres']).toContain(body.database.kind);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await buildTestApp();
    // Not awaited: on PostgreSQL the pool's end waits for the app's LISTEN connection, which
    // app.close() releases below (main.ts closes the app first, then the database).
    const closing = other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await other.app.close();
    await closing;
  });
});

describe('error shapes', () => {
  it('gives the FastAPI 404 body for unknown API paths', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/users/me/nothing', '/api', '/api/v2/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers 404 JSON for a missing asset instead of the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });

  it('rejects malformed JSON with a 422 list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }],
    });
  });

  it('rejects a 2 MB body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('rejects an unknown content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toContain('application/x-unknown');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/v1/health']).toBeDefined();
  });
});
