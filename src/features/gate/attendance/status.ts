/** A day's attendance in figures and words: the counts on top and each person's line of punches. */
import type { CallOutput, Calls } from '@contract';
import { localeStore, m } from '../../../i18n';
import { formatTime, MISSING } from '../../../i18n/format';
import { mistakeName } from '../../../lib/mistakeName';

export type AttendanceRow = CallOutput<Calls['getAttendanceDataFromDB']>[number];
export type DesignationRow = CallOutput<Calls['getAttendanceDataDesignationWiseFromDB']>[number];
export type AttendanceStatus = AttendanceRow['status'];

/** Every status the contract has, in words; a new one without words is a compile error. */
export const statusWords: Readonly<Record<AttendanceStatus, () => string>> = {
  Present: m.gate_att_present,
  Absent: m.gate_att_absent,
  'Half Day': m.gate_att_half_day,
  'On Leave': m.gate_att_on_leave,
  'Work From Home': m.gate_att_wfh,
  Holiday: m.gate_att_holiday,
};

/** What the list can be narrowed to: a status group, or those who came late. */
export const views = ['all', 'present', 'absent', 'leave', 'late'] as const;
export type View = (typeof views)[number];

const inView: Readonly<Record<View, (r: AttendanceRow) => boolean>> = {
  all: () => true,
  // Half a day and work from home are days worked: counted with those present.
  present: (r) =>
    r.status === 'Present' || r.status === 'Half Day' || r.status === 'Work From Home',
  absent: (r) => r.status === 'Absent',
  leave: (r) => r.status === 'On Leave',
  late: (r) => r.late,
};

export const rowsInView = (rows: readonly AttendanceRow[], view: View): AttendanceRow[] =>
  rows.filter(inView[view]);

/** The day's head counts per view, for the figures on top and the view buttons. */
export const countsOf = (rows: readonly AttendanceRow[]): Record<View, number> => ({
  all: rows.length,
  present: rowsInView(rows, 'present').length,
  absent: rowsInView(rows, 'absent').length,
  leave: rowsInView(rows, 'leave').length,
  late: rowsInView(rows, 'late').length,
});

/** "08:58 in · 13:02 out · 13:45 in": the punches behind a status, as the device logged them. */
export function punchLine(row: AttendanceRow): string {
  if (row.punches.length === 0) return m.gate_att_no_punches();
  return row.punches
    .map((p) => {
      const kind =
        p.logType === 'IN' ? m.gate_att_in() : p.logType === 'OUT' ? m.gate_att_out() : '';
      return [formatTime(p.time), kind, p.device ? `(${p.device})` : ''].filter(Boolean).join(' ');
    })
    .join(' · ');
}

/**
 * A designation, department or shift in the screen's language: the Tamil name the mill gave it
 * (contract/gate/names.ts) on a screen set to Tamil, else the English name ERPNext has.
 */
export const shownName = (english: string | null, tamil: string | null): string =>
  english === null ? MISSING : mistakeName(english, tamil, localeStore.get());
