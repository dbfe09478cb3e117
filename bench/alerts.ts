/**
 * Alert benchmark (not a test): what raising alerts adds to a tap's save, on a mill with a year
 * of inspections (ROLLS, default one million inspected rolls; greige ones knitted on 40 machines),
 * on PGlite and on PostgreSQL. The real handlers are called directly with a handler context.
 * Times, RUNS times each after two warm-ups: a tap on a roll of a knitting machine whose last
 * rolls carry the same defect (the repeat rule reads them and adds the roll to the open alert),
 * the rule's own step alone, a tap on a finish roll (no machine: the rule stops at its first
 * read), and the roll summary's grade rules.
 *
 *   npm run bench alerts [pglite|postgres]     ROLLS=1000000 RUNS=30
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../server/demo';
import { afterFabricTap, afterRollGraded } from '../server/domains/alerts/raise';
import { inspectionHandlers as h } from '../server/domains/inspection';
import { handlerCtx } from '../tests/support/demo';
import { bulkInspections } from './qi/bulk';
import { explain, openBenchDatabase } from './qi/database';
import { printTable, rowsOf, time, type Timing } from './qi/measure';

const ROLLS = Number(process.env.ROLLS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];
const today = new Date().toISOString().slice(0, 10);
const log = (msg: string) => console.log(`  ${msg}`);

async function bench(kind: string): Promise<void> {
  console.log(`\n## ${kind}: ${ROLLS.toLocaleString('en')} inspected rolls, ${RUNS} runs`);
  const { database, drop } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    await seedDemo(database.db, { scale: 1, log: () => undefined });
    let started = Date.now();
    await bulkInspections(database.db, ROLLS, today, log);
    log(`bulk history loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const db = database.db;
    const ctx = handlerCtx(db);
    // An ongoing greige report of today and a finish one, each with a roll being inspected now.
    const [greige] = rowsOf(
      await db.execute(sql`select q.report_no, r.roll_no, r.machine from qi_rolls r
        join qi_reports q on q.report_no = r.report_no
        where r.stage = 'greige' and r.machine is not null order by r.created_at desc limit 1`),
    ) as { report_no: string; roll_no: string; machine: string }[];
    const [finish] = rowsOf(
      await db.execute(sql`select report_no, roll_no from qi_rolls where stage = 'finish'
        order by created_at desc limit 1`),
    ) as { report_no: string; roll_no: string }[];
    if (!greige || !finish) throw new Error('the bulk history has no greige or finish roll');
    await db.execute(sql`update qi_reports set status = 'ongoing'
      where report_no in (${greige.report_no}, ${finish.report_no})`);
    await db.execute(sql`update qi_rolls set status = 'ongoing', created_at = now()
      where (report_no, roll_no) in ((${greige.report_no}, ${greige.roll_no}), (${finish.report_no}, ${finish.roll_no}))`);
    // The machine's other rolls of the day carry the defect too: each timed tap completes the
    // pattern again and adds its roll to the open alert (the rule's whole path, its writes too).
    await db.execute(sql`insert into qi_mistakes (report_no, roll_no, mistake, points, scored_points, created_by)
      select report_no, roll_no, 'Slub', 1, 1, 'bench' from qi_rolls
      where machine = ${greige.machine} and stage = 'greige' and report_date = ${today}::date`);
    await db.execute(sql`analyze`);
    started = Date.now();
    const tap = (reportNo: string, rollNo: string) => () =>
      h.postMistakeData(ctx, { jsonData: { reportNo, rollNo, mistake: 'Slub', points: 1 } });
    const timings: Timing[] = [
      await time(
        `tap, greige roll of ${greige.machine} (rules read)`,
        tap(greige.report_no, greige.roll_no),
        RUNS,
      ),
      await time(
        '  the repeat rule alone',
        () => afterFabricTap(db, greige.report_no, greige.roll_no),
        RUNS,
      ),
      await time('tap, finish roll (no machine)', tap(finish.report_no, finish.roll_no), RUNS),
      await time(
        '  the grade rules alone (roll summary)',
        () => afterRollGraded(db, greige.report_no, greige.roll_no),
        RUNS,
      ),
    ];
    printTable(`${kind}, ${ROLLS.toLocaleString('en')} rolls`, timings);
    const alerts = rowsOf(await db.execute(sql`select count(*)::int as n from alerts`));
    log(`alerts after the runs: ${String(alerts[0]?.n)}`);
    await explain(database, 'the repeat rule', () =>
      afterFabricTap(db, greige.report_no, greige.roll_no),
    );
  } finally {
    await database.close();
    await drop();
  }
}

for (const kind of targets) await bench(kind);
