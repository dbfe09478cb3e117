import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
