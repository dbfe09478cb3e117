import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StockRow } from '../../../contract/stock/stock';
import { rowsOf } from '../../db/rows';
import { at, everyRow, stockApp } from '../../../tests/support/domains/stock';

/**
 * The stock lists through the HTTP layer on the demo mill: each pages through the warehouse
 * summary, with the whole filtered list's totals beside every page; a collar or cuff item's lots.
 */

const { t, db, production } = await stockApp();

/** Sums of lines as the server should give them: kg to the gram, pieces only where counted. */
function sumsOf(rows: readonly StockRow[]) {
  let grams = 0;
  let pieces: number | null = null;
  let rolls = 0;
  for (const r of rows) {
    grams += Math.round(r.qtyKg * 1000);
    if (r.pieces !== null) pieces = (pieces ?? 0) + r.pieces;
    rolls += r.rolls;
  }
  return { qtyKg: grams / 1000, pieces, rolls };
}

type ListCall =
  | 'getStockDetailsForAllBatches'
  | 'getStockDetailsForAllBatchesJV'
  | 'getStockDetailsForAllJV'
  | 'getStockDetailsForAllPTSASTRI';

describe('the totals beside every page', () => {
  const lists: ListCall[] = [
    'getStockDetailsForAllBatches',
    'getStockDetailsForAllBatchesJV',
    'getStockDetailsForAllJV',
    'getStockDetailsForAllPTSASTRI',
  ];
  it.each(lists)('%s: the sums of every line of the list, on every page alike', async (call) => {
    const pages: { totals: unknown; total: number }[] = [];
    const rows = await everyRow(async (cursor) => {
      const page = await t.callOk(call, { limit: 50, ...at(cursor) }, production);
      pages.push(page);
      return page;
    });
    expect(pages.length).toBeGreaterThan(0);
    const expected = sumsOf(rows);
    for (const page of pages) {
      expect(page.total).toBe(rows.length);
      expect(page.totals).toEqual(expected);
    }
  });

  it('sum the filtered list only: a search, an item group, one item, a collar in one warehouse', async () => {
    const check = async (
      page: (
        cursor: string | undefined,
      ) => Promise<{ rows: StockRow[]; nextCursor: string | null; totals: unknown }>,
    ) => {
      let first: unknown;
      const rows = await everyRow(async (cursor) => {
        const p = await page(cursor);
        first ??= p.totals;
        return p;
      });
      expect(first).toEqual(sumsOf(rows));
      return rows;
    };
    const navy = await check((cursor) =>
      t.callOk(
        'getStockDetailsForAllBatches',
        { search: 'navy', limit: 20, ...at(cursor) },
        production,
      ),
    );
    expect(navy.length).toBeGreaterThan(0);
    const collars = await check((cursor) =>
      t.callOk(
        'getStockDetailsForAllBatches',
        { itemGroup: 'Collar', limit: 20, ...at(cursor) },
        production,
      ),
    );
    expect(sumsOf(collars).pieces).toBeGreaterThan(0);
    const fabric = await check((cursor) =>
      t.callOk(
        'getStockDetailsForAllBatches',
        { itemGroup: 'Fabric', limit: 200, ...at(cursor) },
        production,
      ),
    );
    // Fabric is counted in kg: its totals have no pieces.
    expect(sumsOf(fabric).pieces).toBeNull();
    const item = fabric[0]?.itemCode ?? '';
    await check((cursor) =>
      t.callOk('getStockDetailsFromERPNEXT', { name: item, limit: 5, ...at(cursor) }, production),
    );
    await check((cursor) =>
      t.callOk(
        'getStockDetailsForItemInJV',
        { itemcode: item, limit: 5, ...at(cursor) },
        production,
      ),
    );
    const collar = collars[0];
    if (!collar) throw new Error('no collar stock');
    await check((cursor) =>
      t.callOk(
        'getCollarCuffDetails',
        { name: collar.itemCode, warehouse: collar.warehouse, limit: 5, ...at(cursor) },
        production,
      ),
    );
    // A search nothing matches: no lines, totals of nothing.
    const none = await t.callOk(
      'getStockDetailsForAllBatches',
      { search: 'no-such-stock-anywhere' },
      production,
    );
    expect(none).toMatchObject({
      rows: [],
      total: 0,
      totals: { qtyKg: 0, pieces: null, rolls: 0 },
    });
  });
});

