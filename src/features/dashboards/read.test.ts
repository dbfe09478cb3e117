import { describe, expect, it } from 'vitest';
import {
  changePct,
  daysIn,
  monthPoints,
  pickNumber,
  previousRange,
  topSlices,
  trendPoints,
} from './read';

describe('reading a panel answer', () => {
  it('reads a figure by its path, and nothing where there is none', () => {
    const totals = { rolls: 12, greige: { rolls: 7 }, points100m2: null };
    expect(pickNumber(totals, 'greige.rolls')).toBe(7);
    expect(pickNumber(totals, 'points100m2')).toBeNull();
    expect(pickNumber(undefined, 'rolls')).toBeNull();
  });

  it('compares with the period of equal length just before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousRange({ from: '2026-03-02', to: '2026-03-02' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(daysIn({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('says no change when the period before had nothing to compare with', () => {
    expect(changePct(12, 10)).toBeCloseTo(20);
    expect(changePct(5, 10)).toBeCloseTo(-50);
    expect(changePct(5, 0)).toBeNull();
    expect(changePct(null, 3)).toBeNull();
  });

  it('keeps the top rows and sums the rest into "others", so the slices still add up', () => {
    const rows = [
      { key: 'A', label: 'Anna', rolls: 3, kg: 30 },
      { key: 'B', label: 'Bala', rolls: 9, kg: 90 },
      { key: '', label: '', rolls: 4, kg: 40 },
      { key: 'C', label: 'Chitra', rolls: 1, kg: 10 },
      { key: 'D', label: 'Devi', rolls: 2, kg: 20 },
    ];
    const slices = topSlices(
      rows,
      { key: 'key', label: 'label', value: 'rolls', top: 3 },
      { others: 'Others', empty: 'No supplier' },
    );
    expect(slices.map((s) => [s.key, s.label, s.value])).toEqual([
      ['B', 'Bala', 9],
      ['', 'No supplier', 4],
      ['A', 'Anna', 3],
      [null, 'Others', 3],
    ]);
    expect(slices[3]?.row).toEqual({ rolls: 3, kg: 30 });
    expect(slices.reduce((s, x) => s + x.value, 0)).toBe(19);
  });

  it('draws every day of the range, a missing day as zero', () => {
    const points = trendPoints(
      [
        { date: '2026-11-02', rolls: 4 },
        { date: '2026-11-04', rolls: 1 },
      ],
      { date: 'date', fields: ['rolls'] },
      { from: '2026-11-01', to: '2026-11-04' },
      62,
    );
    expect(points.map((p) => [p.from, p.to, p.values.rolls])).toEqual([
      ['2026-11-01', '2026-11-01', 0],
      ['2026-11-02', '2026-11-02', 4],
      ['2026-11-03', '2026-11-03', 0],
      ['2026-11-04', '2026-11-04', 1],
    ]);
  });

  it("sums a long range into runs of days, keeping the total and each run's days", () => {
    const rows = Array.from({ length: 365 }, (_, i) => ({
      date: new Date(2026, 0, 1 + i).toLocaleDateString('sv'),
      rolls: 1,
    }));
    const points = trendPoints(
      rows,
      { date: 'date', fields: ['rolls'] },
      { from: '2026-01-01', to: '2026-12-31' },
      62,
    );
    expect(points.length).toBeLessThanOrEqual(62);
    expect(points[0]).toMatchObject({ from: '2026-01-01', to: '2026-01-06' });
    expect(points.at(-1)?.to).toBe('2026-12-31');
    expect(points.reduce((s, p) => s + (p.values.rolls ?? 0), 0)).toBe(365);
  });
});

describe('monthPoints', () => {
  it('draws every month of the sales year, a month without rows as zero', () => {
    const points = monthPoints(
      [
        { month: '2026-04', amount: 100 },
        { month: '2026-06', amount: 50 },
        { month: '2026-06', amount: 25 },
      ],
      { date: 'month', fields: ['amount'] },
      { from: '2026-04-01', to: '2027-03-31' },
    );
    expect(points).toHaveLength(12);
    expect(points.slice(0, 3)).toEqual([
      { from: '2026-04-01', to: '2026-04-30', values: { amount: 100 } },
      { from: '2026-05-01', to: '2026-05-31', values: { amount: 0 } },
      { from: '2026-06-01', to: '2026-06-30', values: { amount: 75 } },
    ]);
    expect(points[10]).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
  });
});
