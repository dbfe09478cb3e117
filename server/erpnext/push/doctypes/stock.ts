import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { batches, items, stockEntries, stockLedger } from '../../../db/schema';
import { frappeDate, frappeDatetime, type PushDeclaration } from '../declare';
import { siteRef } from '../outbox';

/**
 * Batch and Stock Entry. A stock entry made here moves whole rolls between warehouses (a batch's
 * rolls to its dyeing processor, rolls dispatched for a sales order or taken back): one item row
 * per roll, from the warehouse it left to the one it reached, submitted (`docstatus` 1) since the
 * ledger here has moved the stock, so the site's must too.
 *
 * Batches follow the site's item: ERPNext makes a Batch only of an item with `has_batch_no`
 * (erpnext/stock/doctype/batch/batch.py, item_has_batch_enabled), and takes stock out of a
 * warehouse under a batch only where that batch has it (the serial-and-batch bundle's
 * validate_quantity). So a dyeing batch of an item the site keeps without batches stays Greige's
 * own (its entry names it in its remarks), and one of a batch-tracked item is a Repack: each roll
 * leaves greige stock as it lay there and reaches the processor under the new batch, which an
 * incoming row may name.
 */

type BatchRow = typeof batches.$inferSelect & { batchTracked: boolean };

export const batchPush: PushDeclaration<BatchRow> = {
  doctype: 'Batch',
  read: async (db, id) =>
    (
      await db
        .select({ ...getTableColumns(batches), batchTracked: items.batchTracked })
        .from(batches)
        .innerJoin(items, eq(items.itemCode, batches.itemCode))
        .where(eq(batches.batchNo, id))
    )[0] ?? null,
  takes: (b) => b.batchTracked,
  fields: {
    // Batches are named by batch_id on ERPNext, so the site's name is ours.
    batch_id: 'batchNo',
    item: 'itemCode',
    manufacturing_date: (b) => frappeDate(b.createdOn),
    // What the pull reads back (pull/doctypes/masters.ts), so a pull does not find them empty.
    custom_colour: 'colour',
    custom_lot: 'lot',
    custom_warehouse: 'warehouse',
    custom_rolls: 'rolls',
    custom_shade: 'shade',
    description: (b) =>
      [b.colour, b.shade, b.lot ? `lot ${b.lot}` : null, b.machine].filter(Boolean).join(', ') ||
      null,
  },
};

interface EntryItem {
  readonly itemCode: string;
  readonly qtyKg: number;
  readonly from: string | null;
  readonly to: string | null;
  /** The batch the roll lay under where it left (or, coming into stock, reached). */
  readonly batchNo: string | null;
  /** The batch it reached under, when another (a roll joining a dyeing batch). */
  readonly newBatchNo: string | null;
  readonly batchTracked: boolean;
}
type EntryRow = typeof stockEntries.$inferSelect & { items: EntryItem[] };

/** One item row per roll moved: the line that left a warehouse and the one that reached one. */
function itemsOf(
  lines: (typeof stockLedger.$inferSelect)[],
  tracked: ReadonlySet<string>,
): EntryItem[] {
  const byRoll = new Map<
    string,
    { out?: typeof stockLedger.$inferSelect; in?: typeof stockLedger.$inferSelect }
  >();
  for (const l of lines) {
    if (l.warehouse === null) continue;
    const key = l.rollNo ?? `${l.itemCode}\u0000${l.id}`;
    const pair = byRoll.get(key) ?? {};
    if (l.qtyKg < 0 || l.rolls < 0) pair.out = l;
    else pair.in = l;
    byRoll.set(key, pair);
  }
  return [...byRoll.values()].map((p) => {
    const any = p.in ?? p.out;
    if (!any) throw new Error('an empty ledger pair');
    const batchNo = p.out ? p.out.batchNo : (p.in?.batchNo ?? null);
    const reached = p.in?.batchNo ?? null;
    return {
      itemCode: any.itemCode,
      qtyKg: Math.abs(any.qtyKg),
      from: p.out?.warehouse ?? null,
      to: p.in?.warehouse ?? null,
      batchNo,
      newBatchNo: p.out && reached !== batchNo ? reached : null,
      batchTracked: tracked.has(any.itemCode),
    };
  });
}

/** A row's batch, on an item the site keeps by batch only: Greige's own batches stay here. */
const batchOf = (i: EntryItem, batchNo: string | null) =>
  i.batchTracked && batchNo ? { batch_no: siteRef('Batch', batchNo) } : {};

/** A roll joining a batch of a batch-tracked item: the entry is a Repack (see the top). */
const rebatches = (e: EntryRow) => e.items.some((i) => i.batchTracked && i.newBatchNo !== null);

function rowsOf(e: EntryRow): Record<string, unknown>[] {
  if (!rebatches(e)) {
    return e.items.map((i) => ({
      item_code: i.itemCode,
      qty: i.qtyKg,
      s_warehouse: i.from ?? e.fromWarehouse,
      t_warehouse: i.to ?? e.toWarehouse,
      ...batchOf(i, i.batchNo),
    }));
  }
  // A Repack's rows each go one way: what it takes from a warehouse, what it makes in one.
  return e.items.flatMap((i) => [
    {
      item_code: i.itemCode,
      qty: i.qtyKg,
      s_warehouse: i.from ?? e.fromWarehouse,
      ...batchOf(i, i.batchNo),
    },
    {
      item_code: i.itemCode,
      qty: i.qtyKg,
      t_warehouse: i.to ?? e.toWarehouse,
      ...batchOf(i, i.newBatchNo ?? i.batchNo),
    },
  ]);
}

const purposeOf = (e: EntryRow) => (rebatches(e) ? 'Repack' : 'Material Transfer');

/** A stock entry, booked to `company` (null: the site's default company). */
export const stockEntryPush = (company: string | null): PushDeclaration<EntryRow> => ({
  doctype: 'Stock Entry',
  read: async (db, id) => {
    const [entry] = await db.select().from(stockEntries).where(eq(stockEntries.entryNo, id));
    if (!entry) return null;
    const lines = await db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.entryNo, id))
      .orderBy(asc(stockLedger.id));
    const codes = [...new Set(lines.map((l) => l.itemCode))];
    const tracked = codes.length
      ? await db
          .select({ itemCode: items.itemCode })
          .from(items)
          .where(and(inArray(items.itemCode, codes), eq(items.batchTracked, true)))
      : [];
    return { ...entry, items: itemsOf(lines, new Set(tracked.map((t) => t.itemCode))) };
  },
  fields: {
    company: { value: company },
    stock_entry_type: purposeOf,
    purpose: purposeOf,
    // Without set_posting_time ERPNext posts the entry when it is saved there, not when the
    // rolls moved (erpnext/utilities/transaction_base.py, validate_posting_time): an entry that
    // waited in the outbox would land on the day it was sent.
    set_posting_time: { value: 1 },
    posting_date: 'postingDate',
    posting_time: (e) => frappeDatetime(e.createdAt)?.slice(11) ?? null,
    from_warehouse: 'fromWarehouse',
    to_warehouse: 'toWarehouse',
    remarks: 'remarks',
    docstatus: { value: 1 },
    items: rowsOf,
  },
});
