/** The attendance list's address: the day shown (today when absent). */
import { isoDate, object, optional, type Input } from '@contract/search';

export const attendanceSearch = object({ day: optional(isoDate) });
export type AttendanceSearch = Input<typeof attendanceSearch>;
