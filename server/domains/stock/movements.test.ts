import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallInput, Calls } from '../../../contract';
import { greigeRolls, salesOrderItems, salesOrders } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { ledgerMismatches, stockApp } from '../../../tests/support/domains/stock';

/**
 * Stock moved and kept, through the HTTP layer on the demo mill: a stock entry for a sales order,
 * fabric paired with its collar and cuff, rolls the mirror brings later, the warehouses, and the
 * summary rebuilt from the ledger.
 */

const { t, db, production, admin, today, snapshot, stockAt } = await stockApp();

describe('a stock entry for a sales order', () => {
  it('moves whole rolls, and refuses a roll elsewhere, at its processor or with another weight', async () => {
    const [finished] = await rowsOf<{
      roll_no: string;
      item_code: string;
      kg: number;
      batch_key: string;
    }>(
      db,
      sql`select roll_no, item_code, qty_kg::float8 as kg, batch_key from stock_roll_balances
        where warehouse = 'Finished Goods - GM' and rolls > 0 and qty_kg > 0 order by roll_no limit 1`,
    );
    if (!finished) throw new Error('no finished stock');
    /** An open order of the item, for as much as it could ever be sent. */
    const orderFor = async (itemCode: string, no: string) => {
      const party = { customer: 'CUST-00001', customerName: 'Test Buyer', segment: 'Textiles' };
      await db.insert(salesOrders).values({
        soNo: no,
        date: today,
        ...party,
        status: 'To Deliver and Bill',
        qtyKg: 10_000,
        amount: 0,
      });
      await db.insert(salesOrderItems).values({
        rowId: `${no}-1`,
        soNo: no,
        idx: 1,
        itemCode,
        qtyKg: 10_000,
        rate: 0,
        amount: 0,
        date: today,
        ...party,
      });
      return { salesOrderNo: no, itemRowId: `${no}-1` };
    };
    const order = await orderFor(finished.item_code, 'SAL-ORD-2026-T0001');
    const entry = (over: Record<string, unknown> = {}, roll: Record<string, unknown> = {}) => ({
      jsonData: {
        ...order,
        itemCode: finished.item_code,
        postingDate: today,
        fromWarehouse: 'Finished Goods - GM',
        toWarehouse: 'PTSASTRI Main - GM',
        rolls: [
          { rollNo: finished.roll_no, batchNo: finished.batch_key, qtyKg: finished.kg, ...roll },
        ],
        ...over,
      },
    });
    const before = await snapshot();
    const refused = async (body: CallInput<Calls['postStockEntryData']>, path: string) => {
      const res = await t.call('postStockEntryData', body, admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues[0].path).toBe(path);
    };
    await refused(entry({}, { qtyKg: finished.kg + 1 }), 'jsonData.rolls.0.qtyKg');
    await refused(entry({ fromWarehouse: 'Greige Stores - GM' }), 'jsonData.rolls.0.rollNo');
    await refused(entry({ toWarehouse: 'Nowhere - GM' }), 'jsonData.toWarehouse');
    await refused(entry({}, { batchNo: 'BATCH-OTHER' }), 'jsonData.rolls.0.batchNo');
    const [atDyer] = await rowsOf<{
      roll_no: string;
      item_code: string;
      kg: number;
      warehouse: string;
    }>(
      db,
      sql`select b.roll_no, g.item_code, b.kg::float8 as kg, bt.warehouse from batch_rolls b
        join batches bt on bt.batch_no = b.batch_no join greige_rolls g on g.roll_no = b.roll_no
        left join finish_rolls f on f.greige_roll_no = b.roll_no
        where f.finish_roll_no is null order by 1 limit 1`,
    );
    await refused(
      {
        jsonData: {
          ...entry().jsonData,
          ...(await orderFor(atDyer?.item_code ?? '', 'SAL-ORD-2026-T0002')),
          itemCode: atDyer?.item_code ?? '',
          fromWarehouse: atDyer?.warehouse ?? '',
          rolls: [{ rollNo: atDyer?.roll_no ?? '', qtyKg: atDyer?.kg ?? 1 }],
        },
      },
      'jsonData.rolls.0.rollNo',
    );
    expect(await snapshot()).toEqual(before);

    const saved = await t.callOk('postStockEntryData', entry(), admin);
    expect(saved).toMatchObject({ ok: true, rolls: 1, totalQtyKg: finished.kg });
    expect(await stockAt('PTSASTRI Main - GM', finished.roll_no)).toEqual({
      kg: finished.kg,
      batch_key: finished.batch_key,
    });
    const again = await t.call('postStockEntryData', entry(), admin);
    // Sent once for the order: a second entry is told which order and entry took it.
    expect(again.json().error.issues[0].message).toMatch(
      new RegExp(
        `already sent for order ${order.salesOrderNo} by stock entry ${saved.stockEntryNo}`,
      ),
    );
  });
});

