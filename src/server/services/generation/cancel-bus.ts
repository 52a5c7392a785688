import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** Carries "cancel generation X" to whichever instance runs X. */
export interface CancelBus {
  publish(generationId: string): Promise<void>;
  subscribe(handler: (generationId: string) => void): void;
  close(): Promise<void>;
}

/** PostgreSQL channel of cancel requests. */
export const CANCEL_CHANNEL = 'claimwright_generation_cancel';

/** In-process bus (PGlite: one process owns the database). */
export function createMemoryBus(): CancelBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (id) => {
      emitter.emit('cancel', id);
    },
    subscribe: (handler) => {
      emitter.on('cancel', handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** Logs without draft text (the payload is an id). */
export interface BusLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Cross-instance bus over LISTEN/NOTIFY. One pool connection is held for LISTEN and re-opened
 * with backoff if it drops (a cancel sent meanwhile is still seen through the row's heartbeat).
 */
export async function createPgBus(pool: pg.Pool, log: BusLogger): Promise<CancelBus> {
  const handlers: ((id: string) => void)[] = [];
  /** The LISTEN connection and its release (once only: an error may follow a close). */
  let client: { conn: pg.PoolClient; release(err?: Error): void } | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (msg: pg.Notification): void => {
    if (msg.channel !== CANCEL_CHANNEL || !msg.payload) return;
    for (const handler of handlers) handler(msg.payload);
  };

  const connect = async (): Promise<void> => {
    const conn = await pool.connect();
    let released = false;
    const held = {
      conn,
      release(err?: Error) {
        if (released) return;
        released = true;
        conn.release(err);
      },
    };
    conn.on('notification', onNotification);
    conn.on('error', (err) => {
      if (released) return; // closed already; the pool has let it go
      log.warn({ err }, 'cancel listener lost its connection; reconnecting');
      held.release(err);
      if (client === held) client = null;
      schedule(500);
    });
    await conn.query(`LISTEN ${CANCEL_CHANNEL}`);
    if (closed) {
      held.release();
      return;
    }
    client = held;
  };

  const schedule = (delay: number): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err: Error) => {
        log.warn({ err }, 'cancel listener cannot reconnect yet');
        schedule(Math.min(delay * 2, 10_000));
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    publish: async (id) => {
      await pool.query('select pg_notify($1, $2)', [CANCEL_CHANNEL, id]);
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      if (held) {
        held.conn.removeListener('notification', onNotification);
        try {
          await held.conn.query(`UNLISTEN ${CANCEL_CHANNEL}`);
        } catch {
          // The connection is going anyway.
        }
        held.release();
      }
    },
  };
}
