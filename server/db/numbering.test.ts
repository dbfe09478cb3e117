import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/db';
import { nextDailyNo, takingNumbersOn } from './numbering';

const database = await createTestDatabase();
const { db } = database;
// A document table of this test's own: only its numbers matter here.
await db.execute(sql`create table numbered_docs (no text primary key)`);
const docs = pgTable('numbered_docs', { no: text('no').primaryKey() });

const take = async (prefix: string, date: string) => {
  const no = await nextDailyNo(db, docs.no, prefix, date);
  await db.insert(docs).values({ no });
  return no;
};

describe('daily document numbers', () => {
  it('start at 0001 and count on', async () => {
    expect(await take('QI', '2026-11-01')).toBe('QI-20261101-0001');
    expect(await take('QI', '2026-11-01')).toBe('QI-20261101-0002');
    // Another day and another kind have numbers of their own.
    expect(await take('QI', '2026-11-02')).toBe('QI-20261102-0001');
    expect(await take('QCC', '2026-11-01')).toBe('QCC-20261101-0001');
  });

  it('go past 9,999 and 99,999 in numeric order, carrying on from the documents already there', async () => {
    // Documents numbered before the counter knew the day (an older database, the demo mill).
    await db.insert(docs).values([{ no: 'STE-20261103-9998' }, { no: 'STE-20261103-9999' }]);
    expect(await take('STE', '2026-11-03')).toBe('STE-20261103-10000');
    expect(await take('STE', '2026-11-03')).toBe('STE-20261103-10001');
    await db.insert(docs).values([{ no: 'SCAN-20261104-99999' }, { no: 'SCAN-20261104-0500' }]);
    expect(await take('SCAN', '2026-11-04')).toBe('SCAN-20261104-100000');
    expect(await take('SCAN', '2026-11-04')).toBe('SCAN-20261104-100001');
  });

  it('never hand out one number twice to saves that run at once', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) =>
          takingNumbersOn(database.numbers, async () => {
            const no = await nextDailyNo(tx, docs.no, 'VIS', '2026-11-05');
            await tx.insert(docs).values({ no });
            return no;
          }),
        ),
      ),
    );
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  // Two open transactions need two sessions; PGlite has one, so this runs in the PostgreSQL pass.
  it.skipIf(database.kind === 'pglite')(
    'let a second save of the same kind take its number while the first is still saving',
    async () => {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let firstTook!: (no: string) => void;
      const firstNo = new Promise<string>((resolve) => (firstTook = resolve));
      const first = db.transaction((tx) =>
        takingNumbersOn(database.numbers, async () => {
          const no = await nextDailyNo(tx, docs.no, 'BATCH', '2026-11-06');
          await tx.insert(docs).values({ no });
          firstTook(no);
          await finished; // still saving
        }),
      );
      expect(await firstNo).toBe('BATCH-20261106-0001');
      // Were the first save's transaction holding the day's number, this would wait for ever.
      const second = await db.transaction((tx) =>
        takingNumbersOn(database.numbers, () => nextDailyNo(tx, docs.no, 'BATCH', '2026-11-06')),
      );
      expect(second).toBe('BATCH-20261106-0002');
      finish();
      await first;
    },
  );
});
