import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BatchableRollRow } from '../../../contract/stock/stock';
import { rowsOf } from '../../db/rows';
import { at, everyRow, JV_DYER, stockApp } from '../../../tests/support/domains/stock';

/**
 * Dyeing batches through the HTTP layer on the demo mill: a batch moves its rolls from greige
 * stock to its processor in one entry; a roll in a batch, dispatched, finished or unknown is
 * refused with what holds it; the pick list of greige rolls free to batch.
 */

const { t, db, production, today, snapshot, rollsToBatch, batchOf, stockAt } = await stockApp();
const processor = JV_DYER;

describe('a dyeing batch', () => {
  it('moves its rolls from greige stock to the processor in one entry, totalled by the server', async () => {
    const rolls = await rollsToBatch(3);
    const before = await everyRow((cursor) =>
      t.callOk('getStockDetailsForAllBatchesJV', { limit: 200, ...at(cursor) }, production),
    );
    const saved = await t.callOk('postBatchData', batchOf(rolls), production);
    const kg = Math.round(rolls.reduce((s, r) => s + r.kg, 0) * 1000) / 1000;
    expect(saved).toMatchObject({
      rolls: 3,
      totalKg: kg,
      processor,
      erpStatus: 'queued',
      rollRows: rolls.map((r) => ({ rollNo: r.rollNo, kg: r.kg })),
    });
    expect(saved.batchNo).toMatch(new RegExp(`^BATCH-${today.replaceAll('-', '')}-\\d{4}$`));
    for (const r of rolls) {
      expect(await stockAt('Greige Stores - GM', r.rollNo)).toBeUndefined();
      expect(await stockAt(processor, r.rollNo)).toEqual({ kg: r.kg, batch_key: saved.batchNo });
    }
    const entry = await rowsOf<{ warehouse: string; kg: number; rolls: number }>(
      db,
      sql`select warehouse, sum(qty_kg)::float8 as kg, sum(rolls)::int as rolls from stock_ledger
        where entry_no = ${saved.stockEntryNo} group by warehouse order by warehouse`,
    );
    expect(entry).toEqual([
      { warehouse: 'Greige Stores - GM', kg: -kg, rolls: -3 },
      { warehouse: processor, kg, rolls: 3 },
    ]);
    const after = await everyRow((cursor) =>
      t.callOk('getStockDetailsForAllBatchesJV', { limit: 200, ...at(cursor) }, production),
    );
    expect(after.length).toBe(before.length + 1);
    expect(after.find((r) => r.batchNo === saved.batchNo)).toMatchObject({
      warehouse: processor,
      isJobWork: true,
      colour: 'Navy',
      qtyKg: kg,
      rolls: 3,
      pieces: null,
    });
    const card = await t.callOk('getBatchRollsFromDB', { batchNo: saved.batchNo }, production);
    expect(card).toMatchObject({ lot: 'LOT-T-1', shade: 'Dark', totalKg: kg, processor });
    expect(card.rollRows.map((r) => r.rollNo)).toEqual(rolls.map((r) => r.rollNo));
    const found = await t.callOk(
      'getbatchFromDB',
      { searchBatchText: saved.batchNo, searchItemText: '' },
      production,
    );
    expect(found).toEqual([
      expect.objectContaining({ batchNo: saved.batchNo, rolls: 3, qtyKg: kg }),
    ]);
  });

  it('answers a retried save with the batch it made, and makes no second one', async () => {
    const rolls = await rollsToBatch(2);
    const clientId = '0b1f3c7e-6a55-4d8e-9a37-2f5a3d9e8c11';
    const first = await t.callOk('postBatchData', batchOf(rolls, { clientId }), production);
    const before = await snapshot();
    const again = await t.callOk('postBatchData', batchOf(rolls, { clientId }), production);
    expect(again).toEqual(first);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a roll already in a batch, naming the batch, and writes nothing', async () => {
    const [a, b] = await rollsToBatch(2);
    if (!a || !b) throw new Error('no rolls');
    const first = await t.callOk('postBatchData', batchOf([a]), production);
    const before = await snapshot();
    const res = await t.call('postBatchData', batchOf([b, a]), production);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toEqual({
      path: 'jsonData.greigeRollNos.1',
      message: `Roll ${a.rollNo} is already in batch ${first.batchNo}.`,
    });
    expect(await snapshot()).toEqual(before);
    expect(await stockAt('Greige Stores - GM', b.rollNo)).toBeDefined();
    const check = await t.callOk('checkRollForBatch', { rollNo: a.rollNo }, production);
    expect(check).toMatchObject({ ok: false, problem: 'inBatch', batchNo: first.batchNo });
  });

  it('refuses a roll that was dispatched, naming the stock entry and the sales order', async () => {
    const [sold] = await rowsOf<{ roll_no: string; entry_no: string; sales_order_no: string }>(
      db,
      sql`select l.roll_no, e.entry_no, e.sales_order_no from stock_entries e
        join stock_ledger l on l.entry_no = e.entry_no
        where e.sales_order_no is not null and e.from_warehouse = 'Greige Stores - GM'
        order by l.roll_no limit 1`,
    );
    if (!sold) throw new Error('the demo mill sold no greige');
    const [roll] = await rowsOf<{ item_code: string }>(
      db,
      sql`select item_code from greige_rolls where roll_no = ${sold.roll_no}`,
    );
    const res = await t.call(
      'postBatchData',
      {
        jsonData: {
          date: today,
          itemCode: roll?.item_code ?? '',
          colour: 'Red',
          lot: 'L1',
          greigeRollNos: [sold.roll_no],
          processor,
        },
      },
      production,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].message).toBe(
      `Roll ${sold.roll_no} was dispatched in stock entry ${sold.entry_no} for sales order ${sold.sales_order_no}.`,
    );
    expect(await t.callOk('checkRollForBatch', { rollNo: sold.roll_no }, production)).toMatchObject(
      {
        ok: false,
        problem: 'dispatched',
        stockEntryNo: sold.entry_no,
      },
    );
  });

  it('refuses an unknown roll, a roll of another item, a finished roll and a warehouse that does not dye', async () => {
    const [a] = await rollsToBatch(1);
    if (!a) throw new Error('no rolls');
    const before = await snapshot();
    const refused = async (body: ReturnType<typeof batchOf>, path: string, message: RegExp) => {
      const res = await t.call('postBatchData', body, production);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toBe(path);
      expect(res.json().error.issues[0].message).toMatch(message);
    };
    await refused(
      batchOf([a], { greigeRollNos: [a.rollNo, 'GR-NO-SUCH'] }),
      'jsonData.greigeRollNos.1',
      /GR-NO-SUCH is not a greige roll/,
    );
    await refused(batchOf([a], { itemCode: 'FAB-NO-SUCH' }), 'jsonData.itemCode', /no item/);
    const [other] = await rowsOf<{ item_code: string }>(
      db,
      sql`select item_code from items where item_group = 'Fabric' and item_code <> ${a.itemCode} limit 1`,
    );
    await refused(
      batchOf([a], { itemCode: other?.item_code }),
      'jsonData.greigeRollNos.0',
      new RegExp(`${a.rollNo} is ${a.itemCode}, not the batch's item`),
    );
    await refused(
      batchOf([a], { processor: 'Finished Goods - GM' }),
      'jsonData.processor',
      /not a dyeing processor/,
    );
    await refused(batchOf([a], { processor: 'Nowhere' }), 'jsonData.processor', /no warehouse/);
    const [done] = await rowsOf<{ greige_roll_no: string; finish_roll_no: string }>(
      db,
      sql`select greige_roll_no, finish_roll_no from finish_rolls order by 1 limit 1`,
    );
    const [doneItem] = await rowsOf<{ item_code: string }>(
      db,
      sql`select item_code from greige_rolls where roll_no = ${done?.greige_roll_no ?? ''}`,
    );
    await refused(
      batchOf([a], { itemCode: doneItem?.item_code, greigeRollNos: [done?.greige_roll_no] }),
      'jsonData.greigeRollNos.0',
      new RegExp(`already (in batch|finished as ${done?.finish_roll_no})`),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lists greige stock by item and roll text, a page at a time, without the batched rolls', async () => {
    const all: BatchableRollRow[] = [];
    let cursor: string | undefined;
    let total: number | undefined;
    do {
      const page = await t.callOk(
        'getGreigeRollsForBatch',
        { limit: 200, ...at(cursor) },
        production,
      );
      all.push(...page.rows);
      total = page.total;
      cursor = page.nextCursor ?? undefined;
    } while (cursor && all.length < 20_000);
    expect(all.length).toBe(total);
    const numbers = all.map((r) => r.rollNo);
    expect([...numbers].sort()).toEqual(numbers);
    const [balance] = await rowsOf<{ n: number }>(
      db,
      sql`select sum(rolls)::int as n from stock_balances where warehouse = 'Greige Stores - GM'`,
    );
    expect(total).toBe(balance?.n);
    const batched = await rowsOf<{ roll_no: string }>(db, sql`select roll_no from batch_rolls`);
    const inStock = new Set(numbers);
    expect(batched.filter((b) => inStock.has(b.roll_no))).toEqual([]);
    const sample = all[Math.floor(all.length / 2)];
    if (!sample) throw new Error('no greige stock');
    const byRoll = await t.callOk(
      'getGreigeRollsForBatch',
      { searchRollText: sample.rollNo.toLowerCase() },
      production,
    );
    expect(byRoll.rows.map((r) => r.rollNo)).toContain(sample.rollNo);
    const byItem = await t.callOk(
      'getGreigeRollsForBatch',
      { searchItemText: sample.itemName.slice(0, 12), limit: 200 },
      production,
    );
    expect(byItem.rows.length).toBeGreaterThan(0);
    expect(byItem.rows.every((r) => r.itemName.includes(sample.itemName.slice(0, 12)))).toBe(true);
  });
});
