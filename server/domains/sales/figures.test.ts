import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../../contract';
import { salesPeriods, salesSegments, segmentSalesCallName } from '../../../contract/main/sales';
import { dayInZone, financialYear, periodRange, type PeriodPreset } from '../../../rules/periods';
import { rowsOf } from '../../db/rows';
import { salesApp } from '../../../tests/support/domains/sales';

/**
 * The sales figures on the demo mill (a year and a half of orders and invoices): periods nest,
 * every breakdown sums to its total, cancelled documents never count, and every segment × period
 * call answers its own segment from the one engine.
 */
const { t, db, manager, sales, one } = await salesApp();
const today = dayInZone(new Date());
const rangeOf = (preset: PeriodPreset) => {
  const r = periodRange(preset, today, financialYear);
  return { jsonStartDate: r.from, jsonEndDate: r.to };
};
const year = rangeOf('thisYear');

/** The same sum asked of the database directly: submitted documents only. */
const direct = async (table: string, date: string, range: typeof year, segment?: string) =>
  one<{ amount: number; kg: number; n: number }>(sql`
    select coalesce(sum(amount), 0)::float8 as amount, coalesce(sum(qty_kg), 0)::float8 as kg,
      count(*)::int as n from ${sql.raw(table)}
    where docstatus = 1 and ${sql.raw(date)} between ${range.jsonStartDate}::date and ${range.jsonEndDate}::date
    ${segment ? sql`and segment = ${segment}` : sql``}`);

describe('periods', () => {
  it('nest: today, this week’s part of the month, this month, this quarter and this year', async () => {
    const nested: PeriodPreset[] = ['today', 'thisMonth', 'thisQuarter', 'thisYear'];
    for (const doc of ['Invoice', 'Order'] as const) {
      const totals = [];
      for (const preset of nested)
        totals.push(await t.callOk(`getSales${doc}DetailsForDate`, rangeOf(preset), sales));
      for (let i = 1; i < totals.length; i++)
        expect(totals[i]!.count).toBeGreaterThanOrEqual(totals[i - 1]!.count);
      // The demo mill sells every day: today and the year both have documents.
      expect(totals[0]!.count).toBeGreaterThan(0);
      const week = await t.callOk(
        `getSales${doc}DetailsForThisWeekDate`,
        rangeOf('thisWeek'),
        sales,
      );
      expect(week.count).toBeGreaterThanOrEqual(totals[0]!.count);
    }
  });

  it('this year’s trend has its twelve months, and they add up to the year', async () => {
    for (const doc of ['Invoice', 'Order'] as const) {
      const trend = await t.callOk(`getSales${doc}DetailsForThisYearDateTrendChart`, year, sales);
      expect(trend.map((m) => m.month)).toHaveLength(12);
      expect(trend[0]!.month).toBe(year.jsonStartDate.slice(0, 7));
      const total = await t.callOk(`getSales${doc}DetailsForThisYearDate`, year, sales);
      const sum = trend.reduce((s, m) => s + m.amount, 0);
      expect(sum).toBeCloseTo(total.amount, 1);
    }
  });

  it('last year has content, so the year’s comparison and trend are not empty', async () => {
    const last = rangeOf('lastYear');
    const res = await t.callOk('getTextilesSalesDataForLastYearDate', last, sales);
    expect(res.invoice.count).toBeGreaterThan(0);
    expect(res.order.count).toBeGreaterThan(0);
  });
});

