import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayInZone } from '../../../rules/periods';
import { runs } from '../../../tests/support/depth';
import { DAY_MS, millDate, millDays } from './time';

const minute = 60_000;
// 18:30 UTC is the mill's midnight; 00:00 UTC is 05:30 in the mill, when only the UTC date turns.
const edges = ['2024-02-28', '2024-02-29', '2025-12-31', '2026-11-23'].flatMap((day) => [
  Date.parse(`${day}T18:30:00Z`),
  Date.parse(`${day}T00:00:00Z`),
]);
const near = [-DAY_MS / 2, -minute, -1, 0, 1, minute, DAY_MS / 2];

describe('the mill’s date', () => {
  it('is the same by the fixed offset as by the time zone, around its midnight and UTC’s', () => {
    for (const edge of edges)
      for (const d of near) expect(millDate(edge + d)).toBe(dayInZone(new Date(edge + d)));
    expect(millDate(Date.parse('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(millDate(Date.parse('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('is the same by the fixed offset as by the time zone at any instant of these decades', () => {
    const instant = fc.integer({
      min: Date.parse('1970-01-01T00:00:00Z'),
      max: Date.parse('2100-01-01T00:00:00Z'),
    });
    // Cheap: as many runs in the quick loop as in a deep run.
    fc.assert(
      fc.property(instant, (at) => millDate(at) === dayInZone(new Date(at))),
      { numRuns: runs(100, 100) },
    );
  });

  it('is the same day as rules/periods’ mill day, whichever way it is asked', () => {
    const at = Date.parse('2026-11-23T20:00:00Z');
    expect(dayInZone(new Date(at))).toBe('2026-11-24');
    expect(millDate(at)).toBe('2026-11-24');
  });

  it('starts and ends its days at 18:30 UTC', () => {
    expect(millDays('2026-11-24', '2026-11-24')).toEqual({
      start: new Date('2026-11-23T18:30:00Z'),
      end: new Date('2026-11-24T18:30:00Z'),
    });
  });
});
