import { inArray, sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';
import { startFakeSite, type FakeSite, type FakeSiteOptions } from '../fake/site';
import { createSiteClient, type SiteClient } from '../site/client';
import { deliverDuePushes, type PushRound } from './worker';

/** Test support of the push: a fake site with its client, and a worker run until the queue is empty. */

export async function fakeSiteWithClient(
  opts: FakeSiteOptions = {},
): Promise<{ site: FakeSite; client: SiteClient }> {
  const site = await startFakeSite(opts);
  afterAll(() => site.close());
  const client = createSiteClient({
    url: site.url,
    apiKey: site.apiKey,
    apiSecret: site.apiSecret,
    timeoutMs: 10_000,
  });
  return { site, client };
}

/** The configuration that points the app at `site`. */
export const siteEnv = (site: FakeSite, more: Record<string, string> = {}) => ({
  ERPNEXT_URL: site.url,
  ERPNEXT_API_KEY: site.apiKey,
  ERPNEXT_API_SECRET: site.apiSecret,
  ...more,
});

export async function openRows(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(erpOutbox)
    .where(inArray(erpOutbox.state, ['pending', 'sending']));
  return Number(row?.n ?? 0);
}

/**
 * Runs worker rounds, each two hours after the last so every pause has passed, until nothing is
 * pending or sending. Answers the rounds' sums.
 */
export async function drain(
  db: Db,
  client: SiteClient,
  opts: { batch?: number; start?: number; maxRounds?: number } = {},
): Promise<PushRound & { rounds: number }> {
  const sum = { sent: 0, refused: 0, failed: 0, waiting: 0, rounds: 0 };
  let now = opts.start ?? Date.now();
  for (let i = 0; i < (opts.maxRounds ?? 100); i++) {
    const r = await deliverDuePushes(db, client, { now: new Date(now), batch: opts.batch ?? 200 });
    sum.sent += r.sent;
    sum.refused += r.refused;
    sum.failed += r.failed;
    sum.waiting += r.waiting;
    sum.rounds += 1;
    now += 2 * 3_600_000;
    if ((await openRows(db)) === 0) break;
  }
  return sum;
}

/**
 * A second connection pool on the same PostgreSQL database (a second Greige process); on the
 * embedded database, the same one.
 */
export async function secondProcess(database: Database): Promise<Database> {
  if (database.kind !== 'postgres') return database;
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  const other = await openDatabase({ kind: 'postgres', url: pool.options.connectionString });
  return other;
}
