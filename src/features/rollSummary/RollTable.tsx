import { useMemo, useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Stat } from '../../components/Stat';
import { DataTable } from '../../components/table/DataTable';
import { m } from '../../i18n';
import { formatKg, formatNumber } from '../../i18n/format';
import { sortRows } from '../../lib/sortRows';
import { rollColumns, totalsOf, type RollRow } from './rolls';

/** Rows beyond which only those in view render. */
const VIRTUAL_FROM = 60;

/**
 * What tapping a roll opens: its inspection summary (mistakes by type, points, grade). A roll
 * inspected at the finish stage is filed under its finish number, which this row does not carry,
 * so it opens its report, where that roll is one tap away. An uninspected roll has nothing to open.
 */
export function useOpenRoll() {
  const navigate = useNavigate();
  return (row: RollRow) => {
    if (!row.reportNo) return;
    if (row.stage === 'finish')
      void navigate({ to: '/report-view-detail', search: { reportNo: row.reportNo } });
    else
      void navigate({
        to: '/roll-summary-modal',
        search: { reportNo: row.reportNo, rollNo: row.rollNo },
      });
  };
}

/** The rolls and kg of a list, as the figures above it. */
export function RollTotals({ rows, detail }: { rows: readonly RollRow[]; detail: string }) {
  const totals = totalsOf(rows);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Stat label={m.rollsum_total_rolls()} value={formatNumber(totals.rolls)} detail={detail} />
      <Stat label={m.rollsum_total_kg()} value={formatKg(totals.kg)} detail={detail} />
    </SimpleGrid>
  );
}

/** Every roll of a summary, sortable by any column, newest first until another sort is chosen. */
export function RollTable({ rows, label }: { rows: readonly RollRow[]; label: string }) {
  const [sort, setSort] = useState<{ key: keyof RollRow & string; desc: boolean }>({
    key: 'date',
    desc: true,
  });
  const columns = useMemo(() => rollColumns(), []);
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.desc), [rows, sort]);
  const open = useOpenRoll();
  const onSort = (key: string) => {
    const column = columns.find((c) => c.key === key);
    if (column)
      setSort((was) => ({ key: column.key, desc: was.key === column.key ? !was.desc : false }));
  };
  return (
    <DataTable
      label={label}
      rows={sorted}
      columns={columns}
      rowKey={(r) => `${r.rollNo}|${r.reportNo ?? ''}`}
      rowName={(r) => m.rollsum_roll_name({ rollNo: r.rollNo })}
      sort={{ key: sort.key, desc: sort.desc, onSort }}
      onOpen={open}
      empty={m.rollsum_no_rolls()}
      virtual={rows.length > VIRTUAL_FROM ? { total: rows.length } : undefined}
    />
  );
}
