import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attendanceRecords, employeeCheckins, employees } from '../../../db/schema';
import { DAY_MS, millTimeOn } from '../../../domains/gate/time';
import { insertInBatches } from '../../batch';
import { demoShifts, leaveTypes, punchDevices, shiftDesignations } from '../../catalogue/gate';
import type { Rng } from '../../random';
import { pad } from '../../step';
import { minutes, weekday } from './calendar';

interface Staff {
  employeeId: string;
  designation: string;
  office: boolean;
}

export async function attendance(
  db: Db,
  rng: Rng,
  all: string[],
  festivals: Set<string>,
): Promise<number> {
  const staff: Staff[] = (
    await db
      .select({
        employeeId: employees.employeeId,
        designation: employees.designation,
        email: employees.companyEmail,
      })
      .from(employees)
      .where(eq(employees.active, true))
      .orderBy(asc(employees.employeeId))
  ).map((e) => ({
    employeeId: e.employeeId,
    designation: e.designation,
    office: e.email !== null,
  }));
  const now = Date.now();
  const punches: (typeof employeeCheckins.$inferInsert)[] = [];
  const marks: (typeof attendanceRecords.$inferInsert)[] = [];
  const shiftOf = new Map<string, (typeof demoShifts)[number]>(demoShifts.map((s) => [s.name, s]));
  for (const [dayIndex, day] of all.entries()) {
    if (festivals.has(day)) continue;
    const week = Math.floor(dayIndex / 7);
    staff.forEach((e, i) => {
      const rotating = shiftDesignations.has(e.designation);
      if (!rotating && weekday(day) === 0) return;
      const shift = shiftOf.get(rotating ? (['A', 'B', 'C'][(i + week) % 3] ?? 'A') : 'General');
      if (!shift) return;
      const mark = (
        status: (typeof attendanceRecords.$inferInsert)['status'],
        leaveType?: string,
      ) =>
        marks.push({
          name: `HR-ATT-${pad(marks.length + 1, 7)}`,
          employeeId: e.employeeId,
          attendanceDate: day,
          status,
          leaveType: leaveType ?? null,
          shift: shift.name,
          modified: new Date(Date.parse(day) + DAY_MS),
        });
      const roll = rng.next();
      if (roll < 0.04) return; // absent, unannounced
      if (roll < 0.07) return void mark('On Leave', rng.pick(leaveTypes));
      if (e.office && roll < 0.08) return void mark('Work From Home');
      const halfDay = roll > 0.99;
      if (halfDay) mark('Half Day');
      const start = millTimeOn(day, shift.startTime).getTime();
      const length = halfDay
        ? minutes(240)
        : shift.name === 'General'
          ? minutes(510)
          : minutes(480);
      const late = rng.chance(0.08);
      const inAt = late
        ? start + minutes(shift.lateGraceMinutes + rng.int(1, 45))
        : start - minutes(rng.int(0, 25)) + minutes(rng.int(0, shift.lateGraceMinutes - 1));
      const outAt = start + length + minutes(rng.int(-10, 40));
      const device = rng.pick(punchDevices);
      const times: [number, 'IN' | 'OUT'][] = [[inAt, 'IN']];
      if (shift.name === 'General' && !halfDay && rng.chance(0.3)) {
        const lunch = millTimeOn(day, '13:00').getTime() + minutes(rng.int(-5, 10));
        times.push([lunch, 'OUT'], [lunch + minutes(rng.int(25, 40)), 'IN']);
      }
      times.push([outAt, 'OUT']);
      for (const [t, logType] of times) {
        if (t > now) break; // not happened yet
        punches.push({
          name: `EMP-CKIN-${pad(punches.length + 1, 8)}`,
          employeeId: e.employeeId,
          time: new Date(t),
          logType,
          deviceId: device,
          shift: shift.name,
          attendanceDate: day,
          modified: new Date(t),
        });
      }
    });
  }
  return (await insertPunches(db, punches)) + (await insertInBatches(db, attendanceRecords, marks));
}

type Punch = typeof employeeCheckins.$inferInsert;

/**
 * Punches are most of the gate's rows (about 20,000 at SCALE 1): one statement per 20,000 that
 * takes each column as an array is several times faster than rows of parameters, so `npm start`
 * stays quick.
 */
async function insertPunches(db: Db, punches: readonly Punch[]): Promise<number> {
  for (let start = 0; start < punches.length; start += 20_000) {
    const part = punches.slice(start, start + 20_000);
    const col = (of: (p: Punch) => string | null | undefined) => sql.param(part.map(of));
    const at = (p: Punch) => (p.time instanceof Date ? p.time.toISOString() : null);
    await db.execute(sql`
      insert into ${employeeCheckins} (name, employee_id, time, log_type, device_id, shift, attendance_date, modified)
      select * from unnest(${col((p) => p.name)}::text[], ${col((p) => p.employeeId)}::text[],
        ${col(at)}::timestamptz[], ${col((p) => p.logType)}::text[], ${col((p) => p.deviceId)}::text[],
        ${col((p) => p.shift)}::text[], ${col((p) => p.attendanceDate)}::date[], ${col(at)}::timestamptz[])`);
  }
  return punches.length;
}
