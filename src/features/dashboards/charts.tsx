/**
 * The dashboard's charts: @mantine/charts (and recharts under it), a module of its own that the
 * panels import lazily, so the dashboard's figures, bars and tables paint before it arrives and
 * the app's first visit never carries it. A tap on a slice or a trend's bar or point opens the
 * rows behind it; a donut's slices are also its legend's buttons (panels.tsx), for the keyboard.
 */
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { palette, sliceColour } from './colours';
import type { Slice, TrendPoint } from './read';

export interface DonutProps {
  slices: readonly Slice[];
  format: (n: number) => string;
  onPick?: (slice: Slice) => void;
}

/** A breakdown as a donut; its legend is the panel's list of rows, in the same colours. */
export function Donut({ slices, format, onPick }: DonutProps) {
  return (
    <DonutChart
      data={slices.map((s, i) => ({ name: s.label, value: s.value, color: sliceColour(s, i) }))}
      valueFormatter={format}
      withLabels={false}
      size={200}
      thickness={36}
      mx="auto"
      pieProps={{
        onClick: (_: unknown, i: number) => {
          const slice = slices[i];
          if (slice && slice.key !== null) onPick?.(slice);
        },
        cursor: onPick ? 'pointer' : undefined,
      }}
    />
  );
}

export interface TrendChartProps {
  points: readonly TrendPoint[];
  chart: 'line' | 'bars';
  series: readonly { field: string; label: string }[];
  dayLabel: (p: TrendPoint) => string;
  format: (n: number) => string;
  /** The value axis's ticks, shorter than `format` (which the tooltip keeps). */
  axisFormat: (n: number) => string;
  onPick?: (p: TrendPoint) => void;
}

export function TrendChart(props: TrendChartProps) {
  const { points, chart, series, dayLabel, format, axisFormat, onPick } = props;
  const data = points.map((p) => ({ day: dayLabel(p), ...p.values }));
  const chartSeries = series.map((s, i) => ({
    name: s.field,
    label: s.label,
    color: palette[i % palette.length] ?? 'blue.6',
  }));
  // A tap anywhere in a day's column picks that day (the chart's own hit test): a thin line or a
  // short bar is no target for a finger.
  const chartProps = {
    onClick: (state: unknown) => {
      const i = Number((state as { activeTooltipIndex?: unknown } | null)?.activeTooltipIndex);
      const p = Number.isInteger(i) ? points[i] : undefined;
      if (p) onPick?.(p);
    },
    style: onPick ? { cursor: 'pointer' } : undefined,
  };
  return chart === 'bars' ? (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      series={chartSeries}
      valueFormatter={format}
      yAxisProps={{ tickFormatter: axisFormat }}
      withLegend={series.length > 1}
      barChartProps={chartProps}
    />
  ) : (
    <LineChart
      h={260}
      data={data}
      dataKey="day"
      series={chartSeries}
      valueFormatter={format}
      yAxisProps={{ tickFormatter: axisFormat }}
      withLegend={series.length > 1}
      curveType="linear"
      withDots={points.length <= 31}
      lineChartProps={chartProps}
    />
  );
}
