import { NumberInput, Select } from '@mantine/core';

/** Shade is judged against the standard: a pick list, not typing. */
export const shades = [
  'As standard',
  'Slightly lighter',
  'Slightly darker',
  'Lighter',
  'Darker',
  'Off shade',
  'Shade variation',
];

export function ShadeSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Select
      size="lg"
      label="Shade"
      data={shades}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      clearable
    />
  );
}

interface NumberFieldProps {
  label: string;
  value: number | '';
  onChange: (v: number | '') => void;
  error?: string;
  suffix?: string;
  description?: string;
}

/** A measurement: decimal keypad on tablets, no tiny spinner buttons. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  suffix,
  description,
}: NumberFieldProps) {
  return (
    <NumberInput
      size="lg"
      label={label}
      description={description}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
      error={error}
      hideControls
      min={0}
      decimalScale={2}
      inputMode="decimal"
      suffix={suffix}
    />
  );
}

export const num = (v: number | ''): number | undefined => (v === '' ? undefined : v);
