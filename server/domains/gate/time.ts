/**
 * The mill's clock. The gate and the biometric devices keep India time (UTC+05:30, no daylight
 * saving), so a day of the visitor register or of attendance runs from midnight to midnight there,
 * whatever time zone the server runs in.
 */
import { millTimeZone } from '../../../rules/periods';

// A fixed offset rather than Intl: India has kept +05:30 all year since 1945 (no daylight saving),
// so it gives the same dates as `dayInZone` without building a formatter per scan or report row.
const OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The mill's calendar date of an instant, `YYYY-MM-DD`. */
export const millDate = (at: Date | number): string =>
  new Date(+at + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a mill day starts (its midnight, in UTC). */
export const millMidnight = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** `[start, end)` of the mill days from `from` to `to`, both included: for indexed range scans. */
export const millDays = (from: string, to: string): { start: Date; end: Date } => ({
  start: millMidnight(from),
  end: new Date(millMidnight(to).getTime() + DAY_MS),
});

/** The instant of `HH:MM` mill time on a mill day. */
export const millTimeOn = (day: string, hhmm: string): Date => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(millMidnight(day).getTime() + (h * 60 + m) * 60_000);
};

/** `14:05` mill time, for messages a guard or a host reads. */
export const millClock = (at: Date): string =>
  new Date(+at + OFFSET_MS).toISOString().slice(11, 16);

/** `3 Mar 2025, 14:05` mill time. */
export const millDateTime = (at: Date): string =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: millTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
