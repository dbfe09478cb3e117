import { describe, expect, test } from 'vitest';
import { aqlPlan } from '@rules';
import { liveLot } from './liveLot';
import type { CcRollSheet } from './queries';

/** A lot of 500 pieces in two rolls of 250 (level II, AQL 2.5: H, sample 50, Ac 3, Re 4). */
function sheet(over: {
  lotChecked?: number;
  lotRejected?: number;
  rollChecked?: number;
  rollRejected?: number;
  taps?: number;
}): CcRollSheet {
  const plan = aqlPlan(500, 'II', 2.5);
  const tap = (i: number) => ({
    id: String(i),
    reportNo: 'QCC-1',
    rollNo: 'KCC-1-01',
    mistake: 'Hole',
    mistakeTa: null,
    pieces: 1,
    recordedBy: 'k',
    recordedAt: '2026-01-01T00:00:00.000Z',
    clientId: null,
  });
  return {
    report: {
      aql: {
        ...plan,
        piecesChecked: over.lotChecked ?? 0,
        piecesRejected: over.lotRejected ?? 0,
        accepted: null,
      },
      gradeBand: { grade1Below: 2, grade3Above: 5 },
    },
    roll: {
      reportNo: 'QCC-1',
      rollNo: 'KCC-1-01',
      pieces: 250,
      piecesChecked: over.rollChecked ?? 0,
      piecesRejected: over.rollRejected ?? 0,
    },
    mistakes: Array.from({ length: over.taps ?? 0 }, (_, i) => tap(i)),
    mistakeSummary: [],
  } as unknown as CcRollSheet;
}

describe('the lot as the tablet counts it', () => {
  test('tells the sample and how many pieces are left before anything is checked', () => {
    const lot = liveLot(sheet({}), 0, 0);
    expect(lot?.plan.sampleSize).toBe(50);
    expect([lot?.plan.acceptNo, lot?.plan.rejectNo]).toEqual([3, 4]);
    expect(lot?.left).toBe(50);
    expect(lot?.accepted).toBeNull();
  });

  test('adds this roll’s count on the tablet to the other rolls’ on the server', () => {
    // The other roll: 20 checked, 1 rejected. This roll on the server: 10 checked, none rejected.
    const s = sheet({ lotChecked: 30, lotRejected: 1, rollChecked: 10 });
    const lot = liveLot(s, 25, 2);
    expect(lot?.lotChecked).toBe(45);
    expect(lot?.lotRejected).toBe(3);
    expect(lot?.left).toBe(5);
    expect(lot?.rollRejectPct).toBe(8);
    expect(lot?.rollGrade).toBe(3);
  });

  test('rejects the lot as soon as the rejected pieces reach Re, before the sample is done', () => {
    expect(liveLot(sheet({}), 10, 4)?.accepted).toBe(false);
    expect(liveLot(sheet({}), 10, 3)?.accepted).toBeNull();
  });

  test('accepts the lot once the sample is checked with at most Ac rejected', () => {
    expect(liveLot(sheet({}), 50, 3)?.accepted).toBe(true);
    expect(liveLot(sheet({}), 50, 0)?.left).toBe(0);
  });

  test('counts a rejected piece as checked, and an undone tap no longer', () => {
    const lot = liveLot(
      sheet({ lotChecked: 2, lotRejected: 2, rollChecked: 2, rollRejected: 2, taps: 2 }),
      0,
      1,
    );
    expect(lot?.rollRejected).toBe(1);
    expect(lot?.rollChecked).toBe(1);
    expect(lot?.lotChecked).toBe(1);
  });

  test('keeps rejected pieces entered without a tap, as the server does', () => {
    const lot = liveLot(
      sheet({ lotChecked: 40, lotRejected: 5, rollChecked: 40, rollRejected: 5 }),
      40,
      0,
    );
    expect(lot?.rollRejected).toBe(5);
    expect(lot?.accepted).toBe(false);
  });

  test('a lot without pieces has no plan', () => {
    const s = sheet({});
    expect(liveLot({ ...s, report: { ...s.report, aql: null } }, 0, 0)).toBeNull();
  });
});
