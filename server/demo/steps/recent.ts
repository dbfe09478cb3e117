import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, machines, suppliers } from '../../db/schema';
import type { Rng } from '../random';
import { dayMs, pad } from '../step';

/**
 * Helpers of the demo's recent documents (orders, work orders, batches). Unlike masters, these lie
 * in the days before today, so the screens' "open" and "this month" views have content on any day;
 * the same seed on the same day gives the same rows, and counts and statuses never depend on the day.
 */

/** Today at 00:00 UTC: every recent document is dated a whole number of days before it. */
export const todayUtc = (): number => Math.floor(Date.now() / dayMs) * dayMs;

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A document `age` days old, with its ERPNext `modified` a little later, never in the future. */
export function dated(rng: Rng, age: number): { date: string; modified: Date } {
  const today = todayUtc();
  const at = today - age * dayMs;
  const touched = at + rng.int(0, Math.min(age, 10)) * dayMs + rng.int(6, 20) * 3_600_000;
  return { date: isoDay(at), modified: new Date(Math.min(touched, today)) };
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
 * A time of a demo document as it can have happened: a time of today (UTC) is squeezed, in order,
 * into the part of today already gone, so a report of today is never stamped later than now (a
 * live screen orders by it). Times of earlier days stay as they are.
 */
export function happened(ms: number, now = Date.now()): Date {
  const today = Math.floor(now / dayMs) * dayMs;
  if (ms < today) return new Date(ms);
  return new Date(today + Math.min(ms - today, dayMs - 1) * ((now - today) / dayMs));
}
