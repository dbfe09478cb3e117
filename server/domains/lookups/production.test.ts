import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { warehouses } from '../../db/schema';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { lookupOrderHandlers as h } from './orders';

const ctx = handlerCtx(await seededTestDb());
const notFound = { code: 'not_found' };
const descending = (keys: string[]) => keys.every((k, i) => i === 0 || (keys[i - 1] ?? '') >= k);
const dateThenNo = (rows: { date: string }[], no: (i: number) => string) =>
  descending(rows.map((r, i) => `${r.date} ${no(i)}`));

describe('subcontracting order lookups', () => {
  it('lists every order newest first with its PO, and only the open ones to pick from', async () => {
    const all = await h.getAllSubcontractingOrderFromDB1(ctx);
    expect(all).toHaveLength(20);
    expect(calls.getAllSubcontractingOrderFromDB1.output.parse(all)).toEqual(all);
    expect(dateThenNo(all, (i) => all[i]?.soNo ?? '')).toBe(true);
    expect(all.every((so) => so.poNo?.startsWith('PUR-ORD-'))).toBe(true);
    const open = await h.getAllSubcontractingOrderFromDB(ctx);
    expect(open.length).toBeGreaterThan(0);
    expect(open).toEqual(all.filter((so) => !['Completed', 'Closed'].includes(so.status)));
  });

  it('finds the orders raised against a PO, and 404 for an unknown PO', async () => {
    const [so] = await h.getAllSubcontractingOrderFromDB1(ctx);
    if (!so?.poNo) throw new Error('the demo should link subcontracting orders to POs');
    const forPo = await h.getAllSubcontractOrderForPOFromDB(ctx, { jsonPurchaseOrder: so.poNo });
    expect(forPo).toEqual([so]);
    const bought = (await h.getAllPurchaseOrderFromDB1(ctx)).find(
      (po) => po.supplier === 'Avinashi Fabrics',
    );
    expect(
      await h.getAllSubcontractOrderForPOFromDB(ctx, { jsonPurchaseOrder: bought?.poNo ?? '' }),
    ).toEqual([]);
    await expect(
      h.getAllSubcontractOrderForPOFromDB(ctx, { jsonPurchaseOrder: 'PUR-ORD-NONE' }),
    ).rejects.toMatchObject(notFound);
  });

  it('gives the lines of an order, filtered by item text, and 404 for an unknown one', async () => {
    const [so] = await h.getAllSubcontractingOrderFromDB1(ctx);
    if (!so) throw new Error('no subcontracting orders in the demo');
    const lines = await h.getItemsDetailsForSOFromDB(ctx, { jsonData: so.soNo });
    expect(lines.reduce((kg, l) => kg + l.qtyKg, 0)).toBeCloseTo(so.totalKg, 3);
    const [first] = lines;
    const found = await h.getSpecifiedItemsDetailsForSOFromDB(ctx, {
      jsonData: first?.itemName.slice(0, 8) ?? '',
      jsonData1: so.soNo,
    });
    expect(found.map((l) => l.itemCode)).toContain(first?.itemCode);
    expect(found.every((l) => l.itemName.startsWith(first?.itemName.slice(0, 8) ?? ''))).toBe(true);
    await expect(h.getItemsDetailsForSOFromDB(ctx, { jsonData: 'SC-X' })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      h.getSpecifiedItemsDetailsForSOFromDB(ctx, { jsonData: 'sj', jsonData1: 'SC-X' }),
    ).rejects.toMatchObject(notFound);
  });
});

