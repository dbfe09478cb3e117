import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { StepperInput } from '../../../components/StepperInput';
import { m } from '../../../i18n';
import { unitSymbol } from '../../../i18n/format';

/** A bundle's figures as typed: a cleared number box is '' until it is filled again. */
export interface BundleDraft {
  pieces: number | '';
  rejectedPieces: number | '';
  kg: number | '';
  remarks: string;
}

interface Props {
  form: UseFormReturnType<BundleDraft>;
  /** Rejects are counted on a bundle already saved, not while adding one. */
  withRejects?: boolean;
}

const asNumber = (v: string | number): number | '' => (typeof v === 'number' ? v : '');

/** Pieces with − and + (bundles are tied in tens), kg to the gram, and a remark. */
export function BundleFields({ form, withRejects }: Props) {
  const number = (field: 'pieces' | 'rejectedPieces' | 'kg') => ({
    ...form.getInputProps(field),
    onChange: (v: string | number) => form.setFieldValue(field, asNumber(v)),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: withRejects ? 3 : 2 }} spacing="md">
      <StepperInput
        label={m.knitting_pieces()}
        min={1}
        max={1_000_000}
        step={10}
        allowDecimal={false}
        {...number('pieces')}
      />
      {withRejects && (
        <StepperInput
          label={m.knitting_rejected_pieces()}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          {...number('rejectedPieces')}
        />
      )}
      <NumberInput
        size="lg"
        label={m.knitting_kg()}
        min={0}
        decimalScale={3}
        hideControls
        inputMode="decimal"
        rightSection={unitSymbol('kilogram')}
        rightSectionWidth={48}
        {...number('kg')}
      />
      <TextInput
        size="lg"
        label={m.knitting_remarks_optional()}
        {...form.getInputProps('remarks')}
        style={withRejects ? { gridColumn: '1 / -1' } : undefined}
      />
    </SimpleGrid>
  );
}

/** A draft as the schema reads it: an empty box is no number (the check names the field). */
export const figuresOf = (d: BundleDraft) => ({
  pieces: d.pieces === '' ? Number.NaN : d.pieces,
  rejectedPieces: d.rejectedPieces === '' ? Number.NaN : d.rejectedPieces,
  kg: d.kg === '' ? Number.NaN : d.kg,
  remarks: d.remarks,
});
