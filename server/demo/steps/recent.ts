import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, machines, suppliers } from '../../db/schema';
import type { Rng } from '../random';
import { dayInZone } from '../../../rules/periods';
import { millMidnight } from '../../domains/gate/time';
import { dayMs, pad } from '../step';

/**
 * Helpers of the demo's recent documents (orders, work orders, batches). Unlike masters, these lie
 * in the days before today, so the screens' "open" and "this month" views have content on any day;
 * the same seed on the same day gives the same rows, and counts and statuses never depend on the day.
 */

/**
 * The mill's today (India time, whatever the server's clock says) as 00:00 UTC of its date: every
 * recent document is dated a whole number of days before it. A time of day is added to it as the
 * mill's clock reads, and `happened` turns the sum into the instant. From 18:30 UTC the mill is
 * already in the next day, and its reports of today must have that day's documents.
 */
export const millTodayMs = (now = Date.now()): number => Date.parse(dayInZone(new Date(now)));

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** How many whole days before `today` (a millTodayMs) a `YYYY-MM-DD` day is. */
export const ageOf = (day: string, today: number): number =>
  Math.round((today - Date.parse(day)) / dayMs);

/** The instant a demo time names: its date and its time of day, read on the mill's clock. */
const instantOf = (ms: number): number => millMidnight(isoDay(ms)).getTime() + (ms % dayMs);

/**
 * A document `age` days old, with its ERPNext `modified` a little later, never in the future: at
 * the latest the mill's midnight, so the same seed on the same day gives the same rows.
 */
export function dated(rng: Rng, age: number): { date: string; modified: Date } {
  const today = millTodayMs();
  const at = today - age * dayMs;
  const touched = at + rng.int(0, Math.min(age, 10)) * dayMs + rng.int(6, 20) * 3_600_000;
  return { date: isoDay(at), modified: new Date(Math.min(instantOf(touched), instantOf(today))) };
}

/** Ages of `n` documents within the last `days` days, oldest first, so numbers rise with dates. */
export const agesOldestFirst = (rng: Rng, n: number, days = 120): number[] =>
  Array.from({ length: n }, () => rng.int(0, days - 1)).sort((a, b) => b - a);

/** ERPNext's naming series `PREFIX-.YYYY.-.#####`: the counter restarts every year. */
export function namingSeries(prefix: string): (date: string) => string {
  const counters = new Map<string, number>();
  return (date) => {
    const year = date.slice(0, 4);
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    return `${prefix}-${year}-${pad(n, 5)}`;
  };
}

/**
 * How much of an order has come in, by its age: old orders are (nearly) done, recent ones have
 * barely started. A fraction in [0, 1].
 */
export function receivedShare(rng: Rng, age: number): number {
  if (age >= 60) return rng.chance(0.75) ? 1 : 0.8 + rng.int(0, 15) / 100;
  if (age >= 20) return rng.chance(0.2) ? 1 : 0.3 + rng.int(0, 60) / 100;
  return rng.chance(0.5) ? 0 : 0.1 + rng.int(0, 30) / 100;
}

/** Kilograms rounded to the step the mill orders in. */
export const kgBetween = (rng: Rng, min: number, max: number, step = 10): number =>
  Math.round(rng.int(min, max) / step) * step;

export const share = (kg: number, fraction: number): number => Math.round(kg * fraction * 10) / 10;

/** The masters the recent documents draw from, in a fixed order so the draws repeat. */
export async function fabricItemCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: items.itemCode })
    .from(items)
    .where(eq(items.itemGroup, 'Fabric'))
    .orderBy(asc(items.itemCode));
  return rows.map((r) => r.code);
}

export async function suppliersOfGroup(db: Db, group: string): Promise<string[]> {
  const rows = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.supplierGroup, group))
    .orderBy(asc(suppliers.name));
  return rows.map((r) => r.name);
}

export async function circularMachines(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: machines.name })
    .from(machines)
    .where(eq(machines.kind, 'circular'))
    .orderBy(asc(machines.name));
  return rows.map((r) => r.name);
}

/** A step needs its masters: a clear message beats an empty pick list when the order is wrong. */
export function needs<T>(rows: readonly T[], what: string): readonly T[] {
  if (rows.length === 0) throw new Error(`Demo orders need ${what}; run their step first.`);
  return rows;
}

/** Shades the demo mill dyes fabric in. */
export const shades = [
  'White',
  'Black',
  'Navy',
  'Royal Blue',
  'Sky Blue',
  'Maroon',
  'Bottle Green',
  'Grey Melange',
  'Red',
  'Mustard',
  'Olive',
  'Peach',
] as const;

/**
 * The instant of a demo time: a day of `millTodayMs` plus the mill's clock time. A time of today
 * (or later) is squeezed, in order, into the part of the mill's today already gone, so nothing is
 * stamped later than now (a live screen orders by it). Times of earlier days stay as they are.
 */
export function happened(ms: number, now = Date.now()): Date {
  const today = millTodayMs(now);
  if (ms < today) return new Date(instantOf(ms));
  const start = instantOf(today);
  return new Date(start + Math.min(ms - today, dayMs - 1) * ((now - start) / dayMs));
}
