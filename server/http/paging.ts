import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isoDate, type Page, type PageParams } from '../../contract';
import { badInput } from './errors';

/**
 * Keyset paging for every list call (contract/core/paging.ts): a page is the `limit` rows after
 * the last row of the previous page in the list's order, never an offset, so page 100 costs what
 * page 1 costs. The cursor is the last row's sort key, JSON in base64url: opaque to callers, and
 * checked against the list's key schema when it comes back, so a made-up one is a 400.
 */

const encode = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

function decode<Key>(cursor: string, key: z.ZodType<Key>): Key {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput('cursor', 'is not a cursor this list handed out');
  }
  const parsed = key.safeParse(value);
  if (!parsed.success) throw badInput('cursor', 'is not a cursor this list handed out');
  return parsed.data;
}

export interface KeysetList<Row, Key> {
  /** The sort key of a row, as the cursor carries it. */
  keyOf: (row: Row) => Key;
  key: z.ZodType<Key>;
  /** Up to `take` rows in the list's order, after `after` (from the start when null). */
  rows: (after: Key | null, take: number) => Promise<Row[]>;
  /** How many rows the whole list holds. */
  total: () => Promise<number>;
}

export async function keysetPage<Row, Key>(
  params: PageParams,
  list: KeysetList<Row, Key>,
): Promise<Page<Row>> {
  const after = params.cursor === undefined ? null : decode(params.cursor, list.key);
  // One row more than asked tells whether another page follows, without a second query.
  const [fetched, total] = await Promise.all([list.rows(after, params.limit + 1), list.total()]);
  const rows = fetched.slice(0, params.limit);
  const last = rows[rows.length - 1];
  const nextCursor = fetched.length > params.limit && last ? encode(list.keyOf(last)) : null;
  return { rows, total, nextCursor };
}

/**
 * A report list newest first: by date, then report number, the order the lists' (…, date,
 * report_no) indexes serve, so a page seeks to its cursor and reads `limit + 1` index entries.
 * `rows` selects the list's columns with the cursor's condition and this order added.
 */
const reportNoKey = z
  .string()
  .min(1)
  .max(80)
  .refine((no) => !no.includes('\0'));
// A cursor comes back from the client: its date and report number must be ones the database takes.
const reportKey = z.tuple([isoDate, reportNoKey]);
type ReportKey = z.infer<typeof reportKey>;

export interface DatedColumns {
  readonly date: AnyPgColumn;
  readonly reportNo: AnyPgColumn;
}

export function newestFirstPage<Row extends { date: string; reportNo: string }>(
  params: PageParams,
  columns: DatedColumns,
  rows: (after: SQL | undefined, order: SQL[], take: number) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<Page<Row>> {
  const order = [desc(columns.date), desc(columns.reportNo)];
  return keysetPage(params, {
    key: reportKey,
    keyOf: (r): ReportKey => [r.date, r.reportNo],
    rows: (after, take) =>
      rows(
        after
          ? sql`(${columns.date}, ${columns.reportNo}) < (${after[0]}::date, ${after[1]})`
          : undefined,
        order,
        take,
      ),
    total,
  });
}
