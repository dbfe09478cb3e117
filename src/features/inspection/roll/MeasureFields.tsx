import { SimpleGrid } from '@mantine/core';
import { NumberField } from './fields';
import type { Measures } from './measures';
import { RollTextFields } from './RollTextFields';

interface Props {
  m: Measures;
  set: (patch: Partial<Measures>) => void;
  errors: Record<string, string>;
}

type NumKey = {
  [K in keyof Measures]: Measures[K] extends number | '' ? K : never;
}[keyof Measures];

const numbers: { key: NumKey; label: string; suffix?: string; description?: string }[] = [
  { key: 'kg', label: 'Weight', suffix: ' kg' },
  { key: 'gsmSpec', label: 'GSM spec' },
  { key: 'gsmMeasured', label: 'GSM measured' },
  { key: 'gsmTolerancePct', label: 'GSM tolerance', suffix: ' %' },
  { key: 'widthSpecCm', label: 'Width spec', suffix: ' cm' },
  { key: 'widthStartCm', label: 'Width start', suffix: ' cm' },
  { key: 'widthMiddleCm', label: 'Width middle', suffix: ' cm' },
  { key: 'widthEndCm', label: 'Width end', suffix: ' cm' },
  { key: 'lengthM', label: 'Length', suffix: ' m', description: 'If measured' },
];

/** A new roll's measurements, who knitted it where, shade and remarks. */
export function MeasureFields({ m, set, errors }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        {numbers.map((n) => (
          <NumberField
            key={n.key}
            label={n.label}
            suffix={n.suffix}
            description={n.description}
            value={m[n.key]}
            onChange={(v) => set({ [n.key]: v })}
            error={n.key === 'kg' && errors.kg ? 'Enter the weight in kg' : errors[n.key]}
          />
        ))}
      </SimpleGrid>
      <RollTextFields value={m} set={set} errors={errors} />
    </>
  );
}
