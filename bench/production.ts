/**
 * Production dashboard benchmark (not a test): every production call on a mill with a year of
 * production (ROLLS greige rolls, default one million, seven in ten knitted on the floor, the rest
 * bought; all inspected) and a year of collar and cuff knitting, on PGlite and on PostgreSQL. The
 * real handlers are called directly; each call runs RUNS times (30) after two warm-ups, for a
 * 30-day and a 365-day range (the single-day collar and cuff calls for their day and week).
 * Prints call × range p50/p95 per database, and EXPLAIN ANALYZE of the slowest call.
 *
 *   npm run bench production [pglite|postgres]     ROLLS=1000000 RUNS=30
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../server/demo';
import { handlerCtx } from '../tests/support/demo';
import { productionHandlers as h } from '../server/domains/production';
import { bulkInspections } from './qi/bulk';
import { explain, openBenchDatabase } from './qi/database';
import { printTable, rowsOf, time, type Timing } from './qi/measure';
import { bulkProduction } from './production/bulk';

const ROLLS = Number(process.env.ROLLS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = isoDay(new Date());
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));
const log = (msg: string) => console.log(`  ${msg}`);

async function bench(kind: string): Promise<void> {
  console.log(
    `\n## ${kind}: ${ROLLS.toLocaleString('en')} greige rolls, ${RUNS} runs, today ${today}`,
  );
  const { database, drop } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    let started = Date.now();
    await seedDemo(database.db, { scale: 1, log: () => undefined });
    log(`demo mill seeded in ${Date.now() - started} ms`);
    started = Date.now();
    await bulkInspections(database.db, ROLLS, today, log);
    await bulkProduction(database.db, today, log);
    log(`bulk year loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const db = database.db;
    const ctx = handlerCtx(db);
    const richest = async (kind: string) => {
      const [row] = rowsOf(
        await db.execute(sql`select source_doc_no as no from greige_rolls where source_kind = ${kind}
          group by source_doc_no order by count(*) desc limit 1`),
      );
      return String(row?.no ?? 'none');
    };
    const card = await richest('jobCard');
    const po = await richest('purchaseOrder');
    const sco = await richest('subcontractingOrder');
    const [busiest] = await h.getTodayProductionMachineWiseTotalRollsForDate(ctx, {
      jsonStartDate: daysAgo(29),
      jsonEndDate: today,
    });

    const ranges = { '30 d': daysAgo(29), '365 d': daysAgo(364) } as const;
    const calls: [string, () => Promise<unknown>][] = [];
    for (const [label, from] of Object.entries(ranges)) {
      const r = { jsonStartDate: from, jsonEndDate: today };
      const add = (name: string, work: () => Promise<unknown>) =>
        calls.push([`${name} | ${label}`, work]);
      add('FabricTotalRollsForDate', () => h.getTodayProductionFabricTotalRollsForDate(ctx, r));
      add('FabricTotalRollsForSpecifiedDate', () =>
        h.getTodayProductionFabricTotalRollsForSpecifiedDate(ctx, r),
      );
      add('FabricWiseTotalRollsForDate', () =>
        h.getTodayProductionFabricWiseTotalRollsForDate(ctx, r),
      );
      add('FabricDayWiseTotalRollsForDate', () =>
        h.getTodayProductionFabricDayWiseTotalRollsForDate(ctx, r),
      );
      add('FabricDayWiseTotalRollsForSpecifiedDate', () =>
        h.getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate(ctx, r),
      );
      add('MachineWiseTotalRollsForDate', () =>
        h.getTodayProductionMachineWiseTotalRollsForDate(ctx, r),
      );
      add('MachineWiseDayWiseTotalRollsForDate', () =>
        h.getTodayProductionMachineWiseDayWiseTotalRollsForDate(ctx, r),
      );
      add('CollarCuffTotalRollsForSpecifiedDate', () =>
        h.getTodayProductionCollarCuffTotalRollsForSpecifiedDate(ctx, r),
      );
      add('CollarCuffDayWiseTotalRollsForSpecifiedDate', () =>
        h.getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate(ctx, r),
      );
      add('GradeNo1RollReportFromERPNEXTForDate', () =>
        h.getGradeNo1RollReportFromERPNEXTForDate(ctx, r),
      );
      add('GradeNo3RollReportFromERPNEXTForDate', () =>
        h.getGradeNo3RollReportFromERPNEXTForDate(ctx, r),
      );
      add('ProductionRollsFromDB all, page 1', () =>
        h.getProductionRollsFromDB(ctx, { ...r, by: 'all', limit: 50 }),
      );
      add('ProductionRollsFromDB machine, page 1', () =>
        h.getProductionRollsFromDB(ctx, { ...r, by: 'machine', key: busiest?.key, limit: 50 }),
      );
      add('ProductionRollsFromDB shift, page 1', () =>
        h.getProductionRollsFromDB(ctx, { ...r, by: 'shift', key: 'B', limit: 50 }),
      );
    }
    const day = { jsonTodayDate: today };
    const one = (name: string, work: () => Promise<unknown>) => calls.push([`${name} | day`, work]);
    one('CCTotalRollsForDate', () => h.getTodayProductionCCTotalRollsForDate(ctx, day));
    one('CollarCuffWiseTotalRollsForDate', () =>
      h.getTodayProductionCollarCuffWiseTotalRollsForDate(ctx, day),
    );
    one('CollarCuffMachineWiseTotalRollsForDate', () =>
      h.getTodayProductionCollarCuffMachineWiseTotalRollsForDate(ctx, day),
    );
    one('CollarCuffDayWiseTotalRollsForDate (7 d)', () =>
      h.getTodayProductionCollarCuffDayWiseTotalRollsForDate(ctx, day),
    );
    one('CollarCuffMachineWiseDayWiseTotalRollsForDate (7 d)', () =>
      h.getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate(ctx, day),
    );
    const all = (name: string, work: () => Promise<unknown>) => calls.push([`${name} | all`, work]);
    all('GradeNo1RollReportFromERPNEXT', () => h.getGradeNo1RollReportFromERPNEXT(ctx));
    all('GradeNo2RollReportFromERPNEXT', () => h.getGradeNo2RollReportFromERPNEXT(ctx));
    all('GradeNo3RollReportFromERPNEXT', () => h.getGradeNo3RollReportFromERPNEXT(ctx));
    all('RollReportSummaryJobCardWise', () =>
      h.getRollReportSummaryJobCardWiseFromERPNext(ctx, { jsonReportNo: card }),
    );
    all('RollReportSummaryPOWise', () =>
      h.getRollReportSummaryPOWiseFromERPNext(ctx, { jsonReportNo: po }),
    );
    all('RollReportSummarySOPOWise', () =>
      h.getRollReportSummarySOPOWiseFromERPNext(ctx, { jsonReportNo: sco }),
    );

    const timings: Timing[] = [];
    for (const [name, work] of calls) timings.push(await time(name, work, RUNS));
    printTable(`${kind}, ${ROLLS.toLocaleString('en')} greige rolls (call | range)`, timings);
    const slowest = timings.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const work = calls.find(([n]) => n === slowest.name)?.[1];
    if (work) await explain(database, `the slowest call, ${slowest.name}`, work);
  } finally {
    await database.close();
    await drop();
  }
}

for (const kind of targets) await bench(kind);
