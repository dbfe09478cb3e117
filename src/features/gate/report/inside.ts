/**
 * Who is still inside and for how long. The overstay limit comes from the visitor settings
 * (getVisitorSettings); until they are read, the server's default.
 */
import type { CallOutput, Calls } from '@contract';

export type VisitorRow = CallOutput<Calls['getVisitorReportFromDBAllData']>['rows'][number];

/** The settings' default limit: a visit longer than this is an overstay, checked with the host. */
export const OVERSTAY_MINUTES = 4 * 60;

/** Whole minutes between the visitor's entry and `now` (never negative on a clock a little off). */
export const minutesInside = (inTime: string, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(inTime)) / 60_000));

export const isOverstay = (minutes: number, limit = OVERSTAY_MINUTES): boolean => minutes > limit;

/** Hours and minutes of a duration, for the words "2 h 05 min". */
export const hoursAndMinutes = (minutes: number) => ({
  h: Math.floor(minutes / 60),
  m: minutes % 60,
});

export interface Inside {
  readonly row: VisitorRow;
  readonly minutes: number;
  readonly overstay: boolean;
}

/**
 * The visitors still inside, longest inside first (the ones to check on). A visit is an overstay
 * when the server said so as it answered, or it has passed the limit on this phone's clock since.
 */
export function stillInside(
  rows: readonly VisitorRow[],
  now: Date,
  limit = OVERSTAY_MINUTES,
): Inside[] {
  return rows
    .filter((r) => r.status === 'in' && r.outTime === null)
    .map((row) => {
      const minutes = minutesInside(row.inTime, now);
      return { row, minutes, overstay: row.overstay || isOverstay(minutes, limit) };
    })
    .sort((a, b) => b.minutes - a.minutes);
}
