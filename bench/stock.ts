/**
 * Stock and process-loss benchmark (not a test): the stock calls and the roll passport on a mill
 * with a year of production (ROLLS greige rolls, default one million, inspected and mostly
 * knitted on the floor) dyed in batches of ten, most back finished and weighed, half of the
 * older ones sold; the ledger holds about ten lines per roll. The real handlers are called
 * directly; each read runs RUNS times (30) after two warm-ups; a batch save runs RUNS times, each
 * rolled back. Prints call p50/p95 per database, the summary rebuild's time, and EXPLAIN ANALYZE
 * of the slowest call and of the passport.
 *
 *   npm run bench stock [postgres|pglite]     ROLLS=1000000 RUNS=30 (PostgreSQL by default)
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 *   BENCH_KEEP=1 keeps the loaded database; BENCH_REUSE=1 measures a kept one without loading.
 */
import { sql } from 'drizzle-orm';
import type { Page } from '../contract';
import { seedDemo } from '../server/demo';
import { handlerCtx } from '../tests/support/demo';
import { stockHandlers as h } from '../server/domains/stock';
import { passportHandlers } from '../server/domains/passport';
import { bulkInspections } from './qi/bulk';
import { cursorAfter, explain, openKeptOrNew } from './qi/database';
import { printTable, rowsOf, time, type Timing } from './qi/measure';
import { bulkProduction } from './production/bulk';
import { bulkStock } from './stock/bulk';

