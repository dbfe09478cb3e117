import { desc, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Documents the server numbers by day (QI reports, collar and cuff reports, knitting reports):
 * `PREFIX-YYYYMMDD-NNNN`, the document's date and its number on that day.
 */
export const dailyNo = (prefix: string, date: string, n: number): string =>
  `${prefix}-${date.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

/** Any constant: the first half of the advisory lock that serialises numbering. */
const numberingSpace = 0x5149_5250;

/** FNV-1a of the prefix as a signed 32-bit key, so each kind of document has its own lock. */
function prefixKey(prefix: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < prefix.length; i++) hash = Math.imul(hash ^ prefix.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * The next number of the day in `column` (a primary key holding such numbers). Saves run in a
 * transaction, so the lock holds until the caller has written the document: two saves on the
 * same day never take the same number.
 */
export async function nextDailyNo(
  db: Db,
  column: AnyPgColumn,
  prefix: string,
  date: string,
): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(${numberingSpace}, ${prefixKey(prefix)})`);
  const head = dailyNo(prefix, date, 0).slice(0, -4);
  const [last] = (await db
    .select({ no: column })
    .from(column.table)
    .where(like(column, `${head}%`))
    .orderBy(desc(column))
    .limit(1)) as { no: string }[];
  const lastN = last ? Number(last.no.slice(head.length)) : 0;
  return dailyNo(prefix, date, (Number.isFinite(lastN) ? lastN : 0) + 1);
}
