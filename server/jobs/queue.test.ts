import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/db';
import { backups } from '../db/schema';
import { backupQueue } from '../backup/backups';
import { held, LEASE_MS, retryLater, takeDue, takeOne } from './queue';

const database = await createTestDatabase();
const db = database.db;

/** The backups' queue serves here: any table with the queue's columns behaves alike. */
const q = backupQueue;

let slot = 0;
async function jobs(n: number, at: Date): Promise<number[]> {
  const rows = await db
    .insert(backups)
    .values(Array.from({ length: n }, () => ({ slot: `job-${slot++}`, nextAttemptAt: at })))
    .returning({ id: backups.id });
  return rows.map((r) => r.id);
}
const row = async (id: number) => (await db.select().from(backups).where(eq(backups.id, id)))[0];

describe('the job queue', () => {
  // Each test's jobs alone: another test's, leased in its own past, would be due again here.
  beforeEach(async () => {
    await db.delete(backups);
  });

  it('gives each due job to one worker, oldest first, and none before its time', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const due = await jobs(6, new Date(now.getTime() - 60_000));
    const later = await jobs(1, new Date(now.getTime() + 60_000));
    const [a, b] = await Promise.all([
      takeDue<number>(db, q, { now, batch: 4 }),
      takeDue<number>(db, q, { now, batch: 4 }),
    ]);
    const taken = [...(a ?? []), ...(b ?? [])].map((c) => c.id);
    expect(taken.sort((x, y) => x - y)).toEqual(due);
    expect(taken).not.toContain(later[0]);
    expect(await row(due[0]!)).toMatchObject({ state: 'sending', attempts: 1 });
  });

  it('takes a job queued by the database in the same millisecond as the worker’s now', async () => {
    // The database stamps microseconds (12:00:00.123456); a worker's Date counts 12:00:00.123.
    const [job] = await db
      .insert(backups)
      .values({ slot: `job-${slot++}`, nextAttemptAt: sql`'2033-01-01T12:00:00.123456Z'` })
      .returning({ id: backups.id });
    const now = new Date('2033-01-01T12:00:00.123Z');
    expect((await takeDue<number>(db, q, { now, batch: 1 })).map((c) => c.id)).toEqual([job?.id]);
    // A millisecond earlier it was not due yet.
    await db.delete(backups);
    await db
      .insert(backups)
      .values({ slot: `job-${slot++}`, nextAttemptAt: sql`'2033-01-01T12:00:00.124456Z'` });
    expect(await takeDue<number>(db, q, { now, batch: 1 })).toEqual([]);
  });

  it('frees the job of a worker that died, and keeps the late worker from writing over the new try', async () => {
    const start = new Date('2032-01-01T00:00:00Z');
    const [id] = await jobs(1, start);
    const [first] = await takeDue<number>(db, q, { now: start, batch: 1 });
    if (!first) throw new Error('not taken');
    // While its lease runs, nobody else takes it, not even by its id.
    expect(
      await takeOne(db, q, id!, { now: new Date(start.getTime() + 1000), dueOnly: false }),
    ).toBeNull();
    const after = new Date(start.getTime() + LEASE_MS + 1000);
    const second = await takeOne(db, q, id!, { now: after, dueOnly: true });
    expect(second).toMatchObject({ id, attempts: 2 });
    // The first worker comes back: its failure is not recorded over the second's try.
    expect(await retryLater(db, q, first, { error: new Error('late'), now: after })).toMatchObject({
      held: false,
    });
    expect(await row(id!)).toMatchObject({ state: 'sending', attempts: 2, lastError: null });
    const [mine] = await db.select({ id: backups.id }).from(backups).where(held(q, second!));
    expect(mine?.id).toBe(id);
  });

  it('waits 1, 2, 4 minutes after failed tries, and ends when told to give up', async () => {
    let now = new Date('2033-01-01T00:00:00Z');
    const [id] = await jobs(1, now);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [claim] = await takeDue<number>(db, q, { now, batch: 1 });
      if (!claim) throw new Error(`try ${attempt} not taken`);
      const { nextAttemptAt } = await retryLater(db, q, claim, { error: 'refused', now });
      waits.push((nextAttemptAt.getTime() - now.getTime()) / 60_000);
      // Not due a moment before its time.
      expect(
        await takeDue(db, q, { now: new Date(nextAttemptAt.getTime() - 1), batch: 1 }),
      ).toEqual([]);
      now = nextAttemptAt;
    }
    expect(waits).toEqual([1, 2, 4]);
    const [last] = await takeDue<number>(db, q, { now, batch: 1 });
    await retryLater(db, q, last!, { error: 'refused for good', now, giveUpAs: 'failed' });
    expect(await row(id!)).toMatchObject({
      state: 'failed',
      attempts: 4,
      lastError: 'refused for good',
    });
    expect(await takeDue(db, q, { now: new Date(now.getTime() + 86_400_000), batch: 1 })).toEqual(
      [],
    );
  });
});
