import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  dayInZone,
  financialYear,
  monthsOf,
  periodRange,
  type PeriodPreset,
} from './periods';

describe('periods on the financial year (April to March)', () => {
  it.each([
    // 23 Nov 2026 falls in Q3 (Oct–Dec) of the financial year 2026–27.
    ['thisQuarter', '2026-11-23', '2026-10-01', '2026-12-31'],
    ['thisYear', '2026-11-23', '2026-04-01', '2027-03-31'],
    ['lastYear', '2026-11-23', '2025-04-01', '2026-03-31'],
    // February is the last quarter of the financial year that began the April before.
    ['thisQuarter', '2027-02-10', '2027-01-01', '2027-03-31'],
    ['thisYear', '2027-02-10', '2026-04-01', '2027-03-31'],
    ['lastYear', '2027-02-10', '2025-04-01', '2026-03-31'],
    // 1 April starts a new year and its first quarter.
    ['thisQuarter', '2026-04-01', '2026-04-01', '2026-06-30'],
    ['thisYear', '2026-04-01', '2026-04-01', '2027-03-31'],
    ['thisYear', '2026-03-31', '2025-04-01', '2026-03-31'],
  ] as const)('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(periodRange(preset, today, financialYear)).toEqual({ from, to });
  });

  it('follows the calendar when asked', () => {
    expect(periodRange('thisYear', '2027-02-10', calendarYear)).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
    });
    expect(periodRange('thisQuarter', '2027-02-10', calendarYear)).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
    });
  });

  it('nests today in this week, this month, this quarter and this year, on any day and year start', () => {
    const nested: PeriodPreset[] = ['today', 'thisMonth', 'thisQuarter', 'thisYear'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        (d, yearStartMonth) => {
          const today = d.toISOString().slice(0, 10);
          const ranges = nested.map((p) => periodRange(p, today, { yearStartMonth }));
          for (let i = 1; i < ranges.length; i++) {
            const [inner, outer] = [ranges[i - 1]!, ranges[i]!];
            expect(inner.from >= outer.from && inner.to <= outer.to).toBe(true);
          }
          const week = periodRange('thisWeek', today);
          expect(week.from <= today && today <= week.to).toBe(true);
          const last = periodRange('lastYear', today, { yearStartMonth });
          expect(monthsOf(last)).toHaveLength(12);
          expect(monthsOf(ranges[3]!)).toHaveLength(12);
          expect(monthsOf(ranges[2]!)).toHaveLength(3);
        },
      ),
    );
  });

  it('takes the day in the mill’s time zone, not the server’s', () => {
    // 20:00 UTC on 23 Nov is already 01:30 on 24 Nov in Kolkata.
    expect(dayInZone(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(dayInZone(new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
  });
});
