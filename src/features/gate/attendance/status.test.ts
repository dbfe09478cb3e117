import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { countsOf, punchLine, rowsInView, type AttendanceRow } from './status';

const person = (over: Partial<AttendanceRow>): AttendanceRow => ({
  employeeId: 'E1',
  employeeName: 'Muthu',
  designation: 'Knitter',
  designationTa: null,
  department: 'Knitting',
  departmentTa: null,
  status: 'Present',
  shift: 'A',
  shiftTa: null,
  late: false,
  lateByMinutes: null,
  firstIn: null,
  lastOut: null,
  workingHours: null,
  punches: [],
  ...over,
});

describe("a day's attendance", () => {
  const rows = [
    person({ employeeId: 'a', status: 'Present', late: true, lateByMinutes: 12 }),
    person({ employeeId: 'b', status: 'Half Day' }),
    person({ employeeId: 'c', status: 'Absent' }),
    person({ employeeId: 'd', status: 'On Leave' }),
    person({ employeeId: 'e', status: 'Holiday' }),
  ];

  it('counts half days with those present, and holidays as neither present nor absent', () => {
    expect(countsOf(rows)).toEqual({ all: 5, present: 2, absent: 1, leave: 1, late: 1 });
  });

  it('lists the late ones', () => {
    expect(rowsInView(rows, 'late').map((r) => r.employeeId)).toEqual(['a']);
  });

  it('shows the punches behind a status in order, with where they were made', () => {
    localeStore.set('en');
    const line = punchLine(
      person({
        punches: [
          { time: '2026-11-23T08:58:00+05:30', logType: 'IN', device: 'Gate 1' },
          { time: '2026-11-23T17:32:00+05:30', logType: 'OUT', device: null },
        ],
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d in \(Gate 1\) · \d\d:\d\d out$/);
  });

  it('says so when there was no punch', () => {
    localeStore.set('en');
    expect(punchLine(person({}))).toBe('No punches');
  });
});
