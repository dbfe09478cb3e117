import { periodPresets, periodRange, type PeriodPreset, type PeriodRange } from '@rules/periods';

/**
 * The seed's named date ranges for report filters, on the device's calendar: the rule itself
 * (weeks from Monday, quarters and years) is rules/periods.ts, which the server applies too.
 * Their names are messages in datePresetLabels.ts: this module is part of the app's start (the
 * preferences read it), the names only of the screens that show them.
 */
export const datePresets = periodPresets;
export type DatePreset = PeriodPreset;
export type DateRange = PeriodRange;

const pad = (n: number) => String(n).padStart(2, '0');
/** Local calendar date as `YYYY-MM-DD` (toISOString would shift it to UTC). */
export const isoDay = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The range a preset names on the device's day `now`, on the calendar year; `custom` keeps the
 * given range (today if none).
 */
export const presetRange = (
  preset: DatePreset,
  now = new Date(),
  custom?: Partial<DateRange>,
): DateRange => periodRange(preset, isoDay(now), undefined, custom);