describe('totals', () => {
  it('count submitted documents only: a cancelled invoice is mirrored but never summed', async () => {
    const cancelled = await one<{ n: number }>(
      sql`select count(*)::int as n from sales_invoices where docstatus = 2`,
    );
    expect(cancelled?.n).toBeGreaterThan(0);
    const answer = await t.callOk('getSalesInvoiceDetailsForThisYearDate', year, sales);
    const expected = await direct('sales_invoices', 'posting_date', year);
    expect(answer.count).toBe(expected?.n);
    expect(answer.amount).toBeCloseTo(expected?.amount ?? NaN, 2);
    expect(answer.qtyKg).toBeCloseTo(expected?.kg ?? NaN, 3);
  });

  it('every segment × period call answers its own segment, and the segments add up to the whole', async () => {
    let amount = 0;
    for (const segment of salesSegments) {
      for (const period of salesPeriods) {
        const name: CallName = segmentSalesCallName(segment, period);
        const res = calls[name].output.parse(await t.callOk(name, year, sales));
        expect(res).toMatchObject({ segment });
      }
      const res = await t.callOk(segmentSalesCallName(segment, 'ForThisYearDate'), year, sales);
      const expected = await direct('sales_invoices', 'posting_date', year, segment);
      expect(res.invoice.count, segment).toBe(expected?.n);
      expect(res.invoice.count, `${segment} has sales this year`).toBeGreaterThan(0);
      amount += res.invoice.amount;
    }
    const all = await t.callOk('getSalesInvoiceDetailsForThisYearDate', year, sales);
    expect(amount).toBeCloseTo(all.amount, 1);
  });

  it('sales-person-wise and status-wise breakdowns add up to the totals', async () => {
    const invoices = await t.callOk('getSalesInvoiceDetailsForThisYearDate', year, sales);
    const byPerson = await t.callOk(
      'getSalesInvoiceReportDetailsSalesPersonWiseForDate',
      year,
      sales,
    );
    expect(byPerson.reduce((s, r) => s + r.amount, 0)).toBeCloseTo(invoices.amount, 1);
    expect(byPerson.length).toBeGreaterThan(1);
    const orders = await t.callOk('getSalesOrderDetailsForThisYearDate', year, sales);
    const byStatus = await t.callOk('getSalesOrderReportDetailsForDate', year, sales);
    expect(byStatus.reduce((s, r) => s + r.qtyKg, 0)).toBeCloseTo(orders.qtyKg, 2);
    expect(byStatus.map((r) => r.key)).not.toContain('Cancelled');
  });

  it('Textiles by commercial name and by customer add up to the Textiles segment this year', async () => {
    const seg = await t.callOk('getTextilesSalesDataForThisYearDate', year, sales);
    for (const doc of ['Invoice', 'Order'] as const) {
      const total = doc === 'Invoice' ? seg.invoice : seg.order;
      for (const by of ['CommercialNameWise', 'CustomerNameWise'] as const) {
        const rows = await t.callOk(`getTextilesSales${doc}${by}`, {}, sales);
        expect(
          rows.reduce((s, r) => s + r.amount, 0),
          `${doc} ${by}`,
        ).toBeCloseTo(total.amount, 1);
      }
      const pivot = await t.callOk(`getTextilesSales${doc}PivotData`, {}, sales);
      expect(pivot.reduce((s, r) => s + r.qtyKg, 0)).toBeCloseTo(total.qtyKg, 2);
      const chart = await t.callOk(`getTextilesSales${doc}PivotDataForChart`, {}, sales);
      expect(chart.reduce((s, r) => s + r.amount, 0)).toBeCloseTo(total.amount, 1);
    }
  });
});

