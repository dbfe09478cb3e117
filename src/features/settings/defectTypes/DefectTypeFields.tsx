import { useId, type Ref } from 'react';
import { SegmentedControl, Switch, Text, TextInput } from '@mantine/core';
import { m } from '../../../i18n';
import { StepperInput } from '../StepperInput';
import type { FieldErrors } from './save';

/** What an administrator may change of a type at any time (contract: mistakeTypes.ts). */
export interface EditableFields {
  nameTa: string;
  defaultPoints: number;
  /** Undefined while the box is empty. */
  sortOrder: number | undefined;
  active: boolean;
}

const POINTS = ['1', '2', '3', '4'];

interface Props {
  value: EditableFields;
  errors: FieldErrors;
  onChange: (patch: Partial<EditableFields>) => void;
  /** Adding a type: an empty order puts it after the last one. */
  adding?: boolean;
  /** The Tamil name's box, focused when a type is opened to be changed. */
  nameTaRef?: Ref<HTMLInputElement>;
}

/** The Tamil name, points, order and whether the tablets offer the type. */
export function DefectTypeFields({ value, errors, onChange, adding = false, nameTaRef }: Props) {
  const pointsLabel = useId();
  return (
    <>
      <TextInput
        ref={nameTaRef}
        size="lg"
        label={m.settings_defect_name_ta()}
        description={m.settings_defect_name_ta_hint()}
        lang="ta"
        required
        value={value.nameTa}
        onChange={(e) => onChange({ nameTa: e.currentTarget.value })}
        error={errors.nameTa}
      />
      <div>
        <Text fw={500} mb={4} id={pointsLabel}>
          {m.settings_defect_points_label()}
        </Text>
        <SegmentedControl
          fullWidth
          size="lg"
          aria-labelledby={pointsLabel}
          value={String(value.defaultPoints)}
          onChange={(v) => onChange({ defaultPoints: Number(v) })}
          data={POINTS}
        />
        {errors.defaultPoints && (
          <Text c="red.8" size="sm" mt={4}>
            {errors.defaultPoints}
          </Text>
        )}
      </div>
      <StepperInput
        label={m.settings_defect_order()}
        description={adding ? m.settings_defect_order_add_hint() : m.settings_defect_order_hint()}
        required={!adding}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        value={value.sortOrder ?? ''}
        onChange={(v) => onChange({ sortOrder: typeof v === 'number' ? v : undefined })}
        error={errors.sortOrder}
      />
      <Switch
        size="xl"
        label={m.settings_defect_active()}
        checked={value.active}
        onChange={(e) => onChange({ active: e.currentTarget.checked })}
      />
    </>
  );
}
