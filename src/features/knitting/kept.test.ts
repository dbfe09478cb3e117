import { describe, expect, it } from 'vitest';
import { keptSaves, totalsOf } from './kept';
import type { KnitRoll } from './queries';

const reportNo = 'KCC-20260112-0003';
const roll = (seq: number, pieces: number, kg: number): KnitRoll => ({
  reportNo,
  rollNo: `${reportNo}-0${seq}`,
  date: '2026-01-12',
  machine: 'Flat 1',
  operator: 'Ravi',
  shift: 'A',
  itemCode: 'CC-1',
  itemName: 'Collar 40x9 cm Navy',
  kind: 'collar',
  colour: 'Navy',
  size: '40x9',
  jobCardNo: null,
  pieces,
  rejectedPieces: 0,
  kg,
  piecesPerKg: Math.round((pieces / kg) * 100) / 100,
  remarks: null,
  finishRollNo: null,
  createdAt: '2026-01-12T06:45:00+05:30',
});
const kept = (id: string, call: string, jsonData: object) => ({ id, call, input: { jsonData } });

describe('a knitting report’s bundles with what the tablet still keeps', () => {
  it('shows a bundle added offline, without a number, after the server’s', () => {
    const { rows, count } = keptSaves(
      [kept('c1', 'postKnitCCDataRoll', { reportNo, pieces: 50, kg: 0.75 })],
      reportNo,
      [roll(1, 100, 1.5)],
    );
    expect(count).toBe(1);
    expect(rows.map((r) => [r.rollNo, r.pieces, r.kept])).toEqual([
      [`${reportNo}-01`, 100, false],
      [null, 50, true],
    ]);
    expect(rows[1]?.piecesPerKg).toBe(66.67);
  });

  it('lays a kept correction and kept rejects over the server’s bundle', () => {
    const rollNo = `${reportNo}-01`;
    const { rows } = keptSaves(
      [
        kept('c1', 'postKnitCCDataRoll', { reportNo, rollNo, pieces: 98, kg: 1.4 }),
        kept('c2', 'postKnitCollarCuffRollData', {
          reportNo,
          rollNo,
          pieces: 98,
          rejectedPieces: 3,
        }),
      ],
      reportNo,
      [roll(1, 100, 1.5)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pieces: 98, rejectedPieces: 3, kg: 1.4, kept: true });
  });

  it('ignores other reports’ saves and says when a close is kept', () => {
    const other = keptSaves(
      [kept('c1', 'postKnitCCDataRoll', { reportNo: 'KCC-x', pieces: 5, kg: 1 })],
      reportNo,
      [],
    );
    expect(other).toMatchObject({ rows: [], count: 0, closing: false });
    const closing = keptSaves([kept('c2', 'postKnitCCRollSummaryData', { reportNo })], reportNo, [
      roll(1, 100, 1.5),
    ]);
    expect(closing.closing).toBe(true);
  });

  it('totals pieces, rejects and kg, with pieces per kg over the whole', () => {
    const { rows } = keptSaves([], reportNo, [roll(1, 100, 1.5), roll(2, 50, 0.8)]);
    expect(totalsOf(rows)).toEqual({
      bundles: 2,
      pieces: 150,
      rejectedPieces: 0,
      kg: 2.3,
      piecesPerKg: 65.22,
    });
  });
});
