import { SimpleGrid } from '@mantine/core';
import { m } from '../../../i18n';
import type { MeasureUnit } from '../../../i18n/format';
import { NumberField } from './fields';
import type { Measures } from './measures';
import { RollTextFields } from './RollTextFields';
import type { WidthUnit } from './widthUnit';

interface Props {
  measures: Measures;
  set: (patch: Partial<Measures>) => void;
  errors: Record<string, string>;
  /** The unit the item's width is specified in: cm for open width, inches for a tube's dia. */
  widthUnit: WidthUnit;
}

type NumKey = {
  [K in keyof Measures]: Measures[K] extends number | '' ? K : never;
}[keyof Measures];

/** Every measure shows its unit beside the number; `width` is the item's width unit. */
const numbers: {
  key: NumKey;
  label: () => string;
  unit: MeasureUnit | 'width';
  description?: () => string;
}[] = [
  { key: 'kg', label: m.inspection_weight, unit: 'kilogram' },
  { key: 'gsmSpec', label: m.inspection_gsm_spec, unit: 'gsm' },
  { key: 'gsmMeasured', label: m.inspection_gsm_measured, unit: 'gsm' },
  { key: 'gsmTolerancePct', label: m.inspection_gsm_tolerance, unit: 'percent' },
  { key: 'widthSpecCm', label: m.inspection_width_spec, unit: 'width' },
  { key: 'widthStartCm', label: m.inspection_width_start, unit: 'width' },
  { key: 'widthMiddleCm', label: m.inspection_width_middle, unit: 'width' },
  { key: 'widthEndCm', label: m.inspection_width_end, unit: 'width' },
  {
    key: 'lengthM',
    label: m.inspection_length,
    unit: 'meter',
    description: m.inspection_if_measured,
  },
];

/** A new roll's measurements, who knitted it where, shade and remarks. */
export function MeasureFields({ measures, set, errors, widthUnit }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        {numbers.map((n) => (
          <NumberField
            key={n.key}
            label={n.label()}
            unit={n.unit === 'width' ? widthUnit : n.unit}
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
