import { NumberInput, Select, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { unitSymbol, type MeasureUnit } from '../../../i18n/format';

/**
 * Shade is judged against the standard: a pick list, not typing. The English name is what is
 * saved (reports and the ERP read it); the list shows it in the current language.
 */
const shadeNames: Readonly<Record<string, () => string>> = {
  'As standard': m.inspection_shade_standard,
  'Slightly lighter': m.inspection_shade_slightly_lighter,
  'Slightly darker': m.inspection_shade_slightly_darker,
  Lighter: m.inspection_shade_lighter,
  Darker: m.inspection_shade_darker,
  'Off shade': m.inspection_shade_off,
  'Shade variation': m.inspection_shade_variation,
};

export const shades = Object.keys(shadeNames);

/** A saved shade in the current language (one outside the list as it was saved). */
export const shadeName = (shade: string): string => shadeNames[shade]?.() ?? shade;

export function ShadeSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  // A shade saved before the list changed stays pickable, under its own name.
  const known = value && !shades.includes(value) ? [value, ...shades] : shades;
  return (
    <Select
      size="lg"
      label={m.inspection_shade()}
      data={known.map((shade) => ({ value: shade, label: shadeName(shade) }))}
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
  unit?: MeasureUnit;
  description?: string;
}

/** Letters (grapheme clusters) of a short text: a Tamil unit's vowel signs take no room of their own. */
const letters = (text: string) => [...new Intl.Segmenter().segment(text)].length;

/**
 * A measurement: decimal keypad on tablets, no tiny spinner buttons. Its unit, in the current
 * language, stands beside the number rather than in it, so typing never edits the unit.
 */
export function NumberField({
  label,
  value,
  onChange,
  error,
  unit,
  description,
}: NumberFieldProps) {
  const symbol = unit ? unitSymbol(unit) : '';
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
      rightSection={
        symbol ? (
          <Text span size="lg" c="dimmed">
            {symbol}
          </Text>
        ) : undefined
      }
      rightSectionWidth={symbol ? `${letters(symbol) * 0.75 + 1.25}rem` : undefined}
      rightSectionPointerEvents="none"
    />
  );
}

export const num = (v: number | ''): number | undefined => (v === '' ? undefined : v);
