import { GradeBadge } from '../../components/GradeBadge';
import { m } from '../../i18n';
import { formatDate, formatKg, formatNumber, MISSING } from '../../i18n/format';
import type { ColumnFormat } from './definition';

/** Text form of a value for a format (also used by tests and printing). */
export function formatValue(value: unknown, format: ColumnFormat): string {
  if (value === null || value === undefined || value === '') return MISSING;
  switch (format) {
    case 'kg':
      return formatKg(Number(value));
    case 'number':
      return formatNumber(Number(value));
    case 'date':
      // As the mill writes dates (23-11-2026); rows sort by the ISO value, not this text.
      return formatDate(String(value));
    case 'grade':
      return m.frame_grade({ grade: String(value) });
    case 'text':
      return String(value);
  }
}

export function CellValue({ value, format }: { value: unknown; format: ColumnFormat }) {
  if (format === 'grade' && typeof value !== 'number') return <>{MISSING}</>;
  if (format === 'grade')
    return <GradeBadge grade={typeof value === 'number' ? value : null} size="md" />;
  return <>{formatValue(value, format)}</>;
}
