/**
 * Reading a call's answer the way a panel's definition says: pure functions, no React, so what a
 * figure is (a field, a top-N list with "others", a downsampled trend, a change against the
 * previous period) is tested apart from how it is drawn.
 */
import { monthsOf } from '@rules/periods';
import { isoDay, type DateRange } from '../../lib/datePresets';

export type Row = Readonly<Record<string, unknown>>;

/** The value at `path` ("greige.rolls") of an answer, or undefined. */
export function pick(answer: unknown, path: string): unknown {
  let at: unknown = answer;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A number at `path`, or null when the answer has none there (a rate of no fabric). */
export function pickNumber(answer: unknown, path: string): number | null {
  const v = pick(answer, path);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The rows of a list answer; anything else is no rows. */
export const rowsOf = (answer: unknown): Row[] =>
  Array.isArray(answer) ? answer.filter((r): r is Row => typeof r === 'object' && r !== null) : [];

const DAY_MS = 86_400_000;
const parseDay = (iso: string) => {
  const [y, mo, d] = iso.split('-').map(Number);
  return new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1);
};
export const addDays = (iso: string, n: number): string => {
  const d = parseDay(iso);
  return isoDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() + n));
};
/** Days in an inclusive range (1 for a single day); calendar days, whatever the clock change. */
export const daysIn = (r: DateRange): number =>
  Math.round((parseDay(r.to).getTime() - parseDay(r.from).getTime()) / DAY_MS) + 1;

/** The period of equal length that ends the day before `r` starts: what a tile's change is against. */
export const previousRange = (r: DateRange): DateRange => ({
  from: addDays(r.from, -daysIn(r)),
  to: addDays(r.from, -1),
});

/**
 * A figure's change against the previous period, in percent points: null when the previous
 * period had nothing (no base to compare with) or either figure is unknown.
 */
export function changePct(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return ((now - before) / Math.abs(before)) * 100;
}

export interface Slice {
  /** The bar's key as the server groups by it; null for "others", which cannot be drilled. */
  key: string | null;
  label: string;
  value: number;
  row: Row;
}

/**
 * The `top` largest rows by `value`, then one "others" slice summing every field of the rest,
 * so the slices still add up to the whole. Ties keep the server's order.
 */
export function topSlices(
  rows: readonly Row[],
  spec: { key: string; label: string; value: string; top: number },
  names: { others: string; empty: string },
): Slice[] {
  const sorted = rows
    .map((row, i) => ({ row, i, value: pickNumber(row, spec.value) ?? 0 }))
    .sort((a, b) => b.value - a.value || a.i - b.i);
  const slices: Slice[] = sorted.slice(0, spec.top).map(({ row, value }) => {
    const key = String(pick(row, spec.key) ?? '');
    const label = String(pick(row, spec.label) ?? '') || key;
    return { key, label: key === '' && label === '' ? names.empty : label, value, row };
  });
  const rest = sorted.slice(spec.top);
  if (rest.length > 0) {
    const sum: Record<string, number> = {};
    for (const { row } of rest)
      for (const [field, v] of Object.entries(row))
        if (typeof v === 'number') sum[field] = (sum[field] ?? 0) + v;
    slices.push({
      key: null,
      label: names.others,
      value: rest.reduce((s, r) => s + r.value, 0),
      row: sum,
    });
  }
  return slices;
}

export interface TrendPoint {
  /** The first and last day the point sums (the same day unless downsampled). */
  from: string;
  to: string;
  values: Record<string, number>;
}

/**
 * Day rows as points over every day of `range` (a day without rows is a zero, not a gap), summed
 * into buckets of equal days when there are more than `maxPoints`: a year stays readable as
 * about 53 weekly bars, and each point still says which days it holds, for its drill-down.
 */
export function trendPoints(
  rows: readonly Row[],
  spec: { date: string; fields: readonly string[] },
  range: DateRange,
  maxPoints: number,
): TrendPoint[] {
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const day = String(pick(row, spec.date) ?? '');
    const at = byDay.get(day) ?? {};
    for (const f of spec.fields) at[f] = (at[f] ?? 0) + (pickNumber(row, f) ?? 0);
    byDay.set(day, at);
  }
  const days = Math.min(daysIn(range), 366);
  const size = Math.max(1, Math.ceil(days / maxPoints));
  const points: TrendPoint[] = [];
  for (let i = 0; i < days; i += size) {
    const from = addDays(range.from, i);
    const to = addDays(range.from, Math.min(i + size, days) - 1);
    const values: Record<string, number> = Object.fromEntries(spec.fields.map((f) => [f, 0]));
    for (let j = i; j < Math.min(i + size, days); j++) {
      const day = byDay.get(addDays(range.from, j));
      if (day) for (const f of spec.fields) values[f] = (values[f] ?? 0) + (day[f] ?? 0);
    }
    points.push({ from, to, values });
  }
  return points;
}

/**
 * Month rows (`YYYY-MM` in `date`) as one point per month of `range`, a month without rows a
 * zero: the sales year's chart draws all twelve months, the ones to come as well.
 */
export function monthPoints(
  rows: readonly Row[],
  spec: { date: string; fields: readonly string[] },
  range: DateRange,
): TrendPoint[] {
  return monthsOf(range).map((month) => {
    const values: Record<string, number> = Object.fromEntries(spec.fields.map((f) => [f, 0]));
    for (const row of rows)
      if (String(pick(row, spec.date) ?? '') === month)
        for (const f of spec.fields) values[f] = (values[f] ?? 0) + (pickNumber(row, f) ?? 0);
    const last = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
    return { from: `${month}-01`, to: last, values };
  });
}
