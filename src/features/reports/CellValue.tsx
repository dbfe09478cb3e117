import { GradeBadge } from '../../components/GradeBadge';
import type { ColumnFormat } from './definition';

const kgFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** Text form of a value for a format (also used by tests and printing). */
export function formatValue(value: unknown, format: ColumnFormat): string {
  if (value === null || value === undefined || value === '') return '–';
  switch (format) {
    case 'kg':
      return `${kgFormat.format(Number(value))} kg`;
    case 'number':
      return numberFormat.format(Number(value));
    case 'date':
      // ISO dates: short, unambiguous across the mill's locales, and they sort as they read.
      return String(value);
    case 'grade':
      return `Grade ${String(value)}`;
    case 'text':
      return String(value);
  }
}

export function CellValue({ value, format }: { value: unknown; format: ColumnFormat }) {
  if (format === 'grade' && typeof value !== 'number') return <>–</>;
  if (format === 'grade')
    return <GradeBadge grade={typeof value === 'number' ? value : null} size="md" />;
  return <>{formatValue(value, format)}</>;
}
