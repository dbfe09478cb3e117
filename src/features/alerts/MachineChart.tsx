/**
 * A machine's defect rate per day as a line: @mantine/charts (and recharts under it) in a module
 * of its own, loaded after the page's figures, as the dashboards load theirs.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { MachineDay } from '../../../contract/main/alerts';
import { m } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';

export default function MachineChart({ days }: { days: readonly MachineDay[] }) {
  const data = days.map((d) => ({ day: formatDate(d.day), rate: d.points100m2 }));
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'rate', label: m.alerts_col_points100(), color: 'red.7' }]}
      valueFormatter={(n) => formatNumber(n, { max: 1 })}
      curveType="linear"
      connectNulls
      withDots={days.length <= 31}
      // The table beside it says the same for a screen reader.
      aria-hidden
    />
  );
}
