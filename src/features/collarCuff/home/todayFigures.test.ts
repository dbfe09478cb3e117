import { describe, expect, it } from 'vitest';
import { todayFigures } from './todayFigures';

const lot = (reportNo: string, piecesChecked: number, piecesRejected: number) => ({
  reportNo,
  piecesChecked,
  piecesRejected,
});

describe('the CC home’s figures', () => {
  it('counts the lots on the tables and those completed, and their rejected share', () => {
    expect(
      todayFigures([lot('QCC-3', 20, 1)], [lot('QCC-1', 80, 2), lot('QCC-2', 100, 1)]),
    ).toEqual({
      ongoing: 1,
      completed: 2,
      piecesChecked: 200,
      piecesRejected: 4,
      rejectPct: 2,
    });
  });

  it('counts a lot in both lists once, and has no share before a piece is checked', () => {
    expect(todayFigures([lot('QCC-1', 0, 0)], [lot('QCC-1', 0, 0)])).toEqual({
      ongoing: 0,
      completed: 1,
      piecesChecked: 0,
      piecesRejected: 0,
      rejectPct: null,
    });
  });
});