describe('work order and job card lookups', () => {
  it('lists open work orders newest first and gives one by number', async () => {
    const open = await h.getAllWorkOrderFromDB(ctx);
    expect(calls.getAllWorkOrderFromDB.output.parse(open)).toEqual(open);
    expect(open.length).toBeGreaterThan(5);
    expect(open.every((wo) => ['Not Started', 'In Process'].includes(wo.status))).toBe(true);
    expect(dateThenNo(open, (i) => open[i]?.workOrderNo ?? '')).toBe(true);
    const [wo] = open;
    if (!wo) throw new Error('no open work orders in the demo');
    expect(await h.getWorkOrderDetailsFromDB(ctx, { jsonData: wo.workOrderNo })).toEqual(wo);
    expect(wo.itemName).toMatch(/GSM/);
    await expect(h.getWorkOrderDetailsFromDB(ctx, { jsonData: 'MFG-WO-X' })).rejects.toMatchObject(
      notFound,
    );
  });

  it('lists the job cards of a work order on circular machines, and 404 for an unknown order', async () => {
    const [wo] = await h.getAllWorkOrderFromDB(ctx);
    if (!wo) throw new Error('no open work orders in the demo');
    const cards = await h.getAllJobCardForWOFromDB(ctx, { jsonWorkOrder: wo.workOrderNo });
    expect(cards.length).toBeGreaterThanOrEqual(1);
    expect(cards.map((c) => c.jobCardNo)).toEqual(cards.map((c) => c.jobCardNo).sort());
    for (const c of cards) {
      expect(c).toMatchObject({ workOrderNo: wo.workOrderNo, itemCode: wo.itemCode });
      expect(c.machine === null || c.machine.startsWith('Circular ')).toBe(true);
    }
    expect(cards.reduce((kg, c) => kg + c.forQtyKg, 0)).toBeCloseTo(wo.qtyKg, 0);
    await expect(
      h.getAllJobCardForWOFromDB(ctx, { jsonWorkOrder: 'MFG-WO-X' }),
    ).rejects.toMatchObject(notFound);
  });

  it('lists open job cards and gives one card by number', async () => {
    const open = await h.getAllJobCardFromDB(ctx);
    expect(calls.getAllJobCardFromDB.output.parse(open)).toEqual(open);
    expect(open.every((c) => c.status !== 'Completed')).toBe(true);
    expect(dateThenNo(open, (i) => open[i]?.jobCardNo ?? '')).toBe(true);
    const [card] = open;
    if (!card) throw new Error('no open job cards in the demo');
    expect(await h.getJobCardDetailsFromDB(ctx, { jsonData: card.jobCardNo })).toEqual(card);
    await expect(h.getJobCardDetailsFromDB(ctx, { jsonData: 'PO-JOB-X' })).rejects.toMatchObject(
      notFound,
    );
  });
});

describe('batch and indent lookups', () => {
  it('gives the batches of one item newest first, in known warehouses, and 404 for an unknown item', async () => {
    const any = await h.getbatchFromDB(ctx, { searchBatchText: '', searchItemText: '' });
    const itemCode = any[0]?.itemCode ?? '';
    const rows = await h.getItemBatchDetailsFromDB(ctx, { jsonData: itemCode });
    expect(calls.getItemBatchDetailsFromDB.output.parse(rows)).toEqual(rows);
    expect(rows.every((b) => b.itemCode === itemCode && b.rolls > 0 && b.qtyKg > 0)).toBe(true);
    expect(descending(rows.map((b) => `${b.createdOn} ${b.batchNo}`))).toBe(true);
    const known = new Set((await ctx.db.select().from(warehouses)).map((w) => w.name));
    expect(any.every((b) => b.warehouse !== null && known.has(b.warehouse))).toBe(true);
    await expect(h.getItemBatchDetailsFromDB(ctx, { jsonData: 'NO-ITEM' })).rejects.toMatchObject(
      notFound,
    );
  });

  it('searches batches by number and item text together, newest first', async () => {
    const all = await h.getbatchFromDB(ctx, { searchBatchText: '', searchItemText: '' });
    // The ERP's batches and the demo's dyeing batches together pass the search's cap of 200.
    expect(all).toHaveLength(200);
    expect(descending(all.map((b) => `${b.createdOn} ${b.batchNo}`))).toBe(true);
    const pique = await h.getbatchFromDB(ctx, { searchBatchText: '', searchItemText: 'PIQUE' });
    expect(pique.length).toBeGreaterThan(0);
    expect(pique.every((b) => b.itemName.toLowerCase().includes('pique'))).toBe(true);
    const newestPique = all.filter((b) => b.itemName.toLowerCase().includes('pique'));
    expect(pique.slice(0, newestPique.length)).toEqual(newestPique);
    const tail = all[0]?.batchNo.slice(-3) ?? '';
    const both = await h.getbatchFromDB(ctx, { searchBatchText: tail, searchItemText: 'fab-' });
    expect(both.map((b) => b.batchNo)).toContain(all[0]?.batchNo);
    expect(both.every((b) => b.batchNo.includes(tail))).toBe(true);
    expect(await h.getbatchFromDB(ctx, { searchBatchText: '%', searchItemText: '' })).toEqual([]);
  });

  it('searches indents by number and item text, newest first', async () => {
    const all = await h.getIndentsFromDB(ctx, { searchIndentText: '', searchItemText: '' });
    expect(all).toHaveLength(40);
    expect(calls.getIndentsFromDB.output.parse(all)).toEqual(all);
    expect(dateThenNo(all, (i) => all[i]?.indentNo ?? '')).toBe(true);
    expect(all.every((r) => r.orderedKg <= r.qtyKg)).toBe(true);
    const rib = await h.getIndentsFromDB(ctx, {
      searchIndentText: 'mat-mr',
      searchItemText: 'rib',
    });
    expect(rib).toEqual(all.filter((r) => r.itemName.toLowerCase().includes('rib')));
  });
});