describe('the stock lists', () => {
  it('page through the warehouse summary: mill, job work, PTSASTRI, per item', async () => {
    const summary = await rowsOf<{
      item_code: string;
      warehouse: string;
      batch_key: string;
      kg: number;
      rolls: number;
      jv: boolean;
      grp: string;
    }>(
      db,
      sql`select b.item_code, b.warehouse, b.batch_key, b.qty_kg::float8 as kg, b.rolls,
          coalesce(w.is_job_work, false) as jv, coalesce(w.warehouse_group, 'Mill') as grp
        from stock_balances b left join warehouses w on w.name = b.warehouse`,
    );
    const key = (r: { itemCode: string; warehouse: string; batchNo: string | null }) =>
      `${r.itemCode}|${r.warehouse}|${r.batchNo ?? ''}`;
    const mill = await everyRow((cursor) =>
      t.callOk('getStockDetailsForAllBatches', { limit: 200, ...at(cursor) }, production),
    );
    expect(mill.map(key).sort()).toEqual(
      summary
        .filter((s) => !s.jv)
        .map((s) => `${s.item_code}|${s.warehouse}|${s.batch_key}`)
        .sort(),
    );
    expect(mill.every((r) => !r.isJobWork)).toBe(true);
    const cc = mill.filter((r) => r.itemGroup === 'Collar' || r.itemGroup === 'Cuff');
    expect(cc.length).toBeGreaterThan(0);
    expect(cc.every((r) => r.pieces !== null && r.pieces > 0 && r.colour !== null)).toBe(true);
    expect(mill.filter((r) => r.itemGroup === 'Fabric').every((r) => r.pieces === null)).toBe(true);

    const jv = await everyRow((cursor) =>
      t.callOk('getStockDetailsForAllBatchesJV', { limit: 50, ...at(cursor) }, production),
    );
    expect(jv.length).toBe(summary.filter((s) => s.jv).length);
    const jvItems = await everyRow((cursor) =>
      t.callOk('getStockDetailsForAllJV', { limit: 50, ...at(cursor) }, production),
    );
    expect(jvItems.every((r) => r.batchNo === null)).toBe(true);
    expect(jvItems.reduce((s, r) => s + r.qtyKg, 0)).toBeCloseTo(
      jv.reduce((s, r) => s + r.qtyKg, 0),
      3,
    );
    const pts = await everyRow((cursor) =>
      t.callOk('getStockDetailsForAllPTSASTRI', { limit: 200, ...at(cursor) }, production),
    );
    expect(pts.length).toBe(summary.filter((s) => s.grp === 'PTSASTRI').length);
    expect(pts.length).toBeGreaterThan(0);

    const item = jv[0]?.itemCode ?? '';
    const itemJv = await t.callOk('getStockDetailsForItemInJV', { itemcode: item }, production);
    expect(itemJv.rows.every((r) => r.itemCode === item && r.isJobWork)).toBe(true);
    const itemAll = await t.callOk(
      'getStockDetailsFromERPNEXT',
      { name: item, limit: 200 },
      production,
    );
    expect(itemAll.total).toBe(summary.filter((s) => s.item_code === item).length);

    const navy = await t.callOk(
      'getStockDetailsForAllBatches',
      { search: 'navy', itemGroup: 'Fabric', limit: 200 },
      production,
    );
    expect(navy.rows.every((r) => r.itemGroup === 'Fabric')).toBe(true);
    expect(
      navy.rows.every(
        (r) =>
          `${r.itemName} ${r.colour ?? ''} ${r.warehouse}`.toLowerCase().includes('navy') ||
          (r.batchNo ?? '').toLowerCase().includes('navy') ||
          r.itemCode.toLowerCase().includes('navy'),
      ),
    ).toBe(true);
  });

  it('gives a collar or cuff item’s stock in one warehouse per lot, in pieces and kg', async () => {
    const [lot] = await rowsOf<{
      item_code: string;
      warehouse: string;
      report_no: string;
      pieces: number;
      rejected: number;
      ppk: number;
    }>(
      db,
      sql`select r.item_code, 'Collar Cuff Stores - GM' as warehouse, r.report_no,
          sum(k.pieces)::int as pieces, sum(k.rejected_pieces)::int as rejected, r.pieces_per_kg::float8 as ppk
        from knit_cc_reports r join knit_cc_rolls k on k.report_no = r.report_no
        where r.status = 'completed' group by r.report_no order by r.report_no limit 1`,
    );
    if (!lot) throw new Error('no knitting');
    const page = await t.callOk(
      'getCollarCuffDetails',
      { name: lot.item_code, warehouse: lot.warehouse, limit: 200 },
      production,
    );
    const row = page.rows.find((r) => r.batchNo === lot.report_no);
    // Good pieces (knitted less spoilt), at the lot's pieces per kg.
    expect(row?.pieces).toBe(lot.pieces - lot.rejected);
    expect(row?.qtyKg).toBeCloseTo((lot.pieces - lot.rejected) / lot.ppk, 1);
  });
});
