import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { createTestDatabase } from '../../../tests/support/db';
import {
  attendanceRecords,
  employeeCheckins,
  employees,
  holidays,
  shiftTypes,
  tamilNames,
} from '../../db/schema';
import { handlerCtx } from '../../../tests/support/demo';
import { gateHandlers as h } from '.';
import { millTimeOn } from './time';

/**
 * A small known staff on one day, 2025-03-04 (a Tuesday), so every status, lateness and count is
 * worked out by hand: the day shift starts at 09:00 with 10 minutes' grace, the night shift C at
 * 22:00 with 5.
 */
const { db } = await createTestDatabase();
const ctx = handlerCtx(db);
const day = '2025-03-04';
const holiday = '2025-03-09';
const at = (hhmm: string, on = day) => millTimeOn(on, hhmm);

await db.insert(shiftTypes).values([
  { name: 'General', startTime: '09:00', endTime: '17:30', lateGraceMinutes: 10 },
  { name: 'C', startTime: '22:00', endTime: '06:00', lateGraceMinutes: 5 },
]);
const staff = [
  ['E1', 'Anand Ontime', 'Supervisor'],
  ['E2', 'Bala Late', 'Supervisor'],
  ['E3', 'Chitra Absent', 'Operator'],
  ['E4', 'Deepa Leave', 'Operator'],
  ['E5', 'Elango Half', 'Operator'],
  ['E6', 'Farida Night', 'Operator'],
  ['E7', 'Gopal Grace', 'Supervisor'],
  ['E8', 'Hari Gone', 'Operator'],
] as const;
await db.insert(employees).values(
  staff.map(([employeeId, employeeName, designation]) => ({
    employeeId,
    employeeName,
    designation,
    department: designation === 'Operator' ? 'Knitting' : 'Quality',
    active: employeeId !== 'E8',
  })),
);
let n = 0;
const punch = (
  employeeId: string,
  time: Date,
  logType: 'IN' | 'OUT',
  shift = 'General',
  on = day,
) => ({
  name: `CK-${++n}`,
  employeeId,
  time,
  logType,
  deviceId: 'Main Gate',
  shift,
  attendanceDate: on,
});
await db.insert(employeeCheckins).values([
  punch('E1', at('08:52'), 'IN'),
  punch('E1', at('13:02'), 'OUT'),
  punch('E1', at('13:31'), 'IN'),
  punch('E1', at('17:40'), 'OUT'),
  punch('E2', at('09:25'), 'IN'),
  punch('E2', at('17:35'), 'OUT'),
  punch('E5', at('09:40'), 'IN'),
  punch('E5', at('13:40'), 'OUT'),
  // The night shift's morning punch belongs to the day the shift began.
  punch('E6', at('22:20'), 'IN', 'C'),
  punch('E6', at('06:05', '2025-03-05'), 'OUT', 'C'),
  punch('E7', at('09:10'), 'IN'),
  punch('E8', at('09:00'), 'IN'),
  punch('E1', at('09:30', holiday), 'IN', 'General', holiday),
]);
await db.insert(attendanceRecords).values([
  {
    name: 'ATT-1',
    employeeId: 'E4',
    attendanceDate: day,
    status: 'On Leave',
    leaveType: 'Sick Leave',
  },
  { name: 'ATT-2', employeeId: 'E5', attendanceDate: day, status: 'Half Day', shift: 'General' },
]);
await db.insert(holidays).values({ holidayDate: holiday, description: 'Sunday', weeklyOff: true });

const list = async (date = day) =>
  calls.getAttendanceDataFromDB.output.parse(
    await h.getAttendanceDataFromDB(ctx, { jsonTodayDate: date }),
  );
const byId = async (date = day) => new Map((await list(date)).map((r) => [r.employeeId, r]));

