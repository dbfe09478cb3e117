/**
 * The seed's named date ranges for report filters. Weeks start on Monday (the mill's week);
 * ranges are inclusive ISO dates in the device's local time, as the inspector reads the calendar.
 * Their names are messages in datePresetLabels.ts: this module is part of the app's start (the
 * preferences read it), the names only of the screens that show them.
 */
export const datePresets = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
  'custom',
] as const;
export type DatePreset = (typeof datePresets)[number];

export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Local calendar date as `YYYY-MM-DD` (toISOString would shift it to UTC). */
export const isoDay = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const day = (y: number, m: number, d: number) => isoDay(new Date(y, m, d));

/** The range a preset names on the day `now`; `custom` keeps the given range (today if none). */
export function presetRange(
  preset: DatePreset,
  now = new Date(),
  custom?: Partial<DateRange>,
): DateRange {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (preset) {
    case 'today':
      return { from: isoDay(now), to: isoDay(now) };
    case 'yesterday':
      return { from: day(y, m, d - 1), to: day(y, m, d - 1) };
    case 'thisWeek': {
      // getDay(): Sunday = 0; Monday starts the week, so Sunday is the week's 7th day.
      const sinceMonday = (now.getDay() + 6) % 7;
      return { from: day(y, m, d - sinceMonday), to: day(y, m, d - sinceMonday + 6) };
    }
    case 'thisMonth':
      return { from: day(y, m, 1), to: day(y, m + 1, 0) };
    case 'thisQuarter': {
      const q = Math.floor(m / 3) * 3;
      return { from: day(y, q, 1), to: day(y, q + 3, 0) };
    }
    case 'thisYear':
      return { from: day(y, 0, 1), to: day(y, 11, 31) };
    case 'lastYear':
      return { from: day(y - 1, 0, 1), to: day(y - 1, 11, 31) };
    case 'custom': {
      const from = custom?.from ?? isoDay(now);
      const to = custom?.to ?? from;
      return to < from ? { from: to, to: from } : { from, to };
    }
  }
}
