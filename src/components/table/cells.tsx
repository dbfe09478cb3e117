import { m } from '../../i18n';
import { formatDate, formatDateTime, formatKg, formatNumber, MISSING } from '../../i18n/format';
import { GradeBadge } from '../GradeBadge';
import type { CellFormat, TableColumn } from './columns';

/**
 * Points per 100 m² (or yd²), one decimal: how every list, sheet and header shows the figure a
 * grade is read from, so the same roll reads the same everywhere.
 */
export const formatRate = (n: number | null | undefined): string => formatNumber(n, { max: 1 });

/** Text form of a value for a format (also what a printed or exported table shows). */
export function formatValue(value: unknown, format: CellFormat): string {
  if (value === null || value === undefined || value === '') return MISSING;
  switch (format) {
    case 'kg':
      return formatKg(Number(value));
    case 'number':
      return formatNumber(Number(value));
    case 'rate':
      return formatRate(Number(value));
    case 'date':
      // As the mill writes dates (23-11-2026); rows sort by the ISO value, not this text.
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'grade':
      return m.frame_grade({ grade: String(value) });
    case 'text':
      return String(value);
  }
}

export const alignOf = (c: Pick<TableColumn<never>, 'align' | 'format'>): 'left' | 'right' =>
  c.align ?? (c.format === 'number' || c.format === 'kg' || c.format === 'rate' ? 'right' : 'left');

/** One cell: a grade as its badge (the column already says "Grade"), anything else as text. */
export function CellValue<Row>({ row, column }: { row: Row; column: TableColumn<Row> }) {
  if (column.display) return <>{column.display(row)}</>;
  const value = row[column.key];
  if (column.format === 'grade')
    return <GradeBadge grade={typeof value === 'number' ? value : null} size="md" figureOnly />;
  return <>{formatValue(value, column.format)}</>;
}
