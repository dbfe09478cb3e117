import { describe, expect, it } from 'vitest';
import { dayMs } from '../step';
import { happened, isoDay, millTodayMs } from './recent';

/**
 * The demo's days are the mill's (India time): at 19:00 UTC it is already 00:30 the next day
 * there, and the screens' "today" must find that day's documents, none of them stamped after now.
 */
const evening = Date.parse('2026-11-24T19:00:00Z');
const hour = 3_600_000;

describe('the demo’s today', () => {
  it('is the mill’s date, not the server’s', () => {
    expect(isoDay(millTodayMs(evening))).toBe('2026-11-25');
    expect(isoDay(millTodayMs(Date.parse('2026-11-24T18:29:00Z')))).toBe('2026-11-24');
  });

  it('puts a time of an earlier day on the mill’s clock', () => {
    const yesterday10 = millTodayMs(evening) - dayMs + 10 * hour;
    // 10:00 India time on the 24th is 04:30 UTC.
    expect(happened(yesterday10, evening).toISOString()).toBe('2026-11-24T04:30:00.000Z');
  });

  it('squeezes today’s times, in order, into the half hour gone since the mill’s midnight', () => {
    const today = millTodayMs(evening);
    const times = [6, 8, 14, 23].map((h) => happened(today + h * hour, evening).getTime());
    const midnight = Date.parse('2026-11-24T18:30:00Z');
    expect(times.every((t) => t >= midnight && t <= evening)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // A time past today (a promised delivery) is still not later than now.
    expect(happened(today + 3 * dayMs, evening).getTime()).toBeLessThanOrEqual(evening);
  });
});
