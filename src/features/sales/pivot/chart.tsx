/**
 * The pivot's chart: its biggest rows as bars. @mantine/charts (and recharts) in a module of its
 * own, imported lazily, so the table paints first and no other screen carries it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface PivotChartProps {
  bars: readonly { label: string; value: number }[];
  series: string;
  format: (n: number) => string;
}

export default function PivotChart({ bars, series, format }: PivotChartProps) {
  return (
    <BarChart
      h={Math.max(200, bars.length * 34)}
      data={bars.map((b) => ({ name: b.label, value: b.value }))}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      series={[{ name: 'value', label: series, color: 'blue.6' }]}
      valueFormatter={format}
    />
  );
}
