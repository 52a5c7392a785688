import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ZErrorBody } from '../../src/core/api/errors';
import type { UserRow } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { bearerFor, insertUser } from '../support/users';

/**
 * Property over every operation of the OpenAPI document: whatever the body, path, query and
 * content type, the answer is never 5xx, every 4xx is `{"detail": …}`, and a refused request
 * stores nothing.
 */
let t: TestApp;
let user: UserRow;
let draftId: string;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000',
    ABUSE_LIMIT_PER_IP: '100000',
    RECOVERY_LIMIT_PER_EMAIL: '100000',
  });
  user = await insertUser(t, { fullName: 'Fuzz' });
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts',
    headers: bearerFor(t, user),
    payload: { title: 'Fuzzed' },
  });
  draftId = draft.json().id;
});
afterAll(() => t.close());

const TABLES = [
  'users',
  'enterprises',
  'recovery_codes',
  'contact_messages',
  'outbox',
  'drafts',
  'draft_revisions',
  'generations',
];
async function fingerprint(): Promise<string> {
  const rows = await Promise.all(
    TABLES.map((name) => t.database.db.execute(sql.raw(`select * from ${name} order by 1`))),
  );
  return JSON.stringify(rows.map((r) => (r as unknown as { rows: unknown[] }).rows));
}

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  props: Record<string, { type?: string; format?: string }>;
  consumes: string;
}

function operations(): Operation[] {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(byMethod)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string }[];
      const content = (op.requestBody as { content?: Record<string, { schema?: unknown }> })
        ?.content;
      const schema = (content && Object.values(content)[0]?.schema) as
        { properties?: Operation['props'] } | undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        props: schema?.properties ?? {},
        consumes: content ? Object.keys(content)[0]! : 'application/json',
      });
    }
  }
  return ops;
}

const nasty = fc.oneof(
  { arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d'), weight: 4 },
  fc.constantFrom('', ' ', '-1', '0', '1e999'),
  fc.constantFrom('null', 'true', '[]', '{}', "'; drop table users; --", '%00', '../..'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const plausible = (prop: { type?: string; format?: string }): fc.Arbitrary<unknown> => {
  if (prop.format === 'email') return fc.constantFrom('fuzz@example.com', 'a@b.co');
  if (prop.type === 'integer' || prop.type === 'number') return fc.oneof(fc.integer(), fc.double());
  if (prop.type === 'boolean') return fc.boolean();
  return fc.constantFrom('fuzz value 12345', 'Fuzzed Name');
};
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

/** A body every field of which is plausible but one, which is nasty: reaches past validation. */
function validButOne(op: Operation): fc.Arbitrary<unknown> {
  const names = Object.keys(op.props);
  if (!names.length) return anyValue;
  return fc
    .tuple(fc.tuple(...names.map((n) => plausible(op.props[n]!))), fc.nat(names.length - 1), nasty)
    .map(([values, i, bad]) => {
      const body: Record<string, unknown> = {};
      names.forEach((n, j) => (body[n] = j === i ? bad : values[j]));
      return body;
    });
}

function requestFor(op: Operation) {
  const bodyProps = Object.entries(op.props).map(([name, prop]) =>
    fc.option(fc.oneof(plausible(prop), anyValue), { nil: undefined }).map((v) => [name, v]),
  );
  return fc.record({
    params: fc.tuple(
      ...op.params.map(() => fc.oneof(nasty, fc.constant(draftId), fc.constant(String(user.id)))),
    ),
    query: fc.tuple(...op.query.map(() => fc.option(nasty, { nil: undefined }))),
    body: fc.oneof(
      { arbitrary: validButOne(op), weight: 4 },
      fc.tuple(...bodyProps).map((entries) => Object.fromEntries(entries)),
      anyValue,
    ),
    contentType: fc.constantFrom(
      op.consumes,
      op.consumes,
      op.consumes,
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ),
    signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, fc.constant(false)),
    rawBytes: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 9 },
      { arbitrary: fc.uint8Array({ maxLength: 30 }), weight: 1 },
    ),
  });
}

/** A path segment; a lone surrogate has no UTF-8 form, so it is sent as its raw (invalid) bytes. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function encode(body: unknown, contentType: string): string {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams();
    if (body && typeof body === 'object') {
      for (const [k, v] of Object.entries(body))
        if (v !== undefined) form.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    return form.toString();
  }
  return JSON.stringify(body) ?? '';
}

describe('every operation of the OpenAPI document', () => {
  it('lists the API', () => {
    expect(operations().length).toBeGreaterThan(30);
  });

  it('never answers 5xx, answers 4xx in the error shape, stores nothing when refusing', async () => {
    const ops = operations();
    for (const op of ops) {
      if (op.path.endsWith('/generate/')) continue; // a stream; fuzzed in generation/bad-input
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (r) => {
          let url = op.path;
          op.params.forEach((name, i) => {
            url = url.replace(`{${name}}`, pathSegment(r.params[i] as string));
          });
          const qs = new URLSearchParams();
          op.query.forEach((name, i) => {
            const v = r.query[i];
            if (v !== undefined) qs.set(name, v);
          });
          const withBody = !['GET', 'DELETE'].includes(op.method);
          // Mail queued by an earlier accepted request lands in its own time: let it land first.
          await t.app.ctx.mailer.flush();
          const before = await fingerprint();
          const res = await t.app.inject({
            method: op.method as 'POST',
            url: qs.size ? `${url}?${qs}` : url,
            headers: {
              ...(r.signedIn ? bearerFor(t, user) : {}),
              ...(withBody ? { 'content-type': r.contentType } : {}),
            },
            ...(withBody
              ? { payload: r.rawBytes ? Buffer.from(r.rawBytes) : encode(r.body, r.contentType) }
              : {}),
          });
          const where = `${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) throw new Error(where);
          if (res.statusCode >= 400) {
            if (!ZErrorBody.safeParse(res.json()).success) throw new Error(`shape: ${where}`);
            await t.app.ctx.mailer.flush();
            if ((await fingerprint()) !== before) throw new Error(`stored: ${where}`);
          }
        }),
        { numRuns: 15, seed: 17 },
      );
    }
  });
});
