import { useMemo, useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { Segmented } from '../../../components/Segmented';
import { Stat } from '../../../components/Stat';
import type { TableColumn } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import { callQuery } from '../../../lib/rpc';
import {
  countsOf,
  punchLine,
  rowsInView,
  shownName,
  statusWords,
  views,
  type AttendanceRow,
  type DesignationRow,
  type View,
} from './status';

const viewWords: Readonly<Record<View, () => string>> = {
  all: m.gate_att_view_all,
  present: m.gate_att_present,
  absent: m.gate_att_absent,
  leave: m.gate_att_on_leave,
  late: m.gate_att_late,
};

const personColumns = (): TableColumn<AttendanceRow>[] => [
  { key: 'employeeName', label: m.gate_att_col_name, format: 'text', width: 2, priority: 1 },
  {
    key: 'status',
    label: m.gate_att_col_status,
    format: 'text',
    width: 1.4,
    priority: 1,
    display: (r) =>
      r.late
        ? m.gate_att_status_late({
            status: statusWords[r.status](),
            minutes: formatNumber(r.lateByMinutes ?? 0),
          })
        : statusWords[r.status](),
  },
  { key: 'firstIn', label: m.gate_att_col_in, format: 'dateTime', width: 1.6, priority: 2 },
  { key: 'lastOut', label: m.gate_att_col_out, format: 'dateTime', width: 1.6, priority: 3 },
  {
    key: 'designation',
    label: m.gate_att_col_designation,
    format: 'text',
    width: 1.6,
    priority: 4,
    display: (r) => shownName(r.designation, r.designationTa),
  },
  {
    key: 'shift',
    label: m.gate_att_col_shift,
    format: 'text',
    priority: 5,
    display: (r) => shownName(r.shift, r.shiftTa),
  },
  { key: 'workingHours', label: m.gate_att_col_hours, format: 'number', priority: 5 },
];

/**
 * A group of the people without a designation in the ERP is still named, on screen and in the CSV;
 * a designation the mill named in Tamil reads in Tamil on a Tamil screen.
 */
/** A designation row's name as the screen shows it (its details button is named by it too). */
const designationName = (r: DesignationRow): string =>
  r.designation ? shownName(r.designation, r.designationTa) : m.gate_att_no_designation();

export const designationColumns = (): TableColumn<DesignationRow>[] => [
  {
    key: 'designation',
    label: m.gate_att_col_designation,
    format: 'text',
    width: 2,
    priority: 1,
    display: designationName,
  },
  { key: 'present', label: m.gate_att_present, format: 'number', priority: 1 },
  { key: 'absent', label: m.gate_att_absent, format: 'number', priority: 1 },
  { key: 'onLeave', label: m.gate_att_on_leave, format: 'number', priority: 2 },
  { key: 'late', label: m.gate_att_late, format: 'number', priority: 2 },
  { key: 'halfDay', label: m.gate_att_half_day, format: 'number', priority: 3 },
  { key: 'total', label: m.gate_att_total, format: 'number', priority: 3 },
];

/**
 * attendance-list: one day's attendance. The head counts on top; by designation; then everyone
 * (or only those absent, on leave, late) with the punches behind each status.
 */
export function AttendancePage({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const input = { jsonTodayDate: day };
  const people = useQuery({
    ...callQuery('getAttendanceDataFromDB', input),
    placeholderData: keepPreviousData,
  });
  const byDesignation = useQuery({
    ...callQuery('getAttendanceDataDesignationWiseFromDB', input),
    placeholderData: keepPreviousData,
  });
  const [view, setView] = useState<View>('all');
  const rows = useMemo(() => people.data ?? [], [people.data]);
  const counts = countsOf(rows);
  const shown = useMemo(() => rowsInView(rows, view), [rows, view]);
  const pCols = useMemo(() => personColumns(), []);
  const dCols = useMemo(() => designationColumns(), []);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {m.gate_att_title({ date: formatDate(day) })}
      </Title>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          size="lg"
          label={m.gate_att_day()}
          value={day}
          onChange={(e) => e.currentTarget.value && onDay(e.currentTarget.value)}
        />
        {(people.isFetching || byDesignation.isFetching) && (
          <Loader size="sm" aria-label={m.gate_att_loading()} />
        )}
      </Group>
      {people.isError && !people.data ? (
        <ErrorState title={m.gate_att_not_loaded()} error={people.error} />
      ) : people.isPending ? (
        <Loader size="lg" aria-label={m.gate_att_loading()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(['present', 'absent', 'leave', 'late'] as const).map((v) => (
              <Stat
                key={v}
                label={viewWords[v]()}
                value={formatNumber(counts[v])}
                detail={m.gate_att_of_total({ total: formatNumber(counts.all) })}
              />
            ))}
          </SimpleGrid>
          <Text fw={700} size="xl">
            {m.gate_att_by_designation()}
          </Text>
          {byDesignation.isError && !byDesignation.data ? (
            <ErrorState title={m.gate_att_not_loaded()} error={byDesignation.error} />
          ) : (
            <DataTable
              label={m.gate_att_by_designation()}
              rows={byDesignation.data ?? []}
              columns={dCols}
              rowKey={(r) => r.designation}
              rowName={designationName}
              empty={m.gate_att_nobody()}
            />
          )}
          <Text fw={700} size="xl">
            {m.gate_att_people()}
          </Text>
          <Segmented
            label={m.gate_att_show()}
            wrap
            value={view}
            onChange={setView}
            data={views.map((v) => ({
              value: v,
              label: m.gate_att_view_count({
                view: viewWords[v](),
                count: formatNumber(counts[v]),
              }),
            }))}
          />
          <DataTable
            label={m.gate_att_people()}
            rows={shown}
            columns={pCols}
            rowKey={(r) => r.employeeId}
            rowName={(r) => r.employeeName}
            note={punchLine}
            empty={m.gate_att_nobody()}
            virtual={shown.length > 60 ? { total: shown.length } : undefined}
          />
        </>
      )}
    </Stack>
  );
}
