import { describe, expect, it } from 'vitest';
import { isBeyond, lossState, lossTotals, type LossRow } from './loss';

const line = (p: Partial<LossRow>): LossRow => ({
  poNo: 'PO-1',
  itemCode: 'SJ',
  itemName: 'Single jersey',
  batchNo: 'B-1',
  colour: 'Red',
  processor: 'Dye house - M',
  greigeKgIn: 100,
  finishKgOut: 92,
  pendingKg: 0,
  rollsIssued: 5,
  rollsReceived: 5,
  lossKg: 8,
  lossPercent: 8,
  tolerancePercent: 10,
  overTolerance: false,
  rolls: [],
  ...p,
});

describe('a process-loss line', () => {
  it('is a loss within tolerance when the server does not flag it', () => {
    expect(lossState(line({}))).toBe('loss');
  });

  it('is a gain when the finished fabric weighs more (negative loss)', () => {
    const gain = line({ finishKgOut: 103, lossKg: -3, lossPercent: -3 });
    expect(lossState(gain)).toBe('gain');
    expect(isBeyond(lossState(gain))).toBe(false);
  });

  it('is flagged beyond tolerance, as a loss or a gain, when the server says so', () => {
    expect(lossState(line({ lossKg: 14, lossPercent: 14, overTolerance: true }))).toBe(
      'lossBeyond',
    );
    expect(lossState(line({ lossKg: -12, lossPercent: -12, overTolerance: true }))).toBe(
      'gainBeyond',
    );
  });

  it('waits while nothing is back, whatever went in', () => {
    const waiting = line({ finishKgOut: 0, pendingKg: 100, lossKg: 0, lossPercent: null });
    expect(lossState(waiting)).toBe('waiting');
    expect(isBeyond(lossState(waiting))).toBe(false);
  });

  it('reads a roll not weighed yet as waiting', () => {
    expect(lossState({ lossKg: null, lossPercent: null, overTolerance: false })).toBe('waiting');
  });
});

describe("a PO's totals", () => {
  it('count the loss over what is back only: a PO half back is not a 50 % loss', () => {
    const t = lossTotals([
      line({ greigeKgIn: 100, finishKgOut: 90, lossKg: 10, lossPercent: 10 }),
      line({
        batchNo: 'B-2',
        greigeKgIn: 100,
        finishKgOut: 0,
        pendingKg: 100,
        rollsReceived: 0,
        lossKg: 0,
        lossPercent: null,
      }),
    ]);
    expect(t.issuedKg).toBe(200);
    expect(t.backKg).toBe(100);
    expect(t.lossKg).toBe(10);
    expect(t.lossPercent).toBeCloseTo(10, 9);
    expect(t.rollsIssued).toBe(10);
    expect(t.rollsReceived).toBe(5);
  });

  it('may be a gain, and count the lines flagged beyond tolerance', () => {
    const t = lossTotals([
      line({ greigeKgIn: 50.1, finishKgOut: 52.3, lossKg: -2.2, lossPercent: -4.39 }),
      line({ batchNo: 'B-2', greigeKgIn: 0.3, finishKgOut: 0.2, overTolerance: true }),
    ]);
    expect(t.lossKg).toBe(-2.1);
    expect(t.lossPercent).toBeLessThan(0);
    expect(t.beyond).toBe(1);
  });

  it('has no percentage while nothing is back', () => {
    expect(lossTotals([]).lossPercent).toBeNull();
  });
});