const ROLLS = Number(process.env.ROLLS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['postgres'];

const today = new Date().toISOString().slice(0, 10);
const log = (msg: string) => console.log(`  ${msg}`);

/** Thrown to roll a timed save back, so every run saves into the same mill. */
class RolledBack extends Error {}

async function bench(kind: string): Promise<void> {
  console.log(
    `\n## ${kind}: ${ROLLS.toLocaleString('en')} greige rolls, ${RUNS} runs, today ${today}`,
  );
  const { database, drop, reused: reuse } = await openKeptOrNew(kind);
  try {
    let started = Date.now();
    if (!reuse) {
      await database.migrate();
      await seedDemo(database.db, { scale: 1, log: () => undefined });
      log(`demo mill seeded in ${Date.now() - started} ms`);
      started = Date.now();
      await bulkInspections(database.db, ROLLS, today, log);
      await bulkProduction(database.db, today, log);
      await bulkStock(database.db, ROLLS, today, log);
      log(`bulk year loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const db = database.db;
    const ctx = handlerCtx(db);
    const first = async (query: ReturnType<typeof sql>) =>
      String(Object.values(rowsOf(await db.execute(query))[0] ?? {})[0] ?? 'none');
    const sizes = rowsOf(
      await db.execute(sql`select (select count(*) from stock_ledger) as lines,
        (select count(*) from stock_entries) as entries, (select count(*) from stock_balances) as summary,
        (select count(*) from stock_roll_balances) as roll_balances, (select count(*) from batches) as batches`),
    )[0];
    log(`ledger: ${JSON.stringify(sizes)}`);
    const busiestItem = await first(
      sql`select item_code from stock_balances group by 1 order by count(*) desc limit 1`,
    );
    const jvItem = await first(
      sql`select b.item_code from stock_balances b join warehouses w on w.name = b.warehouse
        where w.is_job_work group by 1 order by count(*) desc limit 1`,
    );
    const collar = await first(
      sql`select b.item_code from stock_balances b join items i on i.item_code = b.item_code
        where i.item_group = 'Collar' group by 1 order by count(*) desc limit 1`,
    );
    const richestCard = await first(
      sql`select g.source_doc_no from batch_rolls b join greige_rolls g on g.roll_no = b.roll_no
        where g.source_kind = 'jobCard' group by 1 order by count(*) desc limit 1`,
    );
    const workOrder = await first(
      sql`select j.wo_no from job_cards j where j.jc_no = ${richestCard}`,
    );
    const demoPo = await first(
      sql`select g.source_doc_no from batch_rolls b join greige_rolls g on g.roll_no = b.roll_no
        where g.source_kind = 'purchaseOrder' group by 1 order by count(*) desc limit 1`,
    );
    const greigeRoll = await first(
      sql`select roll_no from stock_roll_balances where warehouse = 'Greige Stores - GM' and rolls > 0
        order by roll_no desc limit 1`,
    );
    const batchable = await db.execute(
      sql`select b.roll_no from stock_roll_balances b join greige_rolls g on g.roll_no = b.roll_no
        where b.warehouse = 'Greige Stores - GM' and b.rolls > 0 and g.item_code = (
          select g2.item_code from stock_roll_balances b2 join greige_rolls g2 on g2.roll_no = b2.roll_no
          where b2.warehouse = 'Greige Stores - GM' and b2.rolls > 0 group by 1 order by count(*) desc limit 1)
        order by b.roll_no limit 20`,
    );
    const batchRolls = rowsOf(batchable).map((r) => String(r.roll_no));
    const batchItem = await first(
      sql`select item_code from greige_rolls where roll_no = ${batchRolls[0] ?? ''}`,
    );
    // The passport of a roll that lived it all (inspected with defects, dyed, weighed and sent
    // for a sales order), by either number, and of a collar & cuff bundle.
    const [lived] = rowsOf(
      await db.execute(sql`select f.greige_roll_no, f.finish_roll_no from stock_entries e
        join stock_ledger l on l.entry_no = e.entry_no and l.rolls < 0 and l.warehouse is not null
        join finish_rolls f on f.finish_roll_no = l.roll_no
        join qi_rolls q on q.greige_roll_no = f.greige_roll_no and q.mistakes > 0
        where e.kind = 'transfer' and e.sales_order_no is not null limit 1`),
    );
    const livedGreige = String(lived?.greige_roll_no ?? 'none');
    const livedFinish = String(lived?.finish_roll_no ?? 'none');
    const bundle = await first(
      sql`select greige_roll_no from cc_rolls where pieces_rejected > 0 order by 1 limit 1`,
    );
    const page = { limit: 50 };
    const deep = await cursorAfter(
      20,
      (cursor) =>
        h.getStockDetailsForAllBatches(ctx, { ...page, cursor }) as Promise<Page<unknown>>,
    );

    const calls: [string, () => Promise<unknown>][] = [
      ['getStockDetailsForAllBatches, page 1', () => h.getStockDetailsForAllBatches(ctx, page)],
      [
        'getStockDetailsForAllBatches, page 21',
        () => h.getStockDetailsForAllBatches(ctx, { ...page, cursor: deep }),
      ],
      [
        'getStockDetailsForAllBatches, search "navy"',
        () => h.getStockDetailsForAllBatches(ctx, { ...page, search: 'navy' }),
      ],
      [
        'getStockDetailsForAllBatches, collars',
        () => h.getStockDetailsForAllBatches(ctx, { ...page, itemGroup: 'Collar' }),
      ],
      ['getStockDetailsForAllBatchesJV, page 1', () => h.getStockDetailsForAllBatchesJV(ctx, page)],
      ['getStockDetailsForAllJV, page 1', () => h.getStockDetailsForAllJV(ctx, page)],
      ['getStockDetailsForAllPTSASTRI, page 1', () => h.getStockDetailsForAllPTSASTRI(ctx, page)],
      [
        'getStockDetailsFromERPNEXT, busiest item',
        () => h.getStockDetailsFromERPNEXT(ctx, { name: busiestItem, ...page }),
      ],
      [
        'getStockDetailsForItemInJV',
        () => h.getStockDetailsForItemInJV(ctx, { itemcode: jvItem, ...page }),
      ],
      [
        'getCollarCuffDetails',
        () =>
          h.getCollarCuffDetails(ctx, {
            name: collar,
            warehouse: 'Collar Cuff Stores - GM',
            ...page,
          }),
      ],
      [
        'getFabricCollarCuffStockDetails, all pairs',
        () => h.getFabricCollarCuffStockDetails(ctx, { jsonData: '' }),
      ],
      [
        'getFabricCollarCuffStockDetails, one fabric',
        () => h.getFabricCollarCuffStockDetails(ctx, { jsonData: busiestItem }),
      ],
      ['getWarehousesFromDB', () => h.getWarehousesFromDB(ctx)],
      ['getGreigeRollsForBatch, page 1', () => h.getGreigeRollsForBatch(ctx, page)],
      [
        'getGreigeRollsForBatch, item text',
        () => h.getGreigeRollsForBatch(ctx, { ...page, searchItemText: 'pique' }),
      ],
      [
        'getGreigeRollsForBatch, roll text',
        () => h.getGreigeRollsForBatch(ctx, { ...page, searchRollText: greigeRoll.slice(0, 9) }),
      ],
      ['checkRollForBatch', () => h.checkRollForBatch(ctx, { rollNo: greigeRoll })],
      [
        `getPOProcessLossFromDB, richest job card`,
        () => h.getPOProcessLossFromDB(ctx, { po_no: richestCard }),
      ],
      [
        'getPOProcessLossFromDB, its work order',
        () => h.getPOProcessLossFromDB(ctx, { po_no: workOrder }),
      ],
      [
        'getPOProcessLossFromDB, a purchase order',
        () => h.getPOProcessLossFromDB(ctx, { po_no: demoPo }),
      ],
      [
        'getRollPassport, a dispatched greige roll',
        () => passportHandlers.getRollPassport(ctx, { roll_no: livedGreige }),
      ],
      [
        'getRollPassport, its finish number',
        () => passportHandlers.getRollPassport(ctx, { roll_no: livedFinish }),
      ],
      [
        'getRollPassport, a collar & cuff bundle',
        () => passportHandlers.getRollPassport(ctx, { roll_no: bundle }),
      ],
      [
        'getRollPassport, an unknown number',
        () => passportHandlers.getRollPassport(ctx, { roll_no: 'NO-SUCH-ROLL' }),
      ],
      [
        'postBatchData, 20 rolls (rolled back)',
        () =>
          db
            .transaction(async (tx) => {
              await h.postBatchData(handlerCtx(tx), {
                jsonData: {
                  date: today,
                  itemCode: batchItem,
                  colour: 'Navy',
                  lot: 'BENCH',
                  greigeRollNos: batchRolls,
                  processor: 'JV Kongu Tex Processors - GM',
                },
              });
              throw new RolledBack();
            })
            .catch((e: unknown) => {
              if (!(e instanceof RolledBack)) throw e;
            }),
      ],
    ];
    const timings: Timing[] = [];
    for (const [name, work] of calls) timings.push(await time(name, work, RUNS));
    printTable(`${kind}, ${ROLLS.toLocaleString('en')} greige rolls`, timings);
    for (const [name, work] of calls.filter(([n]) => n.startsWith('getPOProcessLossFromDB'))) {
      const out = (await work()) as { rolls: unknown[] }[];
      log(`${name}: ${out.length} batches, ${out.reduce((t, r) => t + r.rolls.length, 0)} rolls`);
    }
    started = Date.now();
    const rebuilt = await db.transaction((tx) => h.callSetWarehouseWiseStockData(handlerCtx(tx)));
    log(
      `callSetWarehouseWiseStockData (rebuild of ${rebuilt.rows} summary rows): ${Date.now() - started} ms`,
    );
    const slowest = timings.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const passport = 'getRollPassport, a dispatched greige roll';
    for (const name of new Set([slowest.name, passport])) {
      const work = calls.find(([n]) => n === name)?.[1];
      if (work)
        await explain(database, name === slowest.name ? `the slowest call, ${name}` : name, work);
    }
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await drop();
  }
}

for (const kind of targets) await bench(kind);
