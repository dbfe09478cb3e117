import { describe, expect, it } from 'vitest';
import {
  afterCheck,
  beforeCheck,
  MAX_ROLLS,
  runningKg,
  toggleRoll,
  type BatchableRoll,
  type Candidate,
  type RollCheck,
} from './pick';

const roll = (rollNo: string, kg: number, itemCode = 'SJ-160'): BatchableRoll => ({
  rollNo,
  itemCode,
  itemName: 'Single jersey 160',
  kg,
  producedOn: '2026-11-20',
  warehouse: 'Greige - M',
  sourceDocNo: 'PO-7',
  supplier: null,
});
const candidate = (rollNo: string, kg: number, itemCode = 'SJ-160'): Candidate => ({
  rollNo,
  itemCode,
  itemName: 'Single jersey 160',
  kg,
  producedOn: '2026-11-20',
  sourceDocNo: 'PO-7',
});
const free = (r: BatchableRoll): RollCheck => ({
  ok: true,
  problem: null,
  message: `Roll ${r.rollNo} may join a batch.`,
  roll: r,
  batchNo: null,
  stockEntryNo: null,
});

describe('the running kg', () => {
  it('sums the picked rolls to the gram, without float drift', () => {
    const rolls = Array.from({ length: 10 }, (_, i) => candidate(`G-${i}`, 0.1));
    expect(runningKg(rolls)).toEqual({ rolls: 10, kg: 1 });
    expect(runningKg([candidate('A', 21.35), candidate('B', 19.4)])).toEqual({
      rolls: 2,
      kg: 40.75,
    });
  });

  it('is nothing for no rolls', () => {
    expect(runningKg([])).toEqual({ rolls: 0, kg: 0 });
  });

  it('drops a roll tapped again, keeping the others in the order picked', () => {
    const a = candidate('A', 20);
    const b = candidate('B', 21);
    const c = candidate('C', 22);
    expect(toggleRoll([a, b, c], b).map((r) => r.rollNo)).toEqual(['A', 'C']);
    expect(toggleRoll([a, c], b).map((r) => r.rollNo)).toEqual(['A', 'C', 'B']);
  });
});

describe('a scanned number, before the server is asked', () => {
  it('is ignored when blank (a scanner sending only Enter)', () => {
    expect(beforeCheck([], '  \n')).toEqual({ kind: 'empty' });
  });

  it('names a roll scanned twice, whatever its case or stray spaces', () => {
    expect(beforeCheck([candidate('GR-101', 20)], ' gr-101\r\n')).toEqual({
      kind: 'already',
      rollNo: 'GR-101',
    });
  });

  it('refuses a roll past the most a batch holds', () => {
    const full = Array.from({ length: MAX_ROLLS }, (_, i) => candidate(`G-${i}`, 20));
    expect(beforeCheck(full, 'G-NEW')).toEqual({ kind: 'full', rollNo: 'G-NEW' });
  });

  it('asks the server about any other number', () => {
    expect(beforeCheck([candidate('GR-1', 20)], 'GR-2')).toBeNull();
  });
});

describe("the server's answer about a scanned roll", () => {
  it('adds a free roll of the batch fabric, with its kg', () => {
    const r = afterCheck([], 'GR-5', free(roll('GR-5', 22.4)), 'SJ-160');
    expect(r).toMatchObject({ kind: 'added', roll: { rollNo: 'GR-5', kg: 22.4 } });
  });

  it('lets the first roll choose the fabric when none is chosen yet', () => {
    const r = afterCheck([], 'GR-5', free(roll('GR-5', 22.4, 'PQ-220')), '');
    expect(r).toMatchObject({ kind: 'added', roll: { itemCode: 'PQ-220' } });
  });

  it('names the other fabric of a roll that is not this batch’s', () => {
    expect(afterCheck([], 'GR-6', free(roll('GR-6', 20, 'RIB-1x1')), 'SJ-160')).toEqual({
      kind: 'otherItem',
      rollNo: 'GR-6',
      itemCode: 'RIB-1x1',
    });
  });

  it('keeps the batch and the dispatch the server names for a refused roll', () => {
    const held: RollCheck = {
      ok: false,
      problem: 'inBatch',
      message: 'Roll GR-7 is in open batch B-0042.',
      roll: null,
      batchNo: 'B-0042',
      stockEntryNo: null,
    };
    expect(afterCheck([], 'GR-7', held, 'SJ-160')).toEqual({
      kind: 'refused',
      rollNo: 'GR-7',
      problem: 'inBatch',
      batchNo: 'B-0042',
      stockEntryNo: null,
      message: 'Roll GR-7 is in open batch B-0042.',
    });
  });

  it('names a roll the server files under another case as already picked', () => {
    const r = afterCheck([candidate('GR-8', 20)], 'gr-8', free(roll('GR-8', 20)), 'SJ-160');
    expect(r).toEqual({ kind: 'already', rollNo: 'GR-8' });
  });
});
