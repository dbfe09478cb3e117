import { sql, type SQL } from 'drizzle-orm';

/**
 * What the production figures count (docs/decisions/021-production-figures.md): fabric knitted in
 * the mill is a greige roll with a knitting machine from a job card or work order (or from no named
 * document); bought and subcontracted rolls are received, not produced, and stay out. Every fabric
 * figure and its drill-down filter greige rolls with this one condition, so they always agree.
 */
export const knittedHere: SQL = sql.raw(
  `g.machine is not null and (g.source_kind is null or g.source_kind in ('jobCard', 'workOrder'))`,
);

/** Knitted fabric produced from `from` to `to`, both days included. */
export const producedIn = (from: string, to: string): SQL =>
  sql`${knittedHere} and g.produced_on between ${from}::date and ${to}::date`;

/** Kilograms to the gram: sums of numerics read back as floats drift in the last digits. */
export const grams = (kg: number): number => Math.round(kg * 1000) / 1000;

/** Every day from `from` to `to`, so a trend shows a day without production as a zero. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** `day` and the six days before it: the CC day-wise views' week. */
export function weekEndingOn(day: string): { from: string; to: string } {
  return { from: new Date(Date.parse(day) - 6 * 86_400_000).toISOString().slice(0, 10), to: day };
}

/** The key a shift is grouped under when a roll has none recorded. */
export const noShift = 'none';
