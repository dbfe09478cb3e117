import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, oneDay } from '../core/fields';
import { peopleNameCalls, tamilName } from './names';

/**
 * The seed's clients send no parameter and mean "today", so jsonTodayDate is optional and the
 * server fills in today's date in the mill's time zone; newer screens pass it to look at another day.
 */
const optionalDay = oneDay.partial();

/**
 * A day's status: ERPNext's attendance statuses, and `Holiday` for a day on the mill's holiday
 * list that someone did not come in on (not counted as absent).
 */
export const attendanceStatuses = [
  'Present',
  'Absent',
  'Half Day',
  'On Leave',
  'Work From Home',
  'Holiday',
] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** One punch of the biometric device (ERPNext's Employee Checkin). */
export const punchRow = z.object({
  time: z.iso.datetime({ offset: true }),
  /** IN or OUT as the device logged it; null when the device does not tell. */
  logType: z.enum(['IN', 'OUT']).nullable(),
  /** The device (the gate or door) it was made at. */
  device: z.string().nullable(),
});
export type PunchRow = z.infer<typeof punchRow>;

export const attendanceRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  designation: z.string().nullable(),
  /** The Tamil names of the designation, department and shift (contract/gate/names.ts). */
  designationTa: tamilName,
  department: z.string().nullable(),
  departmentTa: tamilName,
  status: z.enum(attendanceStatuses),
  /** The shift worked (or assigned), e.g. `General`, `A`; null when nothing says. */
  shift: z.string().nullable(),
  shiftTa: tamilName,
  /** First punch after the shift's start plus its grace minutes. */
  late: z.boolean(),
  /** Minutes after the shift's start the first punch came; null when not late. */
  lateByMinutes: z.number().int().nonnegative().nullable(),
  /** First and last biometric punches of the day; null when there was none. */
  firstIn: z.iso.datetime({ offset: true }).nullable(),
  lastOut: z.iso.datetime({ offset: true }).nullable(),
  workingHours: z.number().nonnegative().nullable(),
  /** Every punch of the day behind the status, in time order. */
  punches: z.array(punchRow),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const designationAttendanceRow = z.object({
  designation: z.string(),
  designationTa: tamilName,
  total: count,
  present: count,
  absent: count,
  halfDay: count,
  onLeave: count,
  workFromHome: count,
  holiday: count,
  /** Of those present or on a half day, how many came late. */
  late: count,
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
    summary: 'Head counts present, absent, on leave and late per designation for the day.',
    input: optionalDay,
    output: z.array(designationAttendanceRow),
  }),
  // Saving a Tamil name makes the attendance's lists stale: the calls share this domain.
  ...peopleNameCalls,
});
