/** The cancel bus over PostgreSQL LISTEN/NOTIFY, with its connection killed under it. */
import type { Database } from '../../../src/server/db/client';
import {
  CANCEL_CHANNEL,
  createPgBus,
  type CancelBus,
} from '../../../src/server/services/generation/cancel-bus';
import { onPostgres, openTestDatabase } from '../../support/database';
import { until } from './helpers';

const quiet = { warn: () => undefined };

(onPostgres ? describe : describe.skip)('cancel bus on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** Ends the server backends holding `pattern`'s last query on this database. */
  async function kill(pattern: string): Promise<number> {
    const { rows } = await database.pool!.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like $1`,
      [pattern],
    );
    return Number(rows[0]!.n);
  }

  function listen(bus: CancelBus): string[] {
    const seen: string[] = [];
    bus.subscribe((id) => seen.push(id));
    return seen;
  }

  it('carries an id from one bus to another, and again after its connection is killed', async () => {
    const a = await createPgBus(database.pool!, quiet);
    const b = await createPgBus(database.pool!, quiet);
    const seen = listen(b);
    await a.publish('first');
    await until(() => seen.includes('first'));

    expect(await kill(`LISTEN ${CANCEL_CHANNEL}`)).toBeGreaterThanOrEqual(1);
    // The listeners reconnect (after 500 ms); notifications sent meanwhile are lost, which the
    // generation rows' heartbeat makes up for, so publish until one arrives.
    await until(async () => {
      await a.publish('second');
      return seen.includes('second');
    }, 200);
    await Promise.all([a.close(), b.close()]);
  });

  it('a connection that dies after close is let go once, with no error', async () => {
    const bus = await createPgBus(database.pool!, quiet);
    await bus.close();
    // The released connection's last statement was UNLISTEN; killing it errors that client.
    expect(await kill(`UNLISTEN ${CANCEL_CHANNEL}`)).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await database.pool!.query<{ one: number }>('select 1 as one');
    expect(rows[0]!.one).toBe(1);
  });
});
