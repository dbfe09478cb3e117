import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** PostgreSQL caps a statement at 65,535 parameters; 1,000 rows stays far below with any table. */
export const batchSize = 1000;

export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
  return rows.length;
}