describe("a day's attendance", () => {
  it('lists every active employee with their status, lateness and the punches behind it', async () => {
    const rows = await byId();
    expect([...rows.keys()].sort()).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7']);
    expect(rows.get('E1')).toMatchObject({
      status: 'Present',
      shift: 'General',
      late: false,
      lateByMinutes: null,
      firstIn: at('08:52').toISOString(),
      lastOut: at('17:40').toISOString(),
      workingHours: 8.8,
    });
    expect(rows.get('E1')?.punches.map((p) => p.logType)).toEqual(['IN', 'OUT', 'IN', 'OUT']);
    expect(rows.get('E2')).toMatchObject({ status: 'Present', late: true, lateByMinutes: 25 });
    expect(rows.get('E3')).toMatchObject({
      status: 'Absent',
      late: false,
      firstIn: null,
      punches: [],
    });
    expect(rows.get('E4')).toMatchObject({ status: 'On Leave', punches: [] });
    expect(rows.get('E5')).toMatchObject({
      status: 'Half Day',
      late: true,
      lateByMinutes: 40,
      workingHours: 4,
    });
    expect(rows.get('E6')).toMatchObject({
      status: 'Present',
      shift: 'C',
      late: true,
      lateByMinutes: 20,
      lastOut: at('06:05', '2025-03-05').toISOString(),
    });
    // Ten minutes after the start is still within the grace.
    expect(rows.get('E7')).toMatchObject({
      status: 'Present',
      late: false,
      lastOut: null,
      workingHours: null,
    });
  });

  it('counts each designation present, absent, on leave, half day and late', async () => {
    const rows = calls.getAttendanceDataDesignationWiseFromDB.output.parse(
      await h.getAttendanceDataDesignationWiseFromDB(ctx, { jsonTodayDate: day }),
    );
    expect(rows).toEqual([
      {
        designation: 'Operator',
        designationTa: null,
        total: 4,
        present: 1,
        absent: 1,
        halfDay: 1,
        onLeave: 1,
        workFromHome: 0,
        holiday: 0,
        late: 2,
      },
      {
        designation: 'Supervisor',
        designationTa: null,
        total: 3,
        present: 3,
        absent: 0,
        halfDay: 0,
        onLeave: 0,
        workFromHome: 0,
        holiday: 0,
        late: 1,
      },
    ]);
  });

  it('does not count a day off on the holiday list as absent', async () => {
    const rows = await byId(holiday);
    expect(rows.get('E1')).toMatchObject({ status: 'Present', late: true });
    expect(rows.get('E2')?.status).toBe('Holiday');
    const counts = await h.getAttendanceDataDesignationWiseFromDB(ctx, { jsonTodayDate: holiday });
    expect(counts.reduce((s, r) => s + r.absent, 0)).toBe(0);
  });

  it("answers today's attendance when no day is given", async () => {
    const rows = await h.getAttendanceDataFromDB(ctx, {});
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.status === 'Absent' && r.punches.length === 0)).toBe(true);
  });
});

describe('the words of attendance in Tamil', () => {
  it('answers the Tamil name of a designation, department and shift beside the English', async () => {
    await db.insert(tamilNames).values([
      { kind: 'designation', name: 'Operator', nameTa: 'ஆப்பரேட்டர்' },
      { kind: 'department', name: 'Knitting', nameTa: 'பின்னலாடை' },
      { kind: 'shift', name: 'C', nameTa: 'சி ஷிஃப்ட்' },
    ]);
    try {
      const rows = await byId();
      expect(rows.get('E6')).toMatchObject({
        designation: 'Operator',
        designationTa: 'ஆப்பரேட்டர்',
        department: 'Knitting',
        departmentTa: 'பின்னலாடை',
        shift: 'C',
        shiftTa: 'சி ஷிஃப்ட்',
      });
      // A word no one has named in Tamil answers null: the screen shows the English.
      expect(rows.get('E1')).toMatchObject({
        designationTa: null,
        departmentTa: null,
        shift: 'General',
        shiftTa: null,
      });
      const counts = calls.getAttendanceDataDesignationWiseFromDB.output.parse(
        await h.getAttendanceDataDesignationWiseFromDB(ctx, { jsonTodayDate: day }),
      );
      expect(counts.map((r) => [r.designation, r.designationTa])).toEqual([
        ['Operator', 'ஆப்பரேட்டர்'],
        ['Supervisor', null],
      ]);
    } finally {
      await db.delete(tamilNames);
    }
  });
});
