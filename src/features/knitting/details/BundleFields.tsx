import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
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
  draft: BundleDraft;
  set: (patch: Partial<BundleDraft>) => void;
  errors: Record<string, string>;
  /** Rejects are counted on a bundle already saved, not while adding one. */
  withRejects?: boolean;
}

const asNumber = (v: string | number): number | '' => (typeof v === 'number' ? v : '');

/** Pieces with − and + (bundles are tied in tens), kg to the gram, and a remark. */
export function BundleFields({ draft, set, errors, withRejects }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: withRejects ? 3 : 2 }} spacing="md">
      <StepperInput
        label={m.knitting_pieces()}
        min={1}
        max={1_000_000}
        step={10}
        allowDecimal={false}
        value={draft.pieces}
        onChange={(v) => set({ pieces: asNumber(v) })}
        error={errors.pieces}
      />
      {withRejects && (
        <StepperInput
          label={m.knitting_rejected_pieces()}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          value={draft.rejectedPieces}
          onChange={(v) => set({ rejectedPieces: asNumber(v) })}
          error={errors.rejectedPieces}
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
        value={draft.kg}
        onChange={(v) => set({ kg: asNumber(v) })}
        error={errors.kg}
      />
      <TextInput
        size="lg"
        label={m.knitting_remarks_optional()}
        value={draft.remarks}
        onChange={(e) => set({ remarks: e.currentTarget.value })}
        error={errors.remarks}
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
