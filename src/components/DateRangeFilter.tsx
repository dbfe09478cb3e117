import { NativeSelect, TextInput } from '@mantine/core';
import { m } from '../i18n';
import { datePresetLabels } from '../lib/datePresetLabels';
import { datePresets, type DatePreset } from '../lib/datePresets';
import { dateFilterRange, type DateFilter } from '../lib/dateFilter';
import type { YearStart } from '@rules/periods';

const isPreset = (v: string | null): v is DatePreset => datePresets.some((p) => p === v);

/**
 * The date filter of reports and dashboards: the seed's presets in the system's own select, and
 * two native date inputs for a custom range (the phone's own picker, no calendar code to load).
 * Choosing "custom" starts from the range the preset showed, so the dates never jump. Render it
 * inside a wrapping row (a Group): the three controls sit side by side where they fit.
 */
export function DateRangeFilter({
  filter,
  onChange,
  label,
  year,
}: {
  filter: DateFilter;
  onChange: (change: Partial<DateFilter>) => void;
  /** The select's label; "Dates" when absent. */
  label?: string;
  /** The year the presets follow (the sales year); the device's calendar year when absent. */
  year?: YearStart;
}) {
  const range = dateFilterRange(filter, new Date(), year);
  return (
    <>
      <NativeSelect
        label={label ?? m.report_dates()}
        size="lg"
        w={240}
        maw="100%"
        data={datePresets.map((p) => ({ value: p, label: datePresetLabels[p]() }))}
        value={filter.preset}
        onChange={(e) => {
          const p = e.currentTarget.value;
          if (isPreset(p)) onChange({ preset: p, ...(p === 'custom' ? range : {}) });
        }}
      />
      {filter.preset === 'custom' && (
        <>
          <TextInput
            label={m.report_from()}
            type="date"
            size="lg"
            maw="100%"
            value={range.from}
            onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            label={m.report_to()}
            type="date"
            size="lg"
            maw="100%"
            value={range.to}
            onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
          />
        </>
      )}
    </>
  );
}
