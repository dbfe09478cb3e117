import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { datePresetLabels, datePresets, type DatePreset } from '../../lib/datePresets';
import { rangeOf, type ReportDefinition, type ReportFilters } from './definition';

interface FilterBarProps<Row> {
  def: ReportDefinition<Row>;
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}

const presetOptions = datePresets.map((p) => ({ value: p, label: datePresetLabels[p] }));
const isPreset = (v: string | null): v is DatePreset => datePresets.some((p) => p === v);

/** Pick lists with big targets: status as segments, the date range as a preset (or two dates). */
export function FilterBar<Row>({ def, filters, onChange }: FilterBarProps<Row>) {
  const dated = def.variants.find((v) => v.value === filters.status)?.dated ?? true;
  const range = rangeOf(filters);
  return (
    <Group align="flex-end" gap="md" className="no-print">
      {def.variants.length > 1 && (
        <SegmentedControl
          aria-label="Status"
          size="lg"
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status })}
          data={def.variants.map((v) => ({ value: v.value, label: v.label }))}
        />
      )}
      {dated && (
        <Select
          label="Dates"
          size="lg"
          w={200}
          allowDeselect={false}
          data={presetOptions}
          value={filters.preset}
          onChange={(p) =>
            isPreset(p) && onChange({ ...filters, preset: p, ...(p === 'custom' ? range : {}) })
          }
        />
      )}
      {dated && filters.preset === 'custom' && (
        <>
          <TextInput
            label="From"
            type="date"
            size="lg"
            value={range.from}
            onChange={(e) => onChange({ ...filters, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            label="To"
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
