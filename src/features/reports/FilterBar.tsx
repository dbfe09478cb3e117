import { Group, SegmentedControl, Select, TextInput, useMatches } from '@mantine/core';
import { m } from '../../i18n';
import { datePresetLabels } from '../../lib/datePresetLabels';
import { datePresets, type DatePreset } from '../../lib/datePresets';
import {
  rangeOf,
  type ReportDefinition,
  type ReportFilters,
  type ReportScreen,
} from './definition';

interface FilterBarProps<Row> {
  def: ReportDefinition<Row>;
  screen: ReportScreen<Row>;
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}

const isPreset = (v: string | null): v is DatePreset => datePresets.some((p) => p === v);

/** Pick lists with big targets: status as segments, the date range as a preset (or two dates). */
export function FilterBar<Row>({ def, screen, filters, onChange }: FilterBarProps<Row>) {
  const dated = def.variants.find((v) => v.value === filters.status)?.dated ?? true;
  const range = rangeOf(filters);
  // Four statuses side by side do not fit a phone's width (in Tamil, not even a small tablet's).
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Group align="flex-end" gap="md" className="no-print">
      {def.variants.length > 1 && (
        <SegmentedControl
          aria-label={m.report_status()}
          fullWidth
          orientation={orientation}
          // A row of its own: the statuses get the whole width, the dates go below.
          style={{ flex: '1 1 100%' }}
          size="lg"
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status })}
          data={def.variants.map((v) => ({
            value: v.value,
            label: screen.statusLabels[v.value]?.() ?? v.value,
          }))}
        />
      )}
      {dated && (
        <Select
          label={m.report_dates()}
          size="lg"
          w={240}
          maw="100%"
          allowDeselect={false}
          data={datePresets.map((p) => ({ value: p, label: datePresetLabels[p]() }))}
          value={filters.preset}
          onChange={(p) =>
            isPreset(p) && onChange({ ...filters, preset: p, ...(p === 'custom' ? range : {}) })
          }
        />
      )}
      {dated && filters.preset === 'custom' && (
        <>
          <TextInput
            label={m.report_from()}
            type="date"
            size="lg"
            value={range.from}
            onChange={(e) => onChange({ ...filters, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            label={m.report_to()}
            type="date"
            size="lg"
            value={range.to}
            onChange={(e) => onChange({ ...filters, to: e.currentTarget.value || undefined })}
          />
        </>
      )}
    </Group>
  );
}
