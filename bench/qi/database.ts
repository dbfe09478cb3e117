import { rmSync } from 'node:fs';
import type { Page } from '../../contract';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { planLines, recordQueries } from './measure';

/**
 * What the report-list benchmarks share: a throw-away database on PGlite or PostgreSQL, the
 * cursor deep into a list, and EXPLAIN ANALYZE of the queries one call sends.
 */

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/';
const pgliteDir = '/tmp/greige-bench-pglite';
const benchDb = 'greige_bench';

/** A statement on the server's `postgres` database: creating and dropping bench databases. */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${PG_URL}postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Loading a million rolls runs statements and transactions far longer than a request may take
 * (server/db/client.ts bounds those at seconds): the bench's connections wait up to half an hour.
 */
const loading = { statement: 30 * 60_000, idleInTransaction: 30 * 60_000 };

/** A new, empty database of the kind (`pglite` or `postgres`), and how to drop it afterwards. */
export async function openBenchDatabase(
  kind: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    await adminQuery(`drop database if exists ${benchDb}`);
    await adminQuery(`create database ${benchDb}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: `${PG_URL}${benchDb}`,
      timeouts: loading,
    });
    return { database, drop: () => adminQuery(`drop database if exists ${benchDb}`) };
  }
  rmSync(pgliteDir, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  return {
    database,
    drop: async () => rmSync(pgliteDir, { recursive: true, force: true }),
  };
}

/**
 * The database a bench measures: with BENCH_REUSE=1 on PostgreSQL, the one an earlier run kept
 * (BENCH_KEEP=1), already loaded (`reused`); otherwise a new, empty one.
 */
export async function openKeptOrNew(
  kind: string,
): Promise<{ database: Database; drop: () => Promise<void>; reused: boolean }> {
  if (process.env.BENCH_REUSE === '1' && kind === 'postgres') {
    const database = await openDatabase({
      kind: 'postgres',
      url: `${PG_URL}${benchDb}`,
      timeouts: loading,
    });
    return { database, drop: async () => undefined, reused: true };
  }
  return { ...(await openBenchDatabase(kind)), reused: false };
}

/** The cursor of the page after `pages` pages of a list, following each page's nextCursor. */
export async function cursorAfter(
  pages: number,
  page: (cursor: string | undefined) => Promise<Page<unknown>>,
): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) {
    const next = (await page(cursor)).nextCursor;
    if (!next) break;
    cursor = next;
  }
  return cursor;
}

/** Prints EXPLAIN ANALYZE of every query one run of `work` sends, and whether it uses indexes. */
export async function explain(database: Database, label: string, work: () => Promise<unknown>) {
  const { sent, client } = recordQueries(database.db);
  await work();
  console.log(`\nEXPLAIN ANALYZE of ${label}:`);
  for (const q of sent.splice(0)) {
    const plan = planLines(await client.query(`explain (analyze, buffers) ${q.text}`, q.params));
    const indexes = plan.filter((l) => /Index (Only )?Scan|Bitmap Index Scan/.test(l));
    const seq = plan.filter((l) => /Seq Scan/.test(l)).map((l) => l.trim().split('  (')[0]);
    console.log(`\n${q.text}\n${plan.join('\n')}`);
    console.log(
      `-> uses indexes: ${indexes.length ? 'yes' : 'no'}; sequential scans: ${seq.join(', ') || 'none'}`,
    );
  }
}
