import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../server/db/rows';
import { JV_DYER } from '../../support/domains/stock';
import { count, db, holds, manager, pick, saved, t, today, type Step } from './world';

/** Stock's steps: dyeing batches, job-work receipts, dispatch to orders and its corrections. */

/** Job-work rolls this run made up, numbered on from 0. */
let received = 0;

/** An open order item whose fabric lies in the finished store, and one of its rolls there. */
async function servable(n: number) {
  const items = await rowsOf<{ so_no: string; row_id: string; item_code: string }>(
    db,
    sql`select i.so_no, i.row_id, i.item_code from sales_order_items i
      join sales_orders o on o.so_no = i.so_no
      where o.status = 'To Deliver and Bill' and o.docstatus = 1 and not o.is_lab_order
        and i.qty_kg > i.transferred_kg + 200
        and exists (select 1 from stock_roll_balances b join warehouses w on w.name = b.warehouse
          where b.item_code = i.item_code and b.rolls > 0 and w.warehouse_type = 'Finished' and not w.is_job_work)
      order by i.row_id limit 20`,
  );
  const item = pick(items, n);
  if (!item) return undefined;
  const page = await t.callOk(
    'getSalesOrderItemRolls',
    { itemRowId: item.row_id, limit: 20 },
    manager,
  );
  const roll = pick(page.rows, n);
  return roll
    ? { item: { salesOrderNo: item.so_no, itemRowId: item.row_id, itemCode: item.item_code }, roll }
    : undefined;
}

class Dispatch implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const found = await servable(this.n);
    if (!found) return;
    const [to] = await rowsOf<{ name: string }>(
      db,
      sql`select name from warehouses where warehouse_group = 'PTSASTRI' order by name limit 1`,
    );
    const { roll } = found;
    await saved('postStockEntryData', {
      jsonData: {
        ...found.item,
        postingDate: today,
        fromWarehouse: roll.warehouse,
        toWarehouse: to?.name ?? '',
        rolls: [
          {
            rollNo: roll.rollNo,
            qtyKg: roll.qtyKg,
            ...(roll.batchNo ? { batchNo: roll.batchNo } : {}),
          },
        ],
      },
    });
    await holds(this.toString());
  }
  toString = () => `send a roll to an order (${this.n})`;
}

const liveRows = (n: number) =>
  rowsOf<{ id: string; sales_order_no: string }>(
    db,
    sql`select id, sales_order_no from stock_entry_report_rows where removed_at is null and created_by = 'Revathi'
      order by id limit 50`,
  ).then((rows) => pick(rows, n));

class TakeOff implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const row = await liveRows(this.n);
    if (!row) return;
    await saved('removeRowInStockEntryData', {
      row: { id: row.id, salesOrderNo: row.sales_order_no },
    });
    await holds(this.toString());
  }
  toString = () => `take a row off its order (${this.n})`;
}

class RecordAgain implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const rows = await rowsOf<{
      stock_entry_no: string;
      sales_order_no: string;
      item_row_id: string;
      roll_no: string;
      posting_date: string;
      warehouse: string;
    }>(
      db,
      sql`select stock_entry_no, sales_order_no, item_row_id, roll_no, posting_date::text, warehouse
        from stock_entry_report_rows where removed_at is not null order by id limit 50`,
    );
    const row = pick(rows, this.n);
    if (!row) return;
    const before = await count('stock_entry_report_rows');
    const res = await t.send(
      'createStockEntryReportRows',
      {
        stockEntryReport: [
          {
            stockEntryNo: row.stock_entry_no,
            salesOrderNo: row.sales_order_no,
            itemRowId: row.item_row_id,
            rollNo: row.roll_no,
            postingDate: row.posting_date,
            warehouse: row.warehouse,
          },
        ],
      },
      manager,
    );
    // Sent again since by a new entry (a live row of its own), or lying back in the store.
    expect(res.statusCode, res.body).toBe(400);
    expect(await count('stock_entry_report_rows')).toBe(before);
    await holds(this.toString());
  }
  toString = () => `record a taken-off row again (${this.n})`;
}

class MakeBatch implements Step {
  constructor(
    readonly n: number,
    readonly size: number,
  ) {}
  check = () => true;
  async run() {
    const page = await t.callOk(
      'getGreigeRollsForBatch',
      { searchItemText: '', searchRollText: '', limit: 100 },
      manager,
    );
    const first = pick(page.rows, this.n);
    if (!first) return;
    const rolls = page.rows.filter((r) => r.itemCode === first.itemCode).slice(0, this.size);
    await saved('postBatchData', {
      jsonData: {
        date: today,
        itemCode: first.itemCode,
        colour: 'Navy',
        shade: 'Dark',
        lot: `LOT-M-${this.n}`,
        greigeRollNos: rolls.map((r) => r.rollNo),
        processor: JV_DYER,
      },
    });
    await holds(this.toString());
  }
  toString = () => `send ${this.size} rolls to the dyer in a batch (${this.n})`;
}

class FinishRoll implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    // A greige roll lying at the dyer in a batch, not back yet.
    const atDyer = await rowsOf<{ roll_no: string }>(
      db,
      sql`select b.roll_no from stock_roll_balances b
        where b.warehouse = ${JV_DYER} and b.rolls > 0 and b.batch_key <> ''
          and not exists (select 1 from finish_rolls f where f.greige_roll_no = b.roll_no)
        order by b.roll_no limit 50`,
    );
    const roll = pick(atDyer, this.n);
    if (!roll) return;
    await saved('createFinishRollNoInDB', { jsonData: roll.roll_no });
    await holds(this.toString());
  }
  toString = () => `receive a dyed roll back finished (${this.n})`;
}

class ReceiveJobWork implements Step {
  constructor(
    readonly n: number,
    readonly kg: number,
  ) {}
  check = () => true;
  async run() {
    // A roll knitted by a subcontractor reaches the mirror as the ERP pull writes it…
    const [like] = await rowsOf<{ item_code: string; source_doc_no: string | null }>(
      db,
      sql`select item_code, source_doc_no from greige_rolls
        where source_kind = 'subcontractingOrder' order by roll_no limit 1`,
    );
    if (!like) return;
    const rollNo = `GR-JW-M${received++}`;
    await db.execute(sql`insert into greige_rolls (roll_no, item_code, kg, produced_on,
        source_kind, source_doc_no, supplier)
      values (${rollNo}, ${like.item_code}, ${this.kg}, ${today}, 'subcontractingOrder',
        ${like.source_doc_no}, 'Model Knitters')`);
    // …and the stock domain books it in; asked twice, the second books nothing.
    const lines = await count('stock_ledger');
    await t.callOk('callSetWarehouseWiseStockData', {}, manager);
    const booked = await count('stock_ledger');
    expect(booked).toBeGreaterThan(lines);
    await t.callOk('callSetWarehouseWiseStockData', {}, manager);
    expect(await count('stock_ledger')).toBe(booked);
    await holds(this.toString());
  }
  toString = () => `receive a job-work roll of ${this.kg} kg (${this.n})`;
}

const index = fc.nat({ max: 1000 });

export const stockSteps = [
  fc.tuple(index, fc.integer({ min: 1, max: 3 })).map(([n, k]) => new MakeBatch(n, k)),
  index.map((n) => new FinishRoll(n)),
  fc.tuple(index, fc.integer({ min: 5, max: 40 })).map(([n, kg]) => new ReceiveJobWork(n, kg)),
  index.map((n) => new Dispatch(n)),
  index.map((n) => new TakeOff(n)),
  index.map((n) => new RecordAgain(n)),
];
