import { Badge } from '@mantine/core';
import type { ColumnFormat } from './definition';

const kgFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export const gradeColor = (grade: number) =>
  grade === 1 ? 'green' : grade === 2 ? 'yellow' : 'red';

/** Grade as a coloured badge with its number in words, so colour is never the only signal. */
export function GradeBadge({
  grade,
  size = 'lg',
}: {
  grade: number | null;
  size?: 'md' | 'lg' | 'xl';
}) {
  if (grade === null)
    return (
      <Badge color="gray" variant="light" size={size}>
        Not graded
      </Badge>
    );
  return (
    <Badge
      color={gradeColor(grade)}
      variant="filled"
      size={size}
      c={grade === 2 ? 'dark' : undefined}
    >
      Grade {grade}
    </Badge>
  );
}

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
