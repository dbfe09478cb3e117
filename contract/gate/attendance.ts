import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, oneDay } from '../core/fields';

/**
 * The seed's clients send no parameter and mean "today", so jsonTodayDate is optional and the
 * server fills in today's date in the mill's time zone; newer screens pass it to look at another day.
 */
const optionalDay = oneDay.partial();

export const attendanceStatuses = [
  'Present',
  'Absent',
  'Half Day',
  'On Leave',
  'Work From Home',
] as const;

export const attendanceRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  status: z.enum(attendanceStatuses),
  /** First and last biometric punches of the day; null when there was none. */
  firstIn: z.iso.datetime({ offset: true }).nullable(),
  lastOut: z.iso.datetime({ offset: true }).nullable(),
  workingHours: z.number().nonnegative().nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const designationAttendanceRow = z.object({
  designation: z.string(),
  total: count,
  present: count,
  absent: count,
  halfDay: count,
  onLeave: count,
});
export type DesignationAttendanceRow = z.infer<typeof designationAttendanceRow>;

export const attendanceCalls = defineCalls({
  getAttendanceDataFromDB: defineCall({
    name: 'getAttendanceDataFromDB',
    service: 'gate',
    kind: 'read',
    access: ['attendance-list'],
    summary: 'Every active employee with their attendance and punches for the day.',
    input: optionalDay,
    output: z.array(attendanceRow),
  }),
  getAttendanceDataDesignationWiseFromDB: defineCall({
    name: 'getAttendanceDataDesignationWiseFromDB',
    service: 'gate',
    kind: 'read',
    access: ['attendance-list'],
    summary: 'Head counts present, absent and on leave per designation for the day.',
    input: optionalDay,
    output: z.array(designationAttendanceRow),
  }),
});
