import { AsyncLocalStorage } from 'node:async_hooks';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { docCounters } from './schema';

/**
 * Documents the server numbers by day (QI reports, collar and cuff reports, knitting reports,
 * batches, stock entries, visitors, scans): `PREFIX-YYYYMMDD-NNNN`, the document's date and its
 * number on that day, four digits at least and as many as it needs past 9,999.
 */
export const dailyNo = (prefix: string, date: string, n: number): string =>
  `${prefix}-${date.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

/**
 * Where numbers are taken while a save runs: a connection of their own (server/db/client.ts), so
 * that taking one commits at once and holds the counter's row for one statement, not for the whole
 * save. Without it (PGlite, which runs one statement at a time anyway, or code outside a request)
 * numbers are taken in the caller's transaction, which then holds the row until it ends.
 */
const numbersOn = new AsyncLocalStorage<Db>();

/** Runs `work` with the numbers it takes coming from `numbers` when there is one. */
export const takingNumbersOn = <T>(numbers: Db | undefined, work: () => Promise<T>): Promise<T> =>
  numbers ? numbersOn.run(numbers, work) : work();

/**
 * The next number of the day for documents whose numbers live in `column`. A number taken outside
 * the save is not given back if the save then fails: the day's numbers may skip one, never repeat.
 */
export async function nextDailyNo(
  db: Db,
  column: AnyPgColumn,
  prefix: string,
  date: string,
): Promise<string> {
  const on = numbersOn.getStore() ?? db;
  const thisDay = and(eq(docCounters.prefix, prefix), eq(docCounters.day, date));
  const [bumped] = await on
    .update(docCounters)
    .set({ last: sql`${docCounters.last} + 1` })
    .where(thisDay)
    .returning({ last: docCounters.last });
  if (bumped) return dailyNo(prefix, date, bumped.last);
  // The day's first number here: carry on from the highest its documents hold. Two servers may
  // both get here; the second insert finds the first's row and takes the number after it.
  const head = dailyNo(prefix, date, 0).slice(0, -4);
  const [highest] = (await on
    .select({ no: column })
    .from(column.table)
    .where(like(column, `${head}%`))
    // Numeric order: a longer number is a larger one (…-10000 after …-9999).
    .orderBy(desc(sql`length(${column})`), desc(column))
    .limit(1)) as { no: string }[];
  const held = highest ? Number(highest.no.slice(head.length)) : 0;
  const [started] = await on
    .insert(docCounters)
    .values({ prefix, day: date, last: (Number.isSafeInteger(held) ? held : 0) + 1 })
    .onConflictDoUpdate({
      target: [docCounters.prefix, docCounters.day],
      set: { last: sql`${docCounters.last} + 1` },
    })
    .returning({ last: docCounters.last });
  if (!started) throw new Error(`no number taken for ${prefix} on ${date}`);
  return dailyNo(prefix, date, started.last);
}
