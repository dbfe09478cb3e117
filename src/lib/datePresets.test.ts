import { describe, expect, it } from 'vitest';
import { presetRange } from './datePresets';

// Sunday 22 Nov 2026: the week that contains it started on Monday 16 Nov.
const sunday = new Date(2026, 10, 22, 15, 30);
const wednesday = new Date(2026, 1, 4, 9, 0);

describe('date presets', () => {
  it.each([
    ['today', sunday, '2026-11-22', '2026-11-22'],
    ['yesterday', sunday, '2026-11-21', '2026-11-21'],
    ['thisWeek', sunday, '2026-11-16', '2026-11-22'],
    ['thisWeek', wednesday, '2026-02-02', '2026-02-08'],
    ['thisMonth', wednesday, '2026-02-01', '2026-02-28'],
    ['thisQuarter', sunday, '2026-10-01', '2026-12-31'],
    ['thisQuarter', wednesday, '2026-01-01', '2026-03-31'],
    ['thisYear', sunday, '2026-01-01', '2026-12-31'],
    ['lastYear', sunday, '2025-01-01', '2025-12-31'],
  ] as const)('%s on %s runs from %s to %s', (preset, now, from, to) => {
    expect(presetRange(preset, now)).toEqual({ from, to });
  });

  it('yesterday crosses a month and a year boundary', () => {
    expect(presetRange('yesterday', new Date(2026, 0, 1))).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
  });

  it('a custom range keeps its dates and puts them in order', () => {
    expect(presetRange('custom', sunday, { from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
