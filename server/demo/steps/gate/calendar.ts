import type { Db } from '../../../db/client';
import { holidays, shiftTypes } from '../../../db/schema';
import { DAY_MS, millDate } from '../../../domains/gate/time';
import { demoShifts, festivalHolidays } from '../../catalogue/gate';
import type { Rng } from '../../random';

/** The gate's days: the last 90 days and today, in mill time (UTC+05:30). */
export const DAYS = 90;
export const minutes = (n: number) => n * 60_000;
export const days = (today: string): string[] =>
  Array.from({ length: DAYS + 1 }, (_, i) => millDate(Date.parse(today) - (DAYS - i) * DAY_MS));
/** Sunday is 0; a mill date's weekday is its calendar date's. */
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** Random digits and capital letters, for ID numbers, phones and vehicle plates. */
export const digits = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.int(0, 9)).join('');
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const letter = (rng: Rng) => letters.charAt(rng.int(0, 25));

export async function shiftsAndHolidays(db: Db, all: string[]): Promise<Set<string>> {
  await db.insert(shiftTypes).values([...demoShifts]);
  const closed = new Map<string, { description: string; weeklyOff: boolean }>();
  for (const day of all) {
    if (weekday(day) === 0) closed.set(day, { description: 'Sunday', weeklyOff: true });
    const festival = festivalHolidays.find(([md]) => day.slice(5) === md);
    if (festival) closed.set(day, { description: festival[1], weeklyOff: false });
  }
  await db.insert(holidays).values([...closed].map(([holidayDate, h]) => ({ holidayDate, ...h })));
  return new Set([...closed].filter(([, h]) => !h.weeklyOff).map(([d]) => d));
}