describe('collar and cuff matched to a fabric', () => {
  it('saves a pairing once per fabric and colour, and shows the three stocks with the garments they allow', async () => {
    const [fabric] = await rowsOf<{ item_code: string; colour: string; kg: number }>(
      db,
      sql`select b.item_code, bt.colour, sum(b.qty_kg)::float8 as kg from stock_balances b
        join batches bt on bt.batch_no = b.batch_key
        join warehouses w on w.name = b.warehouse and not w.is_job_work
        where bt.colour is not null group by 1, 2 having sum(b.qty_kg) > 0 order by 3 desc limit 1`,
    );
    const [collar] = await rowsOf<{ item_code: string; pieces: number }>(
      db,
      sql`select b.item_code, sum(b.pieces)::int as pieces from stock_balances b join items i on i.item_code = b.item_code
        where i.item_group = 'Collar' group by 1 order by 1 limit 1`,
    );
    const [cuff] = await rowsOf<{ item_code: string; pieces: number }>(
      db,
      sql`select b.item_code, sum(b.pieces)::int as pieces from stock_balances b join items i on i.item_code = b.item_code
        where i.item_group = 'Cuff' group by 1 order by 1 limit 1`,
    );
    if (!fabric || !collar || !cuff) throw new Error('no stock to pair');
    const pair = {
      fabricItemCode: fabric.item_code,
      colour: fabric.colour,
      collarItemCode: collar.item_code,
      cuffItemCode: cuff.item_code,
      garmentsPerKg: 4,
    };
    const first = await t.callOk(
      'postFabricCollarCuffStockDetails',
      { jsonData: pair },
      production,
    );
    const second = await t.callOk(
      'postFabricCollarCuffStockDetails',
      { jsonData: { ...pair, colour: fabric.colour.toUpperCase(), garmentsPerKg: 3 } },
      production,
    );
    expect(second.id).toBe(first.id);
    const rows = await t.callOk(
      'getFabricCollarCuffStockDetails',
      { jsonData: fabric.item_code },
      production,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fabricItemCode: fabric.item_code,
      collarPieces: collar.pieces,
      cuffPieces: cuff.pieces,
      garmentsPossible: Math.min(
        Math.floor(fabric.kg * 3),
        collar.pieces,
        Math.floor(cuff.pieces / 2),
      ),
    });
    expect(rows[0]?.fabricQtyKg).toBeCloseTo(fabric.kg, 3);
    const wrong = await t.call(
      'postFabricCollarCuffStockDetails',
      { jsonData: { ...pair, collarItemCode: cuff.item_code } },
      production,
    );
    expect(wrong.json().error.issues[0].path).toBe('jsonData.collarItemCode');
  });
});

describe('rolls the mirror brings later', () => {
  it('books a scanned roll in with its batch, and the rest at the next refresh', async () => {
    const [item] = await rowsOf<{ item_code: string }>(
      db,
      sql`select item_code from items where item_group = 'Fabric' order by item_code limit 1`,
    );
    const code = item?.item_code ?? '';
    const roll = (rollNo: string) => ({
      rollNo,
      itemCode: code,
      kg: 21.5,
      producedOn: today,
      sourceKind: 'supplier' as const,
      supplier: 'Avinashi Fabrics',
    });
    await db.insert(greigeRolls).values([roll('GR-LATE-1'), roll('GR-LATE-2')]);
    const scanned = await t.callOk('checkRollForBatch', { rollNo: 'GR-LATE-1' }, production);
    expect(scanned).toMatchObject({
      ok: true,
      roll: { warehouse: 'Greige Stores - GM', kg: 21.5 },
    });
    const batch = await t.callOk(
      'postBatchData',
      {
        jsonData: {
          date: today,
          itemCode: code,
          colour: 'Black',
          lot: 'L-LATE',
          greigeRollNos: ['GR-LATE-1'],
          processor: 'Dyeing WIP - GM',
        },
      },
      production,
    );
    expect(batch.totalKg).toBe(21.5);
    expect(await stockAt('Dyeing WIP - GM', 'GR-LATE-1')).toEqual({
      kg: 21.5,
      batch_key: batch.batchNo,
    });
    expect(await stockAt('Greige Stores - GM', 'GR-LATE-2')).toBeUndefined();
    await t.callOk('callSetWarehouseWiseStockData', {}, production);
    expect(await stockAt('Greige Stores - GM', 'GR-LATE-2')).toEqual({ kg: 21.5, batch_key: '' });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('warehouses and the rebuilt summary', () => {
  it('lists the warehouses with the dyeing processors marked', async () => {
    const list = await t.callOk('getWarehousesFromDB', {}, production);
    expect(
      list
        .filter((w) => w.processor)
        .map((w) => w.name)
        .sort(),
    ).toEqual(['Dyeing WIP - GM', 'JV Kongu Tex Processors - GM', 'JV Noyyal Dyeing Works - GM']);
  });

  it('recomputes the same summary as the saves kept, twice over', async () => {
    const kept = await rowsOf(db, sql`select * from stock_balances order by 1, 2, 3`);
    const first = await t.callOk('callSetWarehouseWiseStockData', {}, production);
    const rebuilt = await rowsOf(db, sql`select * from stock_balances order by 1, 2, 3`);
    const second = await t.callOk('callSetWarehouseWiseStockData', {}, production);
    expect(rebuilt).toEqual(kept);
    expect(second.rows).toBe(first.rows);
    expect(await rowsOf(db, sql`select * from stock_balances order by 1, 2, 3`)).toEqual(kept);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
