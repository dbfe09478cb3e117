/**
 * QI report-list benchmark (not a test): the report and ongoing-inspection calls on a mill with a
 * year of inspections (ROLLS, default one million inspected rolls), on PGlite and on PostgreSQL.
 * The real handlers are called directly with a handler context; each call runs RUNS times (30)
 * after two warm-ups. Prints p50/p95 per call and EXPLAIN ANALYZE of the slowest call's queries.
 * Lists page (docs/decisions/011-bounded-reads.md): each list call is timed for its first page
 * (what a call without `limit` answers) and for a page deep into the list, reached by its cursor.
 *
 *   npm run bench qi-reports [pglite|postgres]     ROLLS=1000000 RUNS=30
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/demo';
import { handlerCtx } from '../tests/support/demo';
import { pageSize } from '../contract';
import { inspectionHandlers as h } from '../server/domains/inspection';
import { bulkInspections } from './qi/bulk';
import { cursorAfter, explain, openBenchDatabase } from './qi/database';
import { printTable, rowsOf, time, type Timing } from './qi/measure';

const ROLLS = Number(process.env.ROLLS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = isoDay(new Date());
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));
const log = (msg: string) => console.log(`  ${msg}`);

async function bench(kind: string): Promise<void> {
  console.log(
    `\n## ${kind}: ${ROLLS.toLocaleString('en')} inspected rolls, ${RUNS} runs, today ${today}`,
  );
  const { database, drop } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    let started = Date.now();
    await seedDemo(database.db, { scale: 1, log: () => undefined });
    log(`demo mill seeded in ${Date.now() - started} ms`);
    started = Date.now();
    await bulkInspections(database.db, ROLLS, today, log);
    log(`bulk history loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const ctx = handlerCtx(database.db);
    const limit = pageSize.default;
    const week = { jsonStartDate: daysAgo(6), jsonEndDate: today, limit };
    const month = { jsonStartDate: daysAgo(29), jsonEndDate: today, limit };
    // The longest range a call takes: a year.
    const year = { jsonStartDate: daysAgo(365), jsonEndDate: today, limit };
    const day = { jsonTodayDate: today, limit };
    const deepYear = {
      ...year,
      cursor: await cursorAfter(20, (c) =>
        h.getQIReportFromDBCompleted(ctx, { ...year, cursor: c }),
      ),
    };
    const deepAll = await cursorAfter(20, (c) => h.getAllQIReportFromDB(ctx, { limit, cursor: c }));
    const [newest] = (await h.getAllQIReportFromDB(ctx, { limit: 1 })).rows;
    const oneReport = { report_no: newest?.reportNo ?? 'none' };
    const calls: [string, () => Promise<unknown>][] = [
      ['getQIReportFromDBAllData 7 d, page 1', () => h.getQIReportFromDBAllData(ctx, week)],
      ['getQIReportFromDBAllData 30 d, page 1', () => h.getQIReportFromDBAllData(ctx, month)],
      ['getQIReportFromDBAllData 366 d, page 1', () => h.getQIReportFromDBAllData(ctx, year)],
      ['getQIReportFromDBCompleted 30 d, page 1', () => h.getQIReportFromDBCompleted(ctx, month)],
      ['getQIReportFromDBCompleted 366 d, page 1', () => h.getQIReportFromDBCompleted(ctx, year)],
      [
        'getQIReportFromDBCompleted 366 d, page 21',
        () => h.getQIReportFromDBCompleted(ctx, deepYear),
      ],
      ['getAllQIReportFromDB page 1', () => h.getAllQIReportFromDB(ctx, { limit })],
      [
        'getAllQIReportFromDB page 21',
        () => h.getAllQIReportFromDB(ctx, { limit, cursor: deepAll }),
      ],
      ['getQIReportWithRollsFromDB one report', () => h.getQIReportWithRollsFromDB(ctx, oneReport)],
      ['getOnGoingInspectionDetails today', () => h.getOnGoingInspectionDetails(ctx, day)],
      ['getTodayInspectedFabricWeight today', () => h.getTodayInspectedFabricWeight(ctx, day)],
    ];
    const timings: Timing[] = [];
    for (const [name, work] of calls) timings.push(await time(name, work, RUNS));
    printTable(`${kind}, ${ROLLS.toLocaleString('en')} rolls`, timings);

    const slowest = timings.reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const ongoing = 'getOnGoingInspectionDetails today';
    for (const name of new Set([slowest.name, ongoing])) {
      const work = calls.find(([n]) => n === name)?.[1];
      if (work)
        await explain(database, name === slowest.name ? `the slowest call, ${name}` : name, work);
    }
    await completedAtWhatIf(database, calls.find(([n]) => n === ongoing)?.[1]);
  } finally {
    await database.close();
    await drop();
  }
}

/**
 * The ongoing list's "completed after the day" arm has no index to use unless completed_at has
 * one; times the call with and without it when the schema lacks it.
 */
async function completedAtWhatIf(database: Database, work?: () => Promise<unknown>) {
  if (!work) return;
  const rows = rowsOf(
    await database.db.execute(
      sql`select count(*)::int as n from pg_indexes where tablename = 'qi_reports' and indexdef like '%(completed_at)%'`,
    ),
  );
  if (Number(rows[0]?.n) > 0) return;
  await database.db.execute(sql`create index bench_completed_at on qi_reports (completed_at)`);
  await database.db.execute(sql`analyze qi_reports`);
  printTable('what if qi_reports(completed_at) had an index', [
    await time('getOnGoingInspectionDetails today', work, RUNS),
  ]);
  await explain(database, 'getOnGoingInspectionDetails with that index', work);
}

for (const kind of targets) await bench(kind);
