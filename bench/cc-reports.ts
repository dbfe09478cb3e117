/**
 * Collar & cuff report-list benchmark (not a test): the QI CC report lists, the ongoing lots,
 * one lot with its rolls, a roll's sheet and the knitting list, on a mill with a year of collar
 * and cuff lots (PIECES, default a million pieces: 1,429 lots of 7 bundles), on PGlite and on
 * PostgreSQL. As bench/qi-reports.ts: the real handlers called directly, RUNS runs (30) after two
 * warm-ups, p50/p95 per call, each list's first page and a page deep into it (by its cursor),
 * and EXPLAIN ANALYZE of the slowest call's queries.
 *
 *   npm run bench cc-reports [pglite|postgres]     PIECES=1000000 RUNS=30
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 */
import { pageSize } from '../contract';
import { seedDemo } from '../server/demo';
import { handlerCtx } from '../tests/support/demo';
import { collarCuffHandlers as h } from '../server/domains/collarCuff';
import { knittingHandlers as k } from '../server/domains/knitting';
import { bulkCcInspections } from './cc/bulk';
import { cursorAfter, explain, openBenchDatabase } from './qi/database';
import { printTable, time, type Timing } from './qi/measure';

const PIECES = Number(process.env.PIECES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = isoDay(new Date());
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));
const log = (msg: string) => console.log(`  ${msg}`);

async function bench(kind: string): Promise<void> {
  console.log(
    `\n## ${kind}: ${PIECES.toLocaleString('en')} pieces of lots, ${RUNS} runs, today ${today}`,
  );
  const { database, drop } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    let started = Date.now();
    await seedDemo(database.db, { scale: 1, log: () => undefined });
    log(`demo mill seeded in ${Date.now() - started} ms`);
    started = Date.now();
    const { reports, rolls } = await bulkCcInspections(database.db, PIECES, today, log);
    log(
      `bulk history: ${reports.toLocaleString('en')} lots, ${rolls.toLocaleString('en')} rolls in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    const ctx = handlerCtx(database.db);
    const limit = pageSize.default;
    const week = { jsonStartDate: daysAgo(6), jsonEndDate: today, limit };
    const month = { jsonStartDate: daysAgo(29), jsonEndDate: today, limit };
    const year = { jsonStartDate: daysAgo(365), jsonEndDate: today, limit };
    const day = { jsonTodayDate: today, limit };
    const deepYear = {
      ...year,
      cursor: await cursorAfter(20, (c) =>
        h.getQICCReportFromDBCompleted(ctx, { ...year, cursor: c }),
      ),
    };
    const deepAll = await cursorAfter(20, (c) =>
      h.getAllQICCReportFromDB(ctx, { limit, cursor: c }),
    );
    const deepKnit = await cursorAfter(20, (c) =>
      k.getKnitCCReportFromDB(ctx, { limit, cursor: c }),
    );
    const [newest] = (await h.getAllQICCReportFromDB(ctx, { limit: 1 })).rows;
    const oneReport = { report_no: newest?.reportNo ?? 'none' };
    const oneRoll = {
      ...oneReport,
      roll_no: `${newest?.knitReportNo ?? 'none'}-01`,
    };
    const calls: [string, () => Promise<unknown>][] = [
      ['getQICCReportFromDBAllData 7 d, page 1', () => h.getQICCReportFromDBAllData(ctx, week)],
      ['getQICCReportFromDBAllData 30 d, page 1', () => h.getQICCReportFromDBAllData(ctx, month)],
      ['getQICCReportFromDBAllData 366 d, page 1', () => h.getQICCReportFromDBAllData(ctx, year)],
      [
        'getQICCReportFromDBCompleted 30 d, page 1',
        () => h.getQICCReportFromDBCompleted(ctx, month),
      ],
      [
        'getQICCReportFromDBCompleted 366 d, page 1',
        () => h.getQICCReportFromDBCompleted(ctx, year),
      ],
      [
        'getQICCReportFromDBCompleted 366 d, page 21',
        () => h.getQICCReportFromDBCompleted(ctx, deepYear),
      ],
      [
        'getQICCReportFromDBWithInspectNotOk 366 d, page 1',
        () => h.getQICCReportFromDBWithInspectNotOk(ctx, year),
      ],
      ['getAllQICCReportFromDB page 1', () => h.getAllQICCReportFromDB(ctx, { limit })],
      [
        'getAllQICCReportFromDB page 21',
        () => h.getAllQICCReportFromDB(ctx, { limit, cursor: deepAll }),
      ],
      [
        'getQICCReportWithRollsFromDB one lot',
        () => h.getQICCReportWithRollsFromDB(ctx, oneReport),
      ],
      ['getQICCReportFromERPNEXT one roll', () => h.getQICCReportFromERPNEXT(ctx, oneRoll)],
      ['getOnGoingCCInspectionDetails today', () => h.getOnGoingCCInspectionDetails(ctx, day)],
      ['getKnitCCReportFromDB page 1', () => k.getKnitCCReportFromDB(ctx, { limit })],
      [
        'getKnitCCReportFromDB page 21',
        () => k.getKnitCCReportFromDB(ctx, { limit, cursor: deepKnit }),
      ],
    ];
    const timings: Timing[] = [];
    for (const [name, work] of calls) timings.push(await time(name, work, RUNS));
    printTable(`${kind}, ${PIECES.toLocaleString('en')} pieces`, timings);

    const slowest = timings.reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const work = calls.find(([n]) => n === slowest.name)?.[1];
    if (work) await explain(database, `the slowest call, ${slowest.name}`, work);
  } finally {
    await database.close();
    await drop();
  }
}

for (const kind of targets) await bench(kind);
