import { asc, eq } from 'drizzle-orm';
import { batches, stockEntries, stockLedger } from '../../../db/schema';
import { frappeDate, frappeDatetime, type PushDeclaration } from '../declare';
import { siteRef } from '../outbox';

/**
 * Batch and Stock Entry. A stock entry made here moves whole rolls between warehouses (a batch's
 * rolls to its dyeing processor, rolls dispatched for a sales order or taken back), so it is a
 * Material Transfer: one item row per roll, from the warehouse it left to the one it reached.
 * It is submitted (`docstatus` 1): the ledger here has moved the stock, so the site's must too.
 */

type BatchRow = typeof batches.$inferSelect;

export const batchPush: PushDeclaration<BatchRow> = {
  doctype: 'Batch',
  read: async (db, id) =>
    (await db.select().from(batches).where(eq(batches.batchNo, id)))[0] ?? null,
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
  readonly batchNo: string | null;
}
type EntryRow = typeof stockEntries.$inferSelect & { items: EntryItem[] };

/** One item row per roll moved: the line that left a warehouse and the one that reached one. */
function itemsOf(lines: (typeof stockLedger.$inferSelect)[]): EntryItem[] {
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
    return {
      itemCode: any.itemCode,
      qtyKg: Math.abs(any.qtyKg),
      from: p.out?.warehouse ?? null,
      to: p.in?.warehouse ?? null,
      batchNo: p.in?.batchNo ?? p.out?.batchNo ?? null,
    };
  });
}

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
    return { ...entry, items: itemsOf(lines) };
  },
  fields: {
    company: { value: company },
    stock_entry_type: { value: 'Material Transfer' },
    purpose: { value: 'Material Transfer' },
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
    items: (e) =>
      e.items.map((i) => ({
        item_code: i.itemCode,
        qty: i.qtyKg,
        s_warehouse: i.from ?? e.fromWarehouse,
        t_warehouse: i.to ?? e.toWarehouse,
        // A batch made here reaches the site first; one pulled from it is named as it is there.
        ...(i.batchNo ? { batch_no: siteRef('Batch', i.batchNo) } : {}),
      })),
  },
});
