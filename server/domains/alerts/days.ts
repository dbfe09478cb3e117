import { DAY_MS, millDate, millMidnight } from '../gate/time';

/**
 * Days of the mill (India time, midnight at 18:30 UTC): a digest is the mill day's, a machine's
 * trend counts rolls by their report's day, whatever time zone the server runs in.
 */

/** The mill day `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The mill day of an instant and the hour of that day its clock shows (0–23). */
export function millDayAndHour(at: Date): { day: string; hour: number } {
  const day = millDate(at);
  return { day, hour: Math.floor((at.getTime() - millMidnight(day).getTime()) / 3_600_000) };
}

/** The days from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
