import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { lookupsHandlers as h } from './handlers';

const ctx = handlerCtx(await seededTestDb());
const isSortedBy = (names: string[]) =>
  names.every((n, i) => i === 0 || (names[i - 1] ?? '').toLowerCase() <= n.toLowerCase());

describe('item lookups', () => {
  it('lists every item once, sorted by name, in the contract shape', async () => {
    const rows = await h.getAllItemsFromDB(ctx);
    expect(rows).toHaveLength(55);
    expect(calls.getAllItemsFromDB.output.parse(rows)).toEqual(rows);
    expect(isSortedBy(rows.map((r) => r.itemName))).toBe(true);
    expect(new Set(rows.map((r) => r.itemGroup))).toEqual(new Set(['Fabric', 'Collar', 'Cuff']));
  });

  it('finds items whose name or code contains the text, whatever its case', async () => {
    const ribs = await h.getItemsFromDB(ctx, { jsonData: 'RIB' });
    expect(ribs.length).toBeGreaterThan(0);
    for (const r of ribs) expect(`${r.itemName} ${r.itemCode}`.toLowerCase()).toContain('rib');
    const byCode = await h.getItemsFromDB(ctx, { jsonData: 'fab-int' });
    expect(byCode.map((r) => r.itemCode).every((c) => c.startsWith('FAB-INT-'))).toBe(true);
    expect(byCode).toHaveLength(4);
  });

  it('puts names that start with the text first', async () => {
    const rows = await h.getItemsFromDB(ctx, { jsonData: 'collar' });
    expect(rows).toHaveLength(9);
    const cuffWithRib = await h.getItemsFromDB(ctx, { jsonData: '1x1' });
    const firstOther = cuffWithRib.findIndex((r) => !r.itemName.toLowerCase().startsWith('1x1'));
    const lastPrefix = cuffWithRib
      .map((r) => r.itemName.toLowerCase().startsWith('1x1'))
      .lastIndexOf(true);
    expect(firstOther === -1 || lastPrefix < firstOther).toBe(true);
  });

  it('treats % and _ as plain characters and empty text as everything', async () => {
    expect(await h.getItemsFromDB(ctx, { jsonData: '%' })).toEqual([]);
    expect(await h.getItemsFromDB(ctx, { jsonData: '_' })).toEqual([]);
    expect(await h.getItemsFromDB(ctx, { jsonData: '' })).toHaveLength(55);
  });

  it('gives one item by code or by exact name, and 404 for an unknown one', async () => {
    const byCode = await h.getItemsDetailsFromDB(ctx, { jsonData: 'FAB-SJ-01' });
    expect(byCode.itemCode).toBe('FAB-SJ-01');
    expect(byCode).toMatchObject({ itemGroup: 'Fabric', uom: 'Kg' });
    expect(byCode.gsm).toBeGreaterThan(100);
    const byName = await h.getItemsDetailsFromDB(ctx, { jsonData: byCode.itemName.toUpperCase() });
    expect(byName).toEqual(byCode);
    await expect(h.getItemsDetailsFromDB(ctx, { jsonData: 'NO-SUCH' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('supplier and operator lookups', () => {
  it('lists the suppliers sorted by name', async () => {
    const rows = await h.getAllSupplierFromDB(ctx);
    expect(rows).toHaveLength(12);
    expect(calls.getAllSupplierFromDB.output.parse(rows)).toEqual(rows);
    expect(isSortedBy(rows.map((r) => r.supplierName))).toBe(true);
  });

  it('lists active knitting operators with the inspectors and checkers, sorted by name', async () => {
    const rows = await h.getAllOperatorFromDB(ctx);
    expect(calls.getAllOperatorFromDB.output.parse(rows)).toEqual(rows);
    expect(isSortedBy(rows.map((r) => r.employeeName))).toBe(true);
    const designations = new Set(rows.map((r) => r.designation));
    expect(designations).toEqual(new Set(['Operator', 'Inspector', 'Checker']));
    // 25 operators, 12 inspectors and 6 checkers at SCALE 1, less the few who have left.
    expect(rows.length).toBeGreaterThan(35);
    expect(rows.length).toBeLessThanOrEqual(43);
  });

  it('lists the active machines, knitting machines before inspection tables', async () => {
    const rows = await h.getAllMachinesFromDB(ctx);
    expect(calls.getAllMachinesFromDB.output.parse(rows)).toEqual(rows);
    const kinds = rows.map((r) => r.kind);
    expect(kinds).toContain('circular');
    expect(kinds).toContain('inspection_table');
    // Grouped by kind so a pick list of knitting machines is one slice.
    expect(kinds.join(',')).toBe([...kinds].sort().join(','));
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });
});
