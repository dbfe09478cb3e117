import { describe, expect, it } from 'vitest';
import { groupStock, isCollarCuff, totalsOf, type StockRow } from './stock';

const row = (p: Partial<StockRow>): StockRow => ({
  itemCode: 'SJ',
  itemName: 'Single jersey',
  itemGroup: 'Fabric',
  warehouse: 'Finished - M',
  warehouseGroup: 'Mill',
  isJobWork: false,
  batchNo: 'B-1',
  colour: null,
  qtyKg: 10,
  pieces: null,
  rolls: 1,
  ...p,
});

describe('stock totals', () => {
  it('sum kg to the gram and count pieces only where there are collars and cuffs', () => {
    const t = totalsOf([row({ qtyKg: 0.1 }), row({ qtyKg: 0.2 }), row({ qtyKg: 0.4, rolls: 3 })]);
    expect(t).toEqual({ kg: 0.7, pieces: null, rolls: 5, lines: 3 });
    const cc = totalsOf([row({ itemGroup: 'Collar', pieces: 400 }), row({ pieces: 250 })]);
    expect(cc.pieces).toBe(650);
  });

  it('keep a negative balance as it is (ERPNext allows it in some warehouses)', () => {
    expect(totalsOf([row({ qtyKg: 5 }), row({ qtyKg: -7.5 })]).kg).toBe(-2.5);
  });
});

describe('stock by warehouse or by item', () => {
  const rows = [
    row({ warehouse: 'A', itemCode: 'SJ', qtyKg: 10 }),
    row({ warehouse: 'B', itemCode: 'SJ', qtyKg: 30, batchNo: 'B-2' }),
    row({ warehouse: 'A', itemCode: 'PQ', itemName: 'Pique', qtyKg: 5 }),
  ];

  it('sums every line of a warehouse into one, largest first', () => {
    expect(groupStock(rows, 'warehouse').map((g) => [g.key, g.kg, g.lines])).toEqual([
      ['B', 30, 1],
      ['A', 15, 2],
    ]);
  });

  it('sums every warehouse and batch of an item into one, under its name', () => {
    expect(groupStock(rows, 'item').map((g) => [g.key, g.label, g.kg])).toEqual([
      ['SJ', 'Single jersey', 40],
      ['PQ', 'Pique', 5],
    ]);
  });

  it('tells collar and cuff lines from fabric by their item group', () => {
    expect(isCollarCuff(row({ itemGroup: 'Cuff' }))).toBe(true);
    expect(isCollarCuff(row({ itemGroup: 'Fabric' }))).toBe(false);
  });
});
