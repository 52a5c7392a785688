import { PGlite } from '@electric-sql/pglite';
import { withPreparedStatements } from '../../../src/server/db/pglite-statements';

/**
 * The PGlite statement cache against PGlite itself: every value must reach PostgreSQL exactly as
 * PGlite's own bind sends it, whether the statement runs the plain way (first use), is prepared
 * (second) or executed prepared (third).
 */

let raw: PGlite;
let client: PGlite;

beforeEach(async () => {
  raw = await PGlite.create();
  client = withPreparedStatements(raw);
  await raw.exec(`
    create table kinds (
      id int primary key, t text, f float8, b bool, big int8, ts timestamptz,
      tags text[], doc jsonb, u uuid
    );
  `);
});

afterEach(() => raw.close());

/** The statements this session has prepared, by their text. */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await raw.query<{ statement: string }>(
    'select statement from pg_prepared_statements',
  );
  return rows.map((r) => r.statement.replace(/^PREPARE \w+ AS /, ''));
}

const INSERT =
  'insert into kinds (id, t, f, b, big, ts, tags, doc, u) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';

const awkward = [
  [1, "it's", 1.5, true, 9007199254740993n, new Date('2026-11-22T10:00:00.123Z')],
  [2, "back\\slash \\x41 $1 ''", -0.25, false, -5n, new Date('1999-12-31T23:59:59Z')],
  [3, "'); drop table kinds; --", 1e-7, null, null, null],
  [4, 'ünïcødé ✓ 𝔘', null, true, 0n, new Date(0)],
] as const;

const tagsOf = (id: number) => [`q"uote`, 'com,ma', '{brace}', id % 2 ? 'NULL' : 'x y'];
const docOf = (id: number) => JSON.stringify({ id, s: 'it\'s \\ "fine"', n: [1, null] });

test('values reach PostgreSQL as PGlite binds them, on every use of a statement', async () => {
  const viaCache = [];
  for (const [id, t, f, b, big, ts] of awkward) {
    const params = [id, t, f, b, big, ts, tagsOf(id), docOf(id), crypto.randomUUID()];
    const { rows } = await client.query(INSERT, params);
    // The same values through PGlite's own path, into a row of their own.
    const { rows: plain } = await raw.query(INSERT, [id + 100, ...params.slice(1)]);
    viaCache.push(rows[0]);
    expect({ ...(rows[0] as object), id: 0 }).toEqual({ ...(plain[0] as object), id: 0 });
  }
  expect(viaCache.map((r) => (r as { t: string }).t)).toEqual(awkward.map((a) => a[1]));
  // The table survived the value that reads like an injection, and the insert was prepared.
  expect((await raw.query('select count(*)::int as n from kinds')).rows).toEqual([{ n: 8 }]);
  expect(await preparedTexts()).toEqual([expect.stringContaining('insert into kinds')]);
});

test('backslashes and quotes arrive verbatim whatever standard_conforming_strings says', async () => {
  const values = ["a\\'b", "\\'; select 1; --", 'tab\\tnew\\nline'];
  for (const setting of ['on', 'off']) {
    await raw.exec(`set standard_conforming_strings = ${setting}`);
    for (const [i, t] of values.entries()) {
      const id = setting === 'on' ? i : i + 10;
      await client.query('insert into kinds (id, t) values ($1, $2)', [id, t]);
    }
  }
  const { rows } = await raw.query<{ t: string }>('select t from kinds order by id');
  expect(rows.map((r) => r.t)).toEqual([...values, ...values]);
  expect(await preparedTexts()).toEqual(['insert into kinds (id, t) values ($1, $2)']);
});

test('a select answers the same rows, modes and types, prepared or not', async () => {
  await raw.query(INSERT, [1, 'a', 1, true, 1n, new Date(1), ['x'], '{}', crypto.randomUUID()]);
  const select = 'select id, t, tags, ts from kinds where id = $1 and t = any($2::text[])';
  const expected = await raw.query(select, [1, ['a', 'b']], { rowMode: 'array' });
  for (let use = 1; use <= 3; use++) {
    const got = await client.query(select, [1, ['a', 'b']], { rowMode: 'array' });
    expect(got.rows).toEqual(expected.rows);
    expect(got.fields).toEqual(expected.fields);
  }
  expect(await preparedTexts()).toEqual([select]);
});

test('a statement PostgreSQL will not prepare runs the plain way, and its transaction goes on', async () => {
  await client.transaction(async (tx) => {
    for (let use = 1; use <= 3; use++) {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>('explain select $1::int', [use]);
      expect(rows[0]!['QUERY PLAN']).toMatch(/Result/);
    }
    await tx.query('insert into kinds (id, t) values ($1, $2)', [7, 'after']);
  });
  expect((await raw.query('select t from kinds where id = 7')).rows).toEqual([{ t: 'after' }]);
  expect(await preparedTexts()).toEqual([]);
});

test('a statement prepared in a transaction that rolls back still serves later uses', async () => {
  const select = 'select count(*)::int as n from kinds where id > $1';
  await client.transaction(async (tx) => {
    await tx.query(select, [0]);
    await tx.query(select, [0]);
    await tx.rollback();
  });
  expect(await preparedTexts()).toEqual([select]);
  await raw.query('insert into kinds (id) values (5)');
  expect((await client.query(select, [0])).rows).toEqual([{ n: 1 }]);
});

test('a prepared statement deallocated behind its back is run the plain way', async () => {
  const select = 'select t from kinds where id = $1';
  await raw.query('insert into kinds (id, t) values (1, $1)', ['one']);
  await client.query(select, [1]);
  await client.query(select, [1]);
  expect(await preparedTexts()).toEqual([select]);
  await raw.exec('deallocate all');
  expect((await client.query(select, [1])).rows).toEqual([{ t: 'one' }]);
});

test('large values are bound, never written into a statement', async () => {
  const text = 'x'.repeat(5000);
  for (let use = 1; use <= 3; use++) {
    await client.query('insert into kinds (id, t) values ($1, $2)', [use, text]);
  }
  expect(await preparedTexts()).toEqual([]);
  const { rows } = await raw.query<{ n: number }>(
    'select count(*)::int as n from kinds where t = $1',
    [text],
  );
  expect(rows).toEqual([{ n: 3 }]);
});

test('concurrent uses, in and out of transactions, never wait on each other and agree', async () => {
  await raw.query('insert into kinds (id, t) values (1, $1), (2, $2)', ['one', 'two']);
  const select = 'select t from kinds where id = $1';
  await client.query(select, [1]); // seen once: the next use prepares it
  const inTransaction = client.transaction(async (tx) => {
    const first = await tx.query(select, [1]);
    const second = await tx.query(select, [2]);
    return [first.rows, second.rows];
  });
  const outside = Array.from({ length: 6 }, (_, i) => client.query(select, [(i % 2) + 1]));
  const [txRows, ...rows] = await Promise.all([inTransaction, ...outside]);
  expect(txRows).toEqual([[{ t: 'one' }], [{ t: 'two' }]]);
  expect(rows.map((r) => r.rows)).toEqual(
    Array.from({ length: 6 }, (_, i) => [{ t: i % 2 ? 'two' : 'one' }]),
  );
  expect(await preparedTexts()).toEqual([select]);
});
