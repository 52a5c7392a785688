/**
 * Billing benchmark: what the monthly-allowance check adds to a generation start when billing is
 * on (`ensureGenerationAllowed`: the user, the plan in effect, the month's count), for one user
 * and for a firm of 20 members pooling 4,000 generations; what the start's own transaction adds to
 * hold the firm to it atomically (`claimwright_allowance_room`: the firm's lock and the count,
 * beside an empty transaction); and `GET /billing`'s service. On PGlite
 * (fresh directory), in-process, 300 calls each after 30 of warm-up. Prints medians and p95.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/client';
import { billingAccounts, enterprises, generations, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { ensureGenerationAllowed } from '../src/server/services/billing/entitlements';
import { billingStatus } from '../src/server/services/billing/status';
import { median, percentile, report } from './support';

const RUNS = 300;

async function time(name: string, call: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 30; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  report(`${name}, median`, median(ms), 'ms');
  report(`${name}, p95`, percentile(ms, 95), 'ms');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cw-bench-billing-'));
  const database = await openPglite({ dataDir: dir });
  await database.migrate();
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    CLIENT_DIR: '/nonexistent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_secret',
  });
  const app = await buildApp({ env, database });
  await app.ready();
  const db = database.db;
  const [firm] = await db.insert(enterprises).values({ name: 'Bench LLP' }).returning();
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        email: `m${i}@bench.test`,
        hashedPassword: 'x',
        enterpriseId: firm!.id,
        enterpriseRole: i === 0 ? ('admin' as const) : ('member' as const),
      })),
    )
    .returning();
  const [solo] = await db
    .insert(users)
    .values({ email: 'solo@bench.test', hashedPassword: 'x' })
    .returning();
  await db.insert(billingAccounts).values({
    enterpriseId: firm!.id,
    planId: 'firm',
    status: 'active',
    seats: 20,
    stripeCustomerId: 'cus_bench',
  });
  for (const owner of [...members, solo!]) {
    await db.insert(generations).values(
      Array.from({ length: owner.id === solo!.id ? 5 : 200 }, () => ({
        id: randomUUID(),
        ownerId: owner.id,
        target: 'claims',
        sections: ['claims'],
        engine: 'offline',
        model: 'm',
        instanceId: 'bench',
        state: 'finished' as const,
      })),
    );
  }
  const ctx = app.ctx;
  await time('allowance check, one user (trial)', () => ensureGenerationAllowed(ctx, solo!.id));
  await time('allowance check, firm of 20 (4,000 this month)', () =>
    ensureGenerationAllowed(ctx, members[3]!.id),
  );
  const room = sql`claimwright_allowance_room(${members[3]!.id}::integer, ${firm!.id}::integer, 6000)`;
  await time('start transaction, empty', () =>
    db.transaction((tx) => tx.select({ one: sql`1` }).from(sql`(select 1) as one`)),
  );
  await time('start transaction with the atomic allowance check, firm of 20', () =>
    db.transaction((tx) => tx.select({ fits: room }).from(sql`(select 1) as one`)),
  );
  await time('GET /billing service, firm member', () => billingStatus(ctx, members[3]!));
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
