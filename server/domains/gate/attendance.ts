import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AttendanceRow,
  AttendanceStatus,
  DesignationAttendanceRow,
  PunchRow,
} from '../../../contract/gate/attendance';
import { dayInZone } from '../../../rules/periods';
import { employeeCheckins } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { rowsOf } from '../../db/rows';

/** Grace after a shift's start when the mirror has no shift type for it. */
export const DEFAULT_GRACE_MINUTES = 10;
/** The mill's day shift, for a punch the device logged without one. */
export const DEFAULT_SHIFT = 'General';

/**
 * A day's attendance of every active employee, judged in SQL once for both calls (docs/decisions/
 * 024-gate-and-visitors.md):
 * - the status HR marked in ERPNext (leave, half day, work from home…) when there is one;
 * - otherwise Present with a punch that day, Holiday on a day of the holiday list, else Absent;
 * - late: present (or a half day) with the first punch after the shift's start plus its grace;
 * - the Tamil names of the designation, department and shift (contract/gate/names.ts), if given.
 * Shift start times are mill time (UTC+05:30), fixed, so no time zone database is needed.
 */
function judgedDay(day: string): SQL {
  return sql`
    with punch as (
      select c.employee_id, min(c.time) as first_in, max(c.time) as last_out,
        count(*)::int as punches, (array_agg(c.shift order by c.time))[1] as shift
      from employee_checkins c
      where c.attendance_date = ${day}::date
      group by c.employee_id
    ), marked as (
      select e.employee_id, e.employee_name, e.designation, e.department,
        p.first_in, p.last_out, coalesce(p.punches, 0) as punches,
        coalesce(r.shift, p.shift, case when p.punches > 0 then ${DEFAULT_SHIFT} end) as shift,
        case
          when r.status is not null then r.status
          when p.punches > 0 then 'Present'
          when exists (select 1 from holidays h where h.holiday_date = ${day}::date) then 'Holiday'
          else 'Absent'
        end as status
      from employees e
      left join attendance_records r
        on r.employee_id = e.employee_id and r.attendance_date = ${day}::date
      left join punch p on p.employee_id = e.employee_id
      where e.active
    ), timed as (
      select m.*,
        ((${day}::date + coalesce(st.start_time, '09:00')::time) - interval '330 minutes')
          at time zone 'UTC' as shift_start,
        coalesce(st.late_grace_minutes, ${DEFAULT_GRACE_MINUTES}) as grace
      from marked m
      left join shift_types st on st.name = m.shift
    )
    select t.*,
      (select tn.name_ta from tamil_names tn
        where tn.kind = 'designation' and tn.name = t.designation) as designation_ta,
      (select tn.name_ta from tamil_names tn
        where tn.kind = 'department' and tn.name = t.department) as department_ta,
      (select tn.name_ta from tamil_names tn where tn.kind = 'shift' and tn.name = t.shift) as shift_ta,
      (t.status in ('Present', 'Half Day') and t.first_in is not null
        and t.first_in > t.shift_start + make_interval(mins => t.grace)) as late,
      floor(extract(epoch from (t.first_in - t.shift_start)) / 60)::int as minutes_after_start
    from timed t`;
}

interface Judged {
  employee_id: string;
  employee_name: string;
  designation: string | null;
  designation_ta: string | null;
  department: string | null;
  department_ta: string | null;
  first_in: string | Date | null;
  last_out: string | Date | null;
  punches: number;
  shift: string | null;
  shift_ta: string | null;
  status: AttendanceStatus;
  late: boolean;
  minutes_after_start: number | null;
}

const isoOf = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const attendanceHandlers = {
  getAttendanceDataFromDB: async (ctx, input) => {
    const day = input.jsonTodayDate ?? dayInZone(new Date());
    const rows = await rowsOf<Judged>(
      ctx.db,
      sql`${judgedDay(day)} order by lower(t.employee_name) collate "C", t.employee_id`,
    );
    const punches = await ctx.db
      .select({
        employeeId: employeeCheckins.employeeId,
        time: employeeCheckins.time,
        logType: employeeCheckins.logType,
        device: employeeCheckins.deviceId,
      })
      .from(employeeCheckins)
      .where(eq(employeeCheckins.attendanceDate, day))
      .orderBy(asc(employeeCheckins.employeeId), asc(employeeCheckins.time));
    const byEmployee = new Map<string, PunchRow[]>();
    for (const p of punches) {
      const list = byEmployee.get(p.employeeId) ?? [];
      list.push({ time: p.time.toISOString(), logType: p.logType, device: p.device });
      byEmployee.set(p.employeeId, list);
    }
    return rows.map((r): AttendanceRow => {
      const late = Boolean(r.late);
      const twoPunches = Number(r.punches) >= 2;
      const firstIn = isoOf(r.first_in);
      const lastOut = twoPunches ? isoOf(r.last_out) : null;
      return {
        employeeId: r.employee_id,
        employeeName: r.employee_name,
        designation: r.designation,
        designationTa: r.designation_ta,
        department: r.department,
        departmentTa: r.department_ta,
        status: r.status,
        shift: r.shift,
        shiftTa: r.shift_ta,
        late,
        lateByMinutes: late ? Math.max(0, Number(r.minutes_after_start)) : null,
        firstIn,
        lastOut,
        workingHours:
          firstIn && lastOut
            ? Math.round(((Date.parse(lastOut) - Date.parse(firstIn)) / 3_600_000) * 100) / 100
            : null,
        punches: byEmployee.get(r.employee_id) ?? [],
      };
    });
  },

  getAttendanceDataDesignationWiseFromDB: async (ctx, input) => {
    const day = input.jsonTodayDate ?? dayInZone(new Date());
    const rows = await rowsOf<DesignationAttendanceRow>(
      ctx.db,
      sql`select coalesce(t.designation, '') as designation,
            max(t.designation_ta) as "designationTa",
            count(*)::int as total,
            (count(*) filter (where t.status = 'Present'))::int as present,
            (count(*) filter (where t.status = 'Absent'))::int as absent,
            (count(*) filter (where t.status = 'Half Day'))::int as "halfDay",
            (count(*) filter (where t.status = 'On Leave'))::int as "onLeave",
            (count(*) filter (where t.status = 'Work From Home'))::int as "workFromHome",
            (count(*) filter (where t.status = 'Holiday'))::int as holiday,
            (count(*) filter (where t.late))::int as late
          from (${judgedDay(day)}) t
          group by 1
          order by lower(coalesce(t.designation, '')) collate "C"`,
    );
    return rows.map((r) => ({ ...r }));
  },
} satisfies HandlerMap;
