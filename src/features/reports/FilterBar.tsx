import { Group } from '@mantine/core';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { Segmented } from '../../components/Segmented';
import { m } from '../../i18n';
import { type ReportDefinition, type ReportFilters, type ReportScreen } from './definition';

interface FilterBarProps<Row> {
  def: ReportDefinition<Row>;
  screen: ReportScreen<Row>;
  filters: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
}

/**
 * Pick lists with big targets: status as segments, the date range as a preset (or two dates).
 * Both are native controls (radios drawn as segments, the system's own select): Mantine's
 * SegmentedControl and Select measured and built their pop-ups on the report's first render,
 * a noticeable part of it on a cheap tablet, and a native select opens the phone's own picker.
 */
export function FilterBar<Row>({ def, screen, filters, onChange }: FilterBarProps<Row>) {
  const dated = def.variants.find((v) => v.value === filters.status)?.dated ?? true;
  return (
    <Group align="flex-end" gap="md" className="no-print">
      {def.variants.length > 1 && (
        // A row of its own: the statuses get the whole width, the dates go below. Four statuses
        // side by side do not fit a phone (in Tamil, not even a small tablet): they wrap.
        <div style={{ flex: '1 1 100%' }}>
          <Segmented
            label={m.report_status()}
            wrap
            value={filters.status}
            onChange={(status) => onChange({ status })}
            data={def.variants.map((v) => ({
              value: v.value,
              label: screen.statusLabels[v.value]?.() ?? v.value,
            }))}
          />
        </div>
      )}
      {dated && <DateRangeFilter filter={filters} onChange={onChange} />}
    </Group>
  );
}
