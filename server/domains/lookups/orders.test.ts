import { TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import type { Db } from '../../db/client';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { items, purchaseOrderItems, purchaseOrders, suppliers } from '../../db/schema';
import { lookupOrderHandlers as h } from './orders';

const ctx = handlerCtx(await seededTestDb());

/** Runs `work` on the demo mill with extra rows, then rolls them back for the other tests. */
async function withChanges(work: (tx: Db) => Promise<void>): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      await work(tx);
      tx.rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
}

/** Newest first: by date, then by document number, both descending. */
const newestFirst = (rows: { date: string; no: string }[]) =>
  rows.every((r, i) => {
    const prev = rows[i - 1];
    return !prev || prev.date > r.date || (prev.date === r.date && prev.no > r.no);
  });
const notFound = { code: 'not_found' };

describe('purchase order lookups', () => {
  it('lists every PO newest first, with kg ordered and received, in the contract shape', async () => {
    const all = await h.getAllPurchaseOrderFromDB1(ctx);
    expect(all).toHaveLength(60);
    expect(calls.getAllPurchaseOrderFromDB1.output.parse(all)).toEqual(all);
    expect(newestFirst(all.map((r) => ({ date: r.date, no: r.poNo })))).toBe(true);
    for (const po of all) {
      expect(po.totalKg).toBeGreaterThan(0);
      expect(po.receivedKg).toBeLessThanOrEqual(po.totalKg);
      expect(po.supplierName).toBe(po.supplier);
    }
    expect(new Set(all.map((r) => r.status)).has('Completed')).toBe(true);
  });

  it('offers only the POs still to receive for a new inspection', async () => {
    const open = await h.getAllPurchaseOrderFromDB(ctx);
    const all = await h.getAllPurchaseOrderFromDB1(ctx);
    expect(open.length).toBeGreaterThan(5);
    expect(open.length).toBeLessThan(all.length);
    for (const po of open) expect(['To Receive and Bill', 'To Receive']).toContain(po.status);
    expect(open).toEqual(all.filter((po) => po.status.startsWith('To Receive')));
  });

  it('leaves out POs that carry no fabric, collar or cuff (yarn)', async () => {
    await withChanges(async (db) => {
      await db.insert(items).values({
        itemCode: 'YRN-30S',
        itemName: '30s Combed Yarn',
        itemGroup: 'Yarn',
        quality: 'Yarn',
        uom: 'Kg',
      });
      await db.insert(purchaseOrders).values({
        poNo: 'PUR-ORD-YARN-1',
        supplier: 'Annapoorna Spinners',
        date: '2030-01-01',
        status: 'To Receive and Bill',
      });
      await db
        .insert(purchaseOrderItems)
        .values({ parentNo: 'PUR-ORD-YARN-1', idx: 1, itemCode: 'YRN-30S', qtyKg: 5000 });
      const yarnCtx = handlerCtx(db);
      expect((await h.getAllPurchaseOrderFromDB(yarnCtx)).map((r) => r.poNo)).not.toContain(
        'PUR-ORD-YARN-1',
      );
      expect(await h.getItemsDetailsForPOFromDB(yarnCtx, { jsonData: 'PUR-ORD-YARN-1' })).toEqual([
        expect.objectContaining({ itemCode: 'YRN-30S', itemName: '30s Combed Yarn', qtyKg: 5000 }),
      ]);
    });
  });

  it('falls back to the supplier code when the supplier is not mirrored yet', async () => {
    await withChanges(async (db) => {
      await db.delete(suppliers);
      const rows = await h.getAllPurchaseOrderFromDB1(handlerCtx(db));
      for (const po of rows) expect(po.supplierName).toBe(po.supplier);
      expect(rows).toHaveLength(60);
    });
    expect(await ctx.db.$count(suppliers)).toBe(12);
  });

  it('gives the lines of one PO in row order, and 404 for an unknown PO', async () => {
    const [po] = await h.getAllPurchaseOrderFromDB1(ctx);
    if (!po) throw new Error('no purchase orders in the demo');
    const lines = await h.getItemsDetailsForPOFromDB(ctx, { jsonData: po.poNo });
    expect(calls.getItemsDetailsForPOFromDB.output.parse(lines)).toEqual(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.orderNo === po.poNo && l.uom === 'Kg')).toBe(true);
    expect(lines.reduce((kg, l) => kg + l.qtyKg, 0)).toBeCloseTo(po.totalKg, 3);
    expect(lines[0]?.itemName).toMatch(/GSM/);
    await expect(
      h.getItemsDetailsForPOFromDB(ctx, { jsonData: 'PUR-ORD-0000' }),
    ).rejects.toMatchObject(notFound);
  });

  it('finds the lines of a PO whose item code or name contains the text', async () => {
    const all = await h.getAllPurchaseOrderFromDB1(ctx);
    const lineSets = await Promise.all(
      all.map((po) => h.getItemsDetailsForPOFromDB(ctx, { jsonData: po.poNo })),
    );
    const multi = lineSets.find((ls) => new Set(ls.map((l) => l.itemCode)).size > 1);
    const first = multi?.[0];
    if (!multi || !first) throw new Error('the demo should have POs of several fabrics');
    const byCode = await h.getSpecifiedItemsDetailsForPOFromDB(ctx, {
      jsonData: first.itemCode.toLowerCase(),
      jsonData1: first.orderNo,
    });
    expect(byCode.map((l) => l.itemCode)).toEqual([first.itemCode]);
    const gsm = await h.getSpecifiedItemsDetailsForPOFromDB(ctx, {
      jsonData: 'gsm',
      jsonData1: first.orderNo,
    });
    expect(gsm).toEqual(multi);
    expect(
      await h.getSpecifiedItemsDetailsForPOFromDB(ctx, {
        jsonData: 'velvet',
        jsonData1: first.orderNo,
      }),
    ).toEqual([]);
    await expect(
      h.getSpecifiedItemsDetailsForPOFromDB(ctx, { jsonData: 'gsm', jsonData1: 'NOPE' }),
    ).rejects.toMatchObject(notFound);
  });

  it('lists the PO numbers that received fabric, newest first', async () => {
    const rows = await h.getPoNoFromDB(ctx);
    const all = await h.getAllPurchaseOrderFromDB1(ctx);
    expect(calls.getPoNoFromDB.output.parse(rows)).toEqual(rows);
    expect(rows.map((r) => r.poNo)).toEqual(
      all.filter((po) => po.receivedKg > 0).map((po) => po.poNo),
    );
    expect(rows.length).toBeGreaterThan(20);
  });
});
