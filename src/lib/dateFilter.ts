/**
 * A date filter in the address: a preset, or a custom range (`from`, `to`). Light (no zod): a
 * route's search reader is part of the app's start. Screens draw it with components/DateRangeFilter.
 */
import { isoDate, oneOf, optional } from '@contract/search';
import { dayInZone, periodRange, type YearStart } from '@rules/periods';
import { datePresets, presetRange, type DatePreset, type DateRange } from './datePresets';

/** The search fields of a date filter, to spread into a route's `object({...})`. */
export const dateFilterFields = (fallback: DatePreset) => ({
  preset: oneOf(datePresets, fallback),
  from: optional(isoDate),
  to: optional(isoDate),
});

export interface DateFilter {
  preset: DatePreset;
  from?: string;
  to?: string;
}

/**
 * The range a filter names on the day `now`: on the device's calendar, or, given a `year` (the
 * sales year, which may start in April), on the mill's day in its time zone, as the server reads it.
 */
export const dateFilterRange = (f: DateFilter, now = new Date(), year?: YearStart): DateRange =>
  year
    ? periodRange(f.preset, dayInZone(now), year, { from: f.from, to: f.to })
    : presetRange(f.preset, now, { from: f.from, to: f.to });
