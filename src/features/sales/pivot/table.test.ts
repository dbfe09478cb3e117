import { describe, expect, it } from 'vitest';
import { pivotTable } from './table';

const names = { others: (n: number) => `Others (${n})`, total: 'Total' };

describe('the pivot as table rows', () => {
  it('puts each cell under its column, with row totals and a row of column totals', () => {
    const t = pivotTable(
      {
        rows: [
          { key: 'C1', label: 'Anand', total: 300 },
          { key: 'C2', label: 'Bala', total: 50 },
        ],
        columns: [
          { key: '2026-04', label: '2026-04', total: 250 },
          { key: '2026-05', label: '2026-05', total: 100 },
        ],
        cells: [
          { row: 'C1', col: '2026-04', value: 200 },
          { row: 'C1', col: '2026-05', value: 100 },
          { row: 'C2', col: '2026-04', value: 50 },
        ],
        otherRows: null,
        otherColumns: null,
        total: 350,
      },
      names,
    );
    expect(t.columns.map((c) => c.label)).toEqual(['2026-04', '2026-05']);
    expect(t.rows).toEqual([
      { key: 'C1', label: 'Anand', total: 300, kind: 'row', c0: 200, c1: 100 },
      { key: 'C2', label: 'Bala', total: 50, kind: 'row', c0: 50, c1: null },
      { key: '', label: 'Total', total: 350, kind: 'total', c0: 250, c1: 100 },
    ]);
  });

  it('adds an "others" line and column when the server summed the rest', () => {
    const t = pivotTable(
      {
        rows: [{ key: 'C1', label: 'Anand', total: 30 }],
        columns: [{ key: 'I1', label: 'Jersey', total: 10 }],
        cells: [{ row: 'C1', col: 'I1', value: 10 }],
        otherRows: { keys: 5, total: 7 },
        otherColumns: { keys: 3, total: 27 },
        total: 37,
      },
      names,
    );
    expect(t.columns.map((c) => c.label)).toEqual(['Jersey', 'Others (3)']);
    expect(t.rows[0]).toMatchObject({ c0: 10, cOthers: 20 });
    expect(t.rows[1]).toMatchObject({ kind: 'others', label: 'Others (5)', total: 7 });
    expect(t.rows[2]).toMatchObject({ kind: 'total', total: 37, c0: 10, cOthers: 27 });
  });

  it('shows no columns beside the totals when none were chosen', () => {
    const t = pivotTable(
      {
        rows: [{ key: 'C1', label: 'Anand', total: 30 }],
        columns: [{ key: '', label: '', total: 30 }],
        cells: [{ row: 'C1', col: '', value: 30 }],
        otherRows: null,
        otherColumns: null,
        total: 30,
      },
      names,
    );
    expect(t.columns).toEqual([]);
    expect(t.rows.map((r) => r.total)).toEqual([30, 30]);
  });
});

describe('the pivot rounded to whole rupees, months named', () => {
  it('rounds after summing and names a month key in words', () => {
    const t = pivotTable(
      {
        rows: [{ key: '2026-04', label: '2026-04', total: 100.6 }],
        columns: [{ key: 'C1', label: 'Anand', total: 50.4 }],
        cells: [{ row: '2026-04', col: 'C1', value: 50.4 }],
        otherRows: null,
        otherColumns: { keys: 2, total: 50.2 },
        total: 100.6,
      },
      {
        ...names,
        round: true,
        rows: 'month',
        columns: 'customer',
        name: (dim, key, label) => (dim === 'month' ? `month ${key}` : label),
      },
    );
    expect(t.rows[0]).toMatchObject({ label: 'month 2026-04', total: 101, c0: 50, cOthers: 50 });
    expect(t.columns[0]?.label).toBe('Anand');
  });
});
