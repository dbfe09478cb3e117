import { describe, expect, it } from 'vitest';
import type { PassportMove } from '../../../contract/main/passport';
import { movesOf } from './moves';

const line = (over: Partial<PassportMove>): PassportMove => ({
  entryNo: 'REC-1',
  kind: 'receipt',
  postingDate: '2026-11-10',
  rollNo: 'GR-17',
  warehouse: null,
  process: null,
  qtyKg: 0,
  rolls: 0,
  salesOrderNo: null,
  ...over,
});
const store = (warehouse: string) => ({ warehouse, process: null });
const process = (name: string) => ({ warehouse: null, process: name });

describe('the roll’s stock moves', () => {
  it('are one move per entry, from the side kg left to the side it went', () => {
    const moves = movesOf([
      line({ warehouse: 'Greige Stores - GM', qtyKg: 15.8, rolls: 1 }),
      line({ process: 'knitting', qtyKg: -15.8, rolls: -1 }),
    ]);
    expect(moves).toEqual([
      {
        entryNo: 'REC-1',
        kind: 'receipt',
        postingDate: '2026-11-10',
        rollNo: 'GR-17',
        from: [process('knitting')],
        to: [store('Greige Stores - GM')],
        kg: 15.8,
        salesOrderNo: null,
      },
    ]);
  });

  it('book a weighing from dyeing into the store at the kg weighed', () => {
    const [move, ...rest] = movesOf([
      line({
        entryNo: 'STE-5',
        kind: 'weighing',
        rollNo: 'FR-17',
        process: 'dyeing',
        qtyKg: -22.9,
      }),
      line({
        entryNo: 'STE-5',
        kind: 'weighing',
        rollNo: 'FR-17',
        warehouse: 'Finished Goods - GM',
        qtyKg: 22.9,
      }),
    ]);
    expect(rest).toEqual([]);
    expect(move).toMatchObject({
      kind: 'weighing',
      from: [process('dyeing')],
      to: [store('Finished Goods - GM')],
      kg: 22.9,
    });
  });

  it('say a roll moved before it was weighed when every line is 0 kg, its sides by roll count', () => {
    const [move] = movesOf([
      line({ kind: 'dyeingReceipt', rollNo: 'FR-17', process: 'dyeing', rolls: -1 }),
      line({ kind: 'dyeingReceipt', rollNo: 'FR-17', warehouse: 'Finished Goods - GM', rolls: 1 }),
    ]);
    expect(move).toMatchObject({
      from: [process('dyeing')],
      to: [store('Finished Goods - GM')],
      kg: null,
    });
  });

  it('are one move per roll number when an entry moves both the greige and the finish roll', () => {
    const receipt = { entryNo: 'DR-1', kind: 'dyeingReceipt', postingDate: '2026-11-20' };
    const moves = movesOf([
      line({ ...receipt, warehouse: 'Sri Dyeing Works', qtyKg: -24.6, rolls: -1 }),
      line({ ...receipt, process: 'dyeing', qtyKg: 24.6, rolls: 1 }),
      line({ ...receipt, rollNo: 'FR-17', process: 'dyeing', rolls: -1 }),
      line({ ...receipt, rollNo: 'FR-17', warehouse: 'Finished Goods - GM', rolls: 1 }),
    ]);
    expect(moves.map((m) => [m.rollNo, m.from, m.to, m.kg])).toEqual([
      ['GR-17', [store('Sri Dyeing Works')], [process('dyeing')], 24.6],
      ['FR-17', [process('dyeing')], [store('Finished Goods - GM')], null],
    ]);
  });

  it('keep the oldest first, and the sales order an entry was made for', () => {
    const sale = { entryNo: 'SE-9', kind: 'transfer', postingDate: '2026-11-12', rollNo: 'FR-17' };
    const moves = movesOf([
      line({ ...sale, warehouse: 'Finished Goods', qtyKg: -22.9, salesOrderNo: 'SO-3' }),
      line({ entryNo: 'SE-1', postingDate: '2026-11-01', warehouse: 'Greige Store', qtyKg: 24.6 }),
      line({ ...sale, warehouse: 'Dispatch', qtyKg: 22.9, salesOrderNo: 'SO-3' }),
    ]);
    expect(moves.map((m) => [m.entryNo, m.kg, m.salesOrderNo])).toEqual([
      ['SE-1', 24.6, null],
      ['SE-9', 22.9, 'SO-3'],
    ]);
  });
});