describe('the pivot', () => {
  it('sums the measure per row and column; cells, rows and columns agree with the total', async () => {
    const pivot = await t.callOk(
      'getSalesPivot',
      { ...year, doc: 'invoice', rows: 'salesPerson', columns: 'month', measure: 'qtyKg' },
      sales,
    );
    const total = await t.callOk('getSalesInvoiceDetailsForThisYearDate', year, sales);
    expect(pivot.total).toBeCloseTo(total.qtyKg, 2);
    expect(pivot.cells.reduce((s, c) => s + c.value, 0)).toBeCloseTo(total.qtyKg, 2);
    expect(pivot.rows.reduce((s, r) => s + r.total, 0)).toBeCloseTo(total.qtyKg, 2);
    expect(pivot.columns.map((c) => c.key)).toEqual([...pivot.columns.map((c) => c.key)].sort());
    for (const r of pivot.rows) {
      const cells = pivot.cells.filter((c) => c.row === r.key);
      expect(cells.reduce((s, c) => s + c.value, 0)).toBeCloseTo(r.total, 2);
    }
  });

  it('reads whole months from the monthly sums and any other range from the lines, alike', async () => {
    const months = await t.callOk(
      'getSalesPivot',
      { ...year, doc: 'order', rows: 'segment', measure: 'amount' },
      sales,
    );
    const direct = await one<{ amount: number }>(sql`
      select coalesce(sum(amount), 0)::float8 as amount from sales_order_items
      where docstatus = 1 and date between ${year.jsonStartDate}::date and ${year.jsonEndDate}::date`);
    expect(months.total).toBeCloseTo(direct?.amount ?? NaN, 1);
    const part = { jsonStartDate: year.jsonStartDate, jsonEndDate: today };
    const partial = await t.callOk(
      'getSalesPivot',
      { ...part, doc: 'order', rows: 'segment', measure: 'amount' },
      sales,
    );
    const partDirect = await one<{ amount: number }>(sql`
      select coalesce(sum(amount), 0)::float8 as amount from sales_order_items
      where docstatus = 1 and date between ${part.jsonStartDate}::date and ${part.jsonEndDate}::date`);
    expect(partial.total).toBeCloseTo(partDirect?.amount ?? NaN, 1);
  });

  it('counts documents once however many rows their lines fall in', async () => {
    const byItem = await t.callOk(
      'getSalesPivot',
      { ...year, doc: 'order', rows: 'item', measure: 'count' },
      sales,
    );
    const orders = await t.callOk('getSalesOrderDetailsForThisYearDate', year, sales);
    expect(byItem.total).toBe(orders.count);
    expect(byItem.rows.reduce((s, r) => s + r.total, 0)).toBeGreaterThanOrEqual(orders.count);
  });

  // Whole months read the monthly counts; a range ending today reads the lines.
  it.each([
    ['the year', year],
    ['the year to today', { jsonStartDate: year.jsonStartDate, jsonEndDate: today }],
  ])(
    'counts the documents of each cell, row and column over %s as the lines hold them',
    async (_, range) => {
      const within = sql`docstatus = 1 and posting_date between ${range.jsonStartDate}::date and ${range.jsonEndDate}::date`;
      const counts = async (by: string) =>
        new Map(
          (
            await rowsOf<{ k: string; n: number }>(
              db,
              sql`
            select ${sql.raw(by)} as k, count(distinct invoice_no)::int as n
            from sales_invoice_items where ${within} group by 1`,
            )
          ).map((x) => [x.k, x.n]),
        );
      const [byCell, byName, byCustomer, all] = await Promise.all([
        counts(`coalesce(commercial_name, '') || '|' || customer`),
        counts(`coalesce(commercial_name, '')`),
        counts('customer'),
        counts(`''`),
      ]);
      for (const [rows, columns] of [
        ['commercialName', 'customer'],
        ['customer', 'commercialName'],
      ] as const) {
        const pivot = await t.callOk(
          'getSalesPivot',
          { ...range, doc: 'invoice', rows, columns, measure: 'count' },
          sales,
        );
        const name = (c: { row: string; col: string }) => (rows === 'customer' ? c.col : c.row);
        const customer = (c: { row: string; col: string }) => (rows === 'customer' ? c.row : c.col);
        expect(pivot.cells.length).toBeGreaterThan(3);
        for (const c of pivot.cells) expect(c.value).toBe(byCell.get(`${name(c)}|${customer(c)}`));
        const [names, customers] =
          rows === 'customer' ? [pivot.columns, pivot.rows] : [pivot.rows, pivot.columns];
        for (const x of names) expect(x.total).toBe(byName.get(x.key));
        for (const x of customers) expect(x.total).toBe(byCustomer.get(x.key));
        expect(pivot.total).toBe(all.get(''));
      }
      // By the documents' own fields: each invoice in one cell, so the cells add up to the whole.
      const bySegment = await t.callOk(
        'getSalesPivot',
        { ...range, doc: 'invoice', rows: 'segment', columns: 'month', measure: 'count' },
        sales,
      );
      expect(bySegment.total).toBe(all.get(''));
      expect(bySegment.cells.reduce((s, c) => s + c.value, 0)).toBe(all.get(''));
    },
  );

  it('refuses a dimension it does not know, naming the field', async () => {
    const res = await t.send(
      'getSalesPivot',
      { ...year, doc: 'invoice', rows: 'colour', measure: 'amount' },
      sales,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('rows');
  });
});

describe('settings', () => {
  it('the year starts in April until the settings say otherwise', async () => {
    expect(await t.callOk('getSalesSettings', {}, sales)).toEqual({
      yearStartMonth: 4,
      overDeliveryTolerancePct: 5,
    });
    const bad = await t.send(
      'saveSalesSettings',
      { jsonData: { yearStartMonth: 13, overDeliveryTolerancePct: 5 } },
      manager,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('jsonData.yearStartMonth');
    const saved = await t.callOk(
      'saveSalesSettings',
      { jsonData: { yearStartMonth: 1, overDeliveryTolerancePct: 8 } },
      manager,
    );
    expect(saved).toEqual({ yearStartMonth: 1, overDeliveryTolerancePct: 8 });
    // Textiles "this year" is now the calendar year.
    const rows = await t.callOk('getTextilesSalesInvoicePivotData', {}, sales);
    expect(rows.every((r) => r.month.startsWith(today.slice(0, 4)))).toBe(true);
    await t.callOk(
      'saveSalesSettings',
      { jsonData: { yearStartMonth: 4, overDeliveryTolerancePct: 5 } },
      manager,
    );
  });

  it('a sales user may read the settings but not change them', async () => {
    const res = await t.send(
      'saveSalesSettings',
      { jsonData: { yearStartMonth: 1, overDeliveryTolerancePct: 5 } },
      sales,
    );
    expect(res.statusCode).toBe(403);
  });
});
