import { SimpleGrid } from '@mantine/core';
import { m } from '../../../i18n';
import type { MeasureUnit } from '../../../i18n/format';
import { NumberField } from './fields';
import type { Measures } from './measures';
import { RollTextFields } from './RollTextFields';

interface Props {
  measures: Measures;
  set: (patch: Partial<Measures>) => void;
  errors: Record<string, string>;
}

type NumKey = {
  [K in keyof Measures]: Measures[K] extends number | '' ? K : never;
}[keyof Measures];

const numbers: {
  key: NumKey;
  label: () => string;
  unit?: MeasureUnit;
  description?: () => string;
}[] = [
  { key: 'kg', label: m.inspection_weight, unit: 'kilogram' },
  { key: 'gsmSpec', label: m.inspection_gsm_spec },
  { key: 'gsmMeasured', label: m.inspection_gsm_measured },
  { key: 'gsmTolerancePct', label: m.inspection_gsm_tolerance, unit: 'percent' },
  { key: 'widthSpecCm', label: m.inspection_width_spec, unit: 'centimeter' },
  { key: 'widthStartCm', label: m.inspection_width_start, unit: 'centimeter' },
  { key: 'widthMiddleCm', label: m.inspection_width_middle, unit: 'centimeter' },
  { key: 'widthEndCm', label: m.inspection_width_end, unit: 'centimeter' },
  {
    key: 'lengthM',
    label: m.inspection_length,
    unit: 'meter',
    description: m.inspection_if_measured,
  },
];

/** A new roll's measurements, who knitted it where, shade and remarks. */
export function MeasureFields({ measures, set, errors }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        {numbers.map((n) => (
          <NumberField
            key={n.key}
            label={n.label()}
            unit={n.unit}
            description={n.description?.()}
            value={measures[n.key]}
            onChange={(v) => set({ [n.key]: v })}
            error={errors[n.key]}
          />
        ))}
      </SimpleGrid>
      <RollTextFields value={measures} set={set} errors={errors} />
    </>
  );
}
