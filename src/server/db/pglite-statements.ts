import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * Server-side prepared statements for PGlite, under drizzle.
 *
 * PGlite runs every `query` as an unnamed statement, so PostgreSQL parses and plans it again each
 * time, inside the server's own thread: for the generation precheck (a join with two subqueries)
 * that is half its cost (through drizzle, in a loop: 0.68 ms planned each time, 0.33 ms prepared).
 * drizzle's PGlite driver ignores statement names. This wrapper gives drizzle a client whose `query`
 * prepares a parameterised statement the second time its text is seen (`PREPARE`, in the one
 * session PGlite has) and from then on runs `EXECUTE name(…)` (one simple-protocol message) with
 * the parameters written as literals, serialised exactly as PGlite's own bind would (by the
 * parameter types PostgreSQL inferred, with PGlite's serialisers), so every value reaches
 * PostgreSQL's input functions as the same text.
 *
 * Left to PGlite's own path: statements without parameters, large or unusual parameters (over
 * `MAX_PARAM_CHARS` in all once serialised, a NUL, a blob, explicit parameter types) and statements PostgreSQL
 * will not prepare. Prepared statements are not transactional: one prepared inside a transaction
 * outlives its rollback; a failed `PREPARE` inside one is undone by a savepoint so the
 * transaction goes on.
 */

/** What drizzle's PGlite driver calls on its client (the instance or a transaction). */
interface Queryable {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Array<Results>>;
}

/** Larger parameters (a disclosure, a section) are bound, not written into the statement. */
const MAX_PARAM_CHARS = 4096;
/** Prepared statements kept; the least recently used beyond it are deallocated. */
const MAX_STATEMENTS = 500;
/** Texts seen once, remembered to prepare on the second sighting. */
const MAX_SEEN = 2000;

type Serializer = (value: unknown) => string;

type Entry =
  | { state: 'preparing' }
  | { state: 'failed' }
  | { state: 'ready'; name: string; paramTypes: number[] };

/** One PGlite session's statement cache. */
class Statements {
  private readonly entries = new Map<string, Entry>();
  private readonly seen = new Set<string>();
  private counter = 0;

  constructor(private readonly serializers: Record<number | string, Serializer>) {}

  async query<T>(
    conn: Queryable,
    inTransaction: boolean,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const direct = () => conn.query<T>(text, params, options);
    if (!params?.length || !writable(params, options)) return direct();
    let entry = this.entries.get(text);
    if (!entry) {
      if (!this.seen.has(text)) {
        if (this.seen.size >= MAX_SEEN) this.seen.clear();
        this.seen.add(text);
        return direct();
      }
      this.seen.delete(text);
      entry = await this.prepare(conn, inTransaction, text);
    }
    // A statement being prepared elsewhere may wait for this caller's transaction: never wait.
    if (entry.state !== 'ready' || entry.paramTypes.length !== params.length) return direct();
    this.entries.delete(text);
    this.entries.set(text, entry); // most recently used last
    const literals = entry.paramTypes.map((oid, i) =>
      literal(params[i], this.serializerOf(oid, options)),
    );
    if (!literalsFit(literals)) return direct();
    try {
      // One simple-protocol message (PGlite's `query` sends five: parse, describe, bind, …).
      const [result] = await conn.exec(`EXECUTE ${entry.name}(${literals.join(', ')})`, options);
      return result as Results<T>;
    } catch (err) {
      // Outside a transaction a statement deallocated meanwhile, or one whose result columns a
      // migration changed, is run the plain way (inside one, the error has aborted it).
      if (inTransaction || !STALE_STATEMENT.has(codeOf(err))) throw err;
      if (this.entries.get(text) === entry) this.entries.delete(text);
      return direct();
    }
  }

  private serializerOf(oid: number, options: QueryOptions | undefined): Serializer | undefined {
    return (options?.serializers?.[oid] as Serializer | undefined) ?? this.serializers[oid];
  }

