/**
 * Sales benchmark (not a test): the sales dashboards' calls and the pivot on a mill with LINES
 * invoice lines (default one million) and as many order lines over the last year and a half, on
 * top of the demo mill's customers, items and sales persons. The real handlers are called
 * directly; each read runs RUNS times (30) after two warm-ups. Prints p50/p95 per call.
 *
 *   npm run bench sales [postgres|pglite]     LINES=1000000 RUNS=30 (PostgreSQL by default)
 *   BENCH_PG_URL=postgres://root@127.0.0.1:5432/   (a database greige_bench is created and dropped)
 *   BENCH_KEEP=1 keeps the loaded database; BENCH_REUSE=1 measures a kept one without loading.
 */
import { sql } from 'drizzle-orm';
import { salesSegments } from '../contract/main/sales';
import { dayInZone, financialYear, periodRange, type PeriodPreset } from '../rules/periods';
import { seedDemo } from '../server/demo';
import { handlerCtx } from '../tests/support/demo';
import { salesHandlers as h } from '../server/domains/sales';
import { afterSalesLinesRefreshed } from '../server/domains/sales/months';
import { openKeptOrNew } from './qi/database';
import { printTable, time, type Timing } from './qi/measure';

const LINES = Number(process.env.LINES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const targets = process.argv[2] ? [process.argv[2]] : ['postgres'];
const today = dayInZone(new Date());
const log = (msg: string) => console.log(`  ${msg}`);

/**
 * Invoices of four lines each (and orders alike) spread over 540 days, customers, items and sales
 * persons taken from the demo mill's by a hash of the document number, so a run repeats.
 */
const bulk = (table: 'invoice' | 'order') => {
  const docs = Math.ceil(LINES / 4);
  const [head, lines, no, date] =
    table === 'invoice'
      ? ['sales_invoices', 'sales_invoice_items', 'invoice_no', 'posting_date']
      : ['sales_orders', 'sales_order_items', 'so_no', 'date'];
  const extra = table === 'invoice' ? '' : `, status`;
  const extraValue = table === 'invoice' ? '' : `, 'Completed'`;

  return [
    sql.raw(`create temporary table bench_c as select row_number() over (order by name) - 1 as n,
      name, customer_name, segment, territory from customers`),
    sql.raw(`create temporary table bench_i as select row_number() over (order by item_code) - 1 as n,
      item_code, quality || ' ' || coalesce(gsm::text, '') as commercial from items where item_group = 'Fabric'`),
    sql.raw(`insert into ${head} (${no}, ${date}, customer, customer_name, segment, sales_person,
        territory, docstatus, qty_kg, amount, modified${extra})
      select 'B-${table}-' || d, current_date - (d % 540), c.name, c.customer_name, c.segment,
        'Person ' || (d % 11), c.territory, case when d % 50 = 0 then 2 else 1 end, 4 * 250, 4 * 250 * 320,
        now()${extraValue}
      from generate_series(1, ${docs}) d
      join bench_c c on c.n = d % (select count(*) from bench_c)`),
    sql.raw(`insert into ${lines} (row_id, ${table === 'invoice' ? 'invoice_no' : 'so_no'}, idx, item_code,
        commercial_name, qty_kg, amount, rate, ${date}, customer, customer_name, segment,
        sales_person, territory, docstatus)
      select h.${no} || '-' || k, h.${no}, k, i.item_code, i.commercial, 250, 250 * 320, 320,
        h.${date}, h.customer, h.customer_name, h.segment,
        h.sales_person, h.territory, h.docstatus
      from ${head} h cross join generate_series(1, 4) k
      join bench_i i on i.n = (abs(hashtext(h.${no})) + k) % (select count(*) from bench_i)
      where h.${no} like 'B-%'`),
    sql.raw(`drop table bench_c`),
    sql.raw(`drop table bench_i`),
    // As autovacuum leaves a table that has settled: statistics, and the visibility map that
    // lets the covering indexes answer without reading the table.
    sql.raw(`vacuum analyze ${head}`),
    sql.raw(`vacuum analyze ${lines}`),
  ];
};

const rangeOf = (preset: PeriodPreset) => {
  const r = periodRange(preset, today, financialYear);
  return { jsonStartDate: r.from, jsonEndDate: r.to };
};

async function bench(kind: string): Promise<void> {
  console.log(
    `\n## ${kind}: ${LINES.toLocaleString('en')} invoice lines and as many order lines, ${RUNS} runs, today ${today}`,
  );
  const { database, drop, reused: reuse } = await openKeptOrNew(kind);
  try {
    const started = Date.now();
    if (!reuse) {
      await database.migrate();
      await seedDemo(database.db, { scale: 1, log: () => undefined });
      for (const doc of ['invoice', 'order'] as const)
        for (const statement of bulk(doc)) await database.db.execute(statement);
      await afterSalesLinesRefreshed(database.db);
      for (const table of ['sales_line_months', 'sales_count_months', 'sales_orders'])
        await database.db.execute(sql.raw(`vacuum analyze ${table}`));
      log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const ctx = handlerCtx(database.db);
    const year = rangeOf('thisYear');
    const timings: Timing[] = [];
    for (const preset of ['today', 'thisMonth', 'thisQuarter', 'thisYear', 'lastYear'] as const)
      timings.push(
        await time(
          `getTextilesSalesData (${preset})`,
          () => h.getTextilesSalesDataForDate!(ctx, rangeOf(preset)),
          RUNS,
        ),
      );
    timings.push(
      await time(
        'getSalesInvoiceDetails (this year)',
        () => h.getSalesInvoiceDetailsForThisYearDate!(ctx, year),
        RUNS,
      ),
      await time(
        'getSalesOrderDetails (this year)',
        () => h.getSalesOrderDetailsForThisYearDate!(ctx, year),
        RUNS,
      ),
      await time(
        'trend chart (this year)',
        () => h.getSalesInvoiceDetailsForThisYearDateTrendChart(ctx, year),
        RUNS,
      ),
      await time(
        'sales-person-wise (this year)',
        () => h.getSalesInvoiceReportDetailsSalesPersonWiseForDate(ctx, year),
        RUNS,
      ),
      await time(
        'orders by status (this year)',
        () => h.getSalesOrderReportDetailsForDate(ctx, year),
        RUNS,
      ),
      await time(
        'Textiles commercial-name-wise',
        () => h.getTextilesSalesInvoiceCommercialNameWise(ctx),
        RUNS,
      ),
      await time(
        'Textiles customer-wise',
        () => h.getTextilesSalesInvoiceCustomerNameWise(ctx),
        RUNS,
      ),
      await time(
        'order list page (this year)',
        () => h.getSalesOrderFromDBAllData(ctx, { ...year, limit: 50 }),
        RUNS,
      ),
      await time(
        'order dashboard page and sums (this year)',
        () => h.getSalesOrderReportAllDetailsForDate(ctx, { ...year, limit: 200 }),
        RUNS,
      ),
      await time(
        'pivot: customer × month, amount (year)',
        () =>
          h.getSalesPivot(ctx, {
            ...year,
            doc: 'invoice',
            rows: 'customer',
            columns: 'month',
            measure: 'amount',
          }),
        RUNS,
      ),
      await time(
        'pivot: item, count (year)',
        () => h.getSalesPivot(ctx, { ...year, doc: 'order', rows: 'item', measure: 'count' }),
        RUNS,
      ),
      await time(
        'pivot: commercial name × customer, count (year)',
        () =>
          h.getSalesPivot(ctx, {
            ...year,
            doc: 'invoice',
            rows: 'commercialName',
            columns: 'customer',
            measure: 'count',
          }),
        RUNS,
      ),
      await time(
        'pivot: segment × month, count (year)',
        () =>
          h.getSalesPivot(ctx, {
            ...year,
            doc: 'invoice',
            rows: 'segment',
            columns: 'month',
            measure: 'count',
          }),
        RUNS,
      ),
    );
    log(
      `segments: ${salesSegments.length}; every segment × period call is the same query as the Textiles one`,
    );
    printTable(`### ${kind}`, timings);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await drop();
  }
}

for (const kind of targets) await bench(kind);
