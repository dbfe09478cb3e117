/**
 * Inspection dashboard benchmark (not a test): every call of contract/main/dashboard.ts on a mill
 * with a year of fabric inspections (ROLLS, default one million inspected rolls and about three
 * million mistakes) and of collar and cuff lots (PIECES, default a million pieces), on PGlite and
 * on PostgreSQL. The history is bulk-loaded (bench/qi/bulk.ts, bench/cc/bulk.ts), then the
 * dashboard rollups are built from it as the demo seeder does. Each call runs RUNS times (30)
 * after two warm-ups, for a 30-day and a 365-day range ending today. Prints p50/p95 per call,
 * range and database, the cost of keeping one report's rollups (what every save adds), and
 * EXPLAIN ANALYZE of the slowest call.
 *
 *   npm run bench dashboard [pglite|postgres]     ROLLS=1000000 PIECES=1000000 RUNS=30
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { seedDemo } from '../server/demo';
import { handlerCtx } from '../tests/support/demo';
import { dashboardHandlers as h } from '../server/domains/dashboard';
import {
  rebuildDashboardRollups,
  refreshDashboardRollups,
} from '../server/domains/dashboard/rollups';
import { bulkCcInspections } from './cc/bulk';
import { bulkInspections } from './qi/bulk';
import { explain, openBenchDatabase } from './qi/database';
import { ms, rowsOf, time, type Timing } from './qi/measure';

const ROLLS = Number(process.env.ROLLS ?? 1_000_000);
const PIECES = Number(process.env.PIECES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = isoDay(new Date());
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));
const log = (msg: string) => console.log(`  ${msg}`);

/** The two ranges each call is timed for: the last 30 days and the last 365, both ending today. */
const ranges = {
  '30 d': { jsonStartDate: daysAgo(29), jsonEndDate: today },
  '365 d': { jsonStartDate: daysAgo(364), jsonEndDate: today },
} as const;
type RangeName = keyof typeof ranges;

interface Row extends Timing {
  call: string;
  range: RangeName | 'one report';
  db: string;
}
const results: Row[] = [];

/** A busy bar of a breakdown, so its drill-down is timed on real rows. */
async function firstKey(work: () => Promise<{ key: string }[]>): Promise<string> {
  const [bar] = await work();
  return bar?.key ?? '';
}

async function bench(kind: string): Promise<void> {
  console.log(
    `\n## ${kind}: ${ROLLS.toLocaleString('en')} inspected rolls, ${PIECES.toLocaleString('en')} CC pieces, ${RUNS} runs, today ${today}`,
  );
  const { database, drop } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    let started = Date.now();
    await seedDemo(database.db, { scale: 1, log: () => undefined });
    log(`demo mill seeded in ${Date.now() - started} ms`);
    started = Date.now();
    await bulkInspections(database.db, ROLLS, today, log);
    if (PIECES > 0) await bulkCcInspections(database.db, PIECES, today, log);
    log(`bulk history loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    started = Date.now();
    await rebuildDashboardRollups(database.db);
    await database.db.execute(sql`analyze`);
    log(`dashboard rollups built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await printSizes(database.db);

    const ctx = handlerCtx(database.db);
    for (const rangeName of Object.keys(ranges) as RangeName[]) {
      const range = ranges[rangeName];
      const supplier = await firstKey(() => h.getSupplierWiseFabricInspected(ctx, range));
      const mistake = await firstKey(() => h.getMistakeWiseFabricInspected(ctx, range));
      const drill = (by: 'all' | 'supplier' | 'mistake', key?: string) => () =>
        h.getDashboardRollsFromDB(ctx, {
          ...range,
          stage: 'greige',
          by,
          ...(key === undefined ? {} : { key }),
          limit: 50,
        });
      const calls: [string, () => Promise<unknown>][] = [
        ...(Object.keys(h) as (keyof typeof h)[])
          .filter((name) => name !== 'getDashboardRollsFromDB')
          .map((name): [string, () => Promise<unknown>] => [
            name,
            () => (h[name] as (c: typeof ctx, r: typeof range) => Promise<unknown>)(ctx, range),
          ]),
        ['getDashboardRollsFromDB all, page 1', drill('all')],
        ['getDashboardRollsFromDB supplier bar, page 1', drill('supplier', supplier)],
        ['getDashboardRollsFromDB mistake bar, page 1', drill('mistake', mistake)],
      ];
      for (const [name, work] of calls) {
        const t = await time(name, work, RUNS);
        results.push({ ...t, call: name, range: rangeName, db: kind });
        console.log(`  ${rangeName} ${name}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms`);
      }
    }

    // What a save adds: one report's rollups brought up to date (here unchanged: the full work
    // of the sums and the upserts, in a transaction rolled back so every run starts the same).
    const [newest] = rowsOf(
      await database.db.execute(
        sql`select report_no from qi_reports order by report_date desc, report_no desc limit 1`,
      ),
    );
    const reportNo = String(newest?.report_no ?? '');
    const keep = await time(
      'refreshDashboardRollups (per save)',
      () =>
        database.db
          .transaction(async (tx) => {
            await refreshDashboardRollups(tx, reportNo);
            tx.rollback();
          })
          .catch(() => undefined),
      RUNS,
    );
    results.push({ ...keep, call: keep.name, range: 'one report', db: kind });

    const slowest = results
      .filter((r) => r.db === kind && r.range === '365 d')
      .reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const work = (() => {
      const range = ranges['365 d'];
      const name = slowest.call as keyof typeof h;
      if (name in h)
        return () => (h[name] as (c: typeof ctx, r: typeof range) => Promise<unknown>)(ctx, range);
      return undefined;
    })();
    if (work) await explain(database, `the slowest call over 365 days, ${slowest.call}`, work);
  } finally {
    await database.close();
    await drop();
  }
}

async function printSizes(db: Db): Promise<void> {
  const rows = rowsOf(
    await db.execute(sql`
      select 'qi_rolls' as t, count(*)::int as n from qi_rolls
      union all select 'qi_mistakes', count(*)::int from qi_mistakes
      union all select 'cc_rolls', count(*)::int from cc_rolls
      union all select 'dash_report_rolls', count(*)::int from dash_report_rolls
      union all select 'dash_report_mistakes', count(*)::int from dash_report_mistakes
      union all select 'dash_day_rolls', count(*)::int from dash_day_rolls
      union all select 'dash_day_mistakes', count(*)::int from dash_day_mistakes`),
  );
  log(rows.map((r) => `${String(r.t)} ${Number(r.n).toLocaleString('en')}`).join(', '));
}

/** call × range, a p50/p95 column pair per database. */
function printSummary(): void {
  const dbs = [...new Set(results.map((r) => r.db))];
  const keys = [...new Set(results.map((r) => `${r.call}\u0000${r.range}`))];
  console.log(
    `\n### dashboard calls, ${ROLLS.toLocaleString('en')} inspected rolls (p50 / p95 ms)`,
  );
  console.log(`| call | range | ${dbs.map((d) => `${d} p50 | ${d} p95`).join(' | ')} |`);
  console.log(`|---|---|${dbs.map(() => '--:|--:').join('|')}|`);
  for (const key of keys) {
    const [call, range] = key.split('\u0000');
    const cells = dbs.map((d) => {
      const r = results.find((x) => x.db === d && x.call === call && x.range === range);
      return r ? `${ms(r.p50)} | ${ms(r.p95)}` : '– | –';
    });
    console.log(`| ${call} | ${range} | ${cells.join(' | ')} |`);
  }
}

for (const kind of targets) await bench(kind);
printSummary();