  /** Prepares `text`; a `PREPARE` that fails leaves the statement to PGlite's own path. */
  private async prepare(conn: Queryable, inTransaction: boolean, text: string): Promise<Entry> {
    this.entries.set(text, PREPARING);
    let entry: Entry | undefined;
    try {
      await this.evictBeyond(conn, MAX_STATEMENTS - 1);
      const name = `cw_stmt_${++this.counter}`;
      entry = inTransaction
        ? await inSavepoint(conn, () => prepareAs(conn, name, text))
        : await prepareAs(conn, name, text);
    } finally {
      // Not knowing (the transaction had failed already): try again on a later use.
      if (entry) this.entries.set(text, entry);
      else this.entries.delete(text);
    }
    return entry;
  }

  private async evictBeyond(conn: Queryable, keep: number): Promise<void> {
    for (const [text, entry] of this.entries) {
      if (this.entries.size <= keep) return;
      if (entry.state !== 'ready') continue;
      this.entries.delete(text);
      await conn.query(`DEALLOCATE ${entry.name}`);
    }
  }
}

const PREPARING: Entry = { state: 'preparing' };
const FAILED: Entry = { state: 'failed' };

async function prepareAs(conn: Queryable, name: string, text: string): Promise<Entry> {
  try {
    await conn.query(`PREPARE ${name} AS ${text}`);
  } catch {
    return FAILED; // not preparable (EXPLAIN, say); the plain path gives any real error
  }
  const { rows } = await conn.query<{ types: number[] }>(
    'SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = $1',
    [name],
  );
  return { state: 'ready', name, paramTypes: rows[0]?.types ?? [] };
}

/** Runs `prepare` so that its failure does not abort the surrounding transaction. */
async function inSavepoint(conn: Queryable, prepare: () => Promise<Entry>): Promise<Entry> {
  await conn.query('SAVEPOINT cw_prepare');
  const entry = await prepare();
  if (entry === FAILED) await conn.query('ROLLBACK TO SAVEPOINT cw_prepare');
  await conn.query('RELEASE SAVEPOINT cw_prepare');
  return entry;
}

/** invalid_sql_statement_name, feature_not_supported ("cached plan must not change result type"). */
const STALE_STATEMENT = new Set<unknown>(['26000', '0A000']);

function codeOf(err: unknown): unknown {
  return err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
}

/**
 * Whether these parameters may be written into the statement, as far as can be told before they
 * are serialised (options, kinds of value, long strings); `literalsFit` checks what they became.
 */
function writable(params: unknown[], options: QueryOptions | undefined): boolean {
  if (options?.blob || options?.paramTypes) return false;
  let chars = 0;
  for (const value of params) {
    if (typeof value === 'string') chars += value.length;
    else if (typeof value === 'object' && value !== null) {
      if (!(value instanceof Date || Array.isArray(value))) return false;
    } else if (typeof value === 'function' || typeof value === 'symbol') return false;
    if (chars > MAX_PARAM_CHARS) return false;
  }
  return true;
}

/** Serialised parameters small enough to write into a statement, and with no NUL in them. */
function literalsFit(literals: string[]): boolean {
  let chars = 0;
  for (const l of literals) {
    chars += l.length;
    if (chars > MAX_PARAM_CHARS || l.includes('\0')) return false;
  }
  return true;
}

/** `value` as PGlite's bind would send it, as a SQL literal of unknown type (or NULL). */
function literal(value: unknown, serialize: Serializer | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  const text = String(serialize ? serialize(value) : value).replaceAll("'", "''");
  // As node-postgres' escapeLiteral: right whatever standard_conforming_strings says.
  return text.includes('\\') ? `E'${text.replaceAll('\\', '\\\\')}'` : `'${text}'`;
}

/** `client` for drizzle, with statements prepared on their second use. */
export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new Statements(client.serializers as Record<number | string, Serializer>);
  const inTransaction = (tx: Transaction): Transaction =>
    Object.create(tx, {
      query: {
        value: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          statements.query<T>(tx, true, text, params, options),
      },
    }) as Transaction;
  // drizzle's driver calls only these two (the migrator gets the instance itself).
  const forDrizzle: Pick<PGlite, 'query' | 'transaction'> = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      statements.query<T>(client, false, text, params, options),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(inTransaction(tx))),
  };
  return forDrizzle as PGlite;
}
