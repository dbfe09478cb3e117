import { describe, expect, it } from 'vitest';
import { liveCards, rejectPct, type LiveAnswer } from './liveData';

const at = (hh: string) => `2026-11-23T${hh}:00+05:30`;

const answer = (): LiveAnswer => ({
  fabricTables: [
    {
      tableName: 'Table 10',
      active: false,
      reportNo: null,
      inspector: null,
      rolls: 4,
      kg: 90,
      points: 12,
      lastActivityAt: at('09:00'),
    },
    {
      tableName: 'Table 2',
      active: true,
      reportNo: 'QI-7',
      inspector: 'asha',
      rolls: 9,
      kg: 250,
      points: 30,
      lastActivityAt: at('10:00'),
    },
  ],
  fabricReports: [
    {
      reportNo: 'QI-6',
      tableName: 'Table 2',
      inspector: 'asha',
      itemCode: 'F1',
      itemName: 'Jersey',
      stage: 'greige',
      currentRollNo: 'GR-1',
      rolls: 6,
      startedAt: at('07:00'),
      lastActivityAt: at('08:00'),
      kg: 160,
      points: 20,
    },
    {
      reportNo: 'QI-7',
      tableName: 'Table 2',
      inspector: 'asha',
      itemCode: 'F1',
      itemName: 'Jersey',
      stage: 'finish',
      currentRollNo: 'FR-3',
      rolls: 3,
      startedAt: at('08:30'),
      lastActivityAt: at('10:00'),
      kg: 90,
      points: 10,
    },
  ],
  ccTables: [
    {
      tableName: 'CC 1',
      active: true,
      reportNo: 'QCC-1',
      inspector: 'devi',
      rolls: 2,
      piecesChecked: 200,
      piecesRejected: 5,
      lastActivityAt: at('10:05'),
    },
  ],
  ccReports: [
    {
      reportNo: 'QCC-1',
      tableName: 'CC 1',
      inspector: 'devi',
      itemCode: 'C1',
      itemName: 'Collar',
      stage: 'greige',
      currentRollNo: 'KB-2',
      rolls: 2,
      startedAt: at('08:00'),
      lastActivityAt: at('10:05'),
      piecesChecked: 80,
      piecesRejected: 4,
    },
    // A report on a table the machine list does not know still gets a card.
    {
      reportNo: 'QCC-2',
      tableName: 'CC 9',
      inspector: 'mala',
      itemCode: 'C2',
      itemName: 'Cuff',
      stage: 'greige',
      currentRollNo: null,
      rolls: 0,
      startedAt: at('10:00'),
      lastActivityAt: at('10:01'),
      piecesChecked: 0,
      piecesRejected: 0,
    },
  ],
});

describe('liveCards', () => {
  it('gives every table one card, fabric first, tables in the order of their numbers', () => {
    const cards = liveCards(answer());
    expect(cards.map((c) => `${c.kind}:${c.tableName}`)).toEqual([
      'fabric:Table 2',
      'fabric:Table 10',
      'cc:CC 1',
      'cc:CC 9',
    ]);
  });

  it('shows the report on a busy table, not an earlier one of the day', () => {
    const [t2] = liveCards(answer());
    expect(t2).toMatchObject({
      busy: true,
      reportNo: 'QI-7',
      itemName: 'Jersey',
      stage: 'finish',
      currentRollNo: 'FR-3',
      rolls: 3,
      kg: 90,
      points: 10,
    });
  });

  it("shows an idle table's day and no report", () => {
    const t10 = liveCards(answer())[1];
    expect(t10).toMatchObject({ busy: false, reportNo: null, rolls: 4, kg: 90, points: 12 });
  });

  it("shows a busy report's grade so far, and none on an idle table", () => {
    const a = answer();
    a.fabricReports = a.fabricReports.map((r) => (r.reportNo === 'QI-7' ? { ...r, grade: 2 } : r));
    expect(liveCards(a)[0]?.grade).toBe(2);
    expect(liveCards(a)[1]?.grade).toBeNull();
    expect(liveCards(answer())[0]?.grade).toBeNull();
  });

  it('counts collar & cuff pieces of the report on the table', () => {
    const cc1 = liveCards(answer())[2];
    expect(cc1).toMatchObject({
      reportNo: 'QCC-1',
      piecesChecked: 80,
      piecesRejected: 4,
      kg: null,
    });
    expect(rejectPct(cc1!)).toBe(5);
    expect(rejectPct({ piecesChecked: 0, piecesRejected: 0 })).toBeNull();
    expect(liveCards(answer())[3]).toMatchObject({
      busy: true,
      reportNo: 'QCC-2',
      inspector: 'mala',
    });
  });
});
