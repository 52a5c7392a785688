/**
 * Streamed text is written into drafts in batches (one statement for every generation's drafts),
 * on the real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { drafts, users } from '../../../src/server/db/schema';
import { createDbGate } from '../../../src/server/services/generation/db-gate';
import { createDraftWrites } from '../../../src/server/services/generation/draft-writer';
import { openTestDatabase } from '../../support/database';

const EMPTY = {
  title: '',
  cross_reference: '',
  background: '',
  summary: '',
  drawings_description: '',
  detailed_description: '',
  claims: 'kept claims',
  abstract: '',
};

let database: Database;
let ownerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: `writer-${process.pid}@example.com`, hashedPassword: 'x' })
    .returning();
  ownerId = user!.id;
});

afterAll(() => database.close());

async function newDraft(): Promise<string> {
  const [row] = await database.db
    .insert(drafts)
    .values({ ownerId, sections: EMPTY })
    .returning({ id: drafts.id });
  return row!.id;
}

async function sectionsOf(id: string) {
  const [row] = await database.db.select().from(drafts).where(eq(drafts.id, id));
  return row?.sections;
}

describe('batched draft writes', () => {
  it('writes several drafts, and two generations of one draft, in one flush', async () => {
    const writes = createDraftWrites({ db: database.db, gate: createDbGate(1) });
    const [a, b] = [await newDraft(), await newDraft()];
    const gone = jest.fn();
    const wa = writes.writer(a, gone);
    const wb1 = writes.writer(b, gone);
    const wb2 = writes.writer(b, gone);
    wa.set('background', 'A background.');
    wb1.set('summary', 'First summary.');
    wb2.set('abstract', 'An abstract with "quotes", \\ and émoji 🎉.');
    wb1.set('summary', 'Latest summary.');
    expect(await wa.flush()).toBe(true);
    expect(await sectionsOf(a)).toEqual({ ...EMPTY, background: 'A background.' });
    expect(await sectionsOf(b)).toEqual({
      ...EMPTY,
      summary: 'Latest summary.',
      abstract: 'An abstract with "quotes", \\ and émoji 🎉.',
    });
    expect(await wb1.flush()).toBe(true);
    expect(gone).not.toHaveBeenCalled();
  });

  it('writes on its own within the interval, and leaves an unpaired surrogate out', async () => {
    const writes = createDraftWrites({ db: database.db, gate: createDbGate(1) });
    const id = await newDraft();
    writes.writer(id, () => undefined).set('claims', '1. A widget.\ud83d');
    for (let i = 0; i < 100 && (await sectionsOf(id))?.claims !== '1. A widget.'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await sectionsOf(id))?.claims).toBe('1. A widget.');
  });

  it('tells a writer once that its draft was deleted; the others still write', async () => {
    const writes = createDraftWrites({ db: database.db, gate: createDbGate(1) });
    const [kept, deleted] = [await newDraft(), await newDraft()];
    const onGone = jest.fn();
    const wk = writes.writer(kept, () => undefined);
    const wd = writes.writer(deleted, onGone);
    await database.db.delete(drafts).where(eq(drafts.id, deleted));
    wk.set('title', 'Kept');
    wd.set('title', 'Lost');
    expect(await wd.flush()).toBe(false);
    expect(onGone).toHaveBeenCalledTimes(1);
    expect((await sectionsOf(kept))?.title).toBe('Kept');
    wd.set('title', 'Again');
    expect(await wd.flush()).toBe(false);
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('flushes wait for the write that carries their text, behind a busy gate', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const gate = createDbGate(1);
    const writes = createDraftWrites({ db: database.db, gate });
    const id = await newDraft();
    const w = writes.writer(id, () => undefined);
    const blocker = gate.run(() => held); // the gate is busy: the batch waits
    w.set('title', 'In flight');
    const first = w.flush();
    let second = false;
    const flushed = w.flush().then(() => (second = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(second).toBe(false);
    release();
    await Promise.all([blocker, first, flushed]);
    expect((await sectionsOf(id))?.title).toBe('In flight');
  });
});
