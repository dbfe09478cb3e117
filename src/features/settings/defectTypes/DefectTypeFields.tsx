import { useId, type Ref } from 'react';
import { SegmentedControl, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { m } from '../../../i18n';
import { StepperInput } from '../StepperInput';

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
  form: UseFormReturnType<EditableFields>;
  /** Adding a type: an empty order puts it after the last one. */
  adding?: boolean;
  /** The Tamil name's box, focused when a type is opened to be changed. */
  nameTaRef?: Ref<HTMLInputElement>;
}

/** The Tamil name, points, order and whether the tablets offer the type. */
export function DefectTypeFields({ form, adding = false, nameTaRef }: Props) {
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
        {...form.getInputProps('nameTa')}
      />
      <div>
        <Text fw={500} mb={4} id={pointsLabel}>
          {m.settings_defect_points_label()}
        </Text>
        <SegmentedControl
          fullWidth
          size="lg"
          aria-labelledby={pointsLabel}
          value={String(form.values.defaultPoints)}
          onChange={(v) => form.setFieldValue('defaultPoints', Number(v))}
          data={POINTS}
        />
        {form.errors.defaultPoints && (
          <Text c="red.8" size="sm" mt={4}>
            {form.errors.defaultPoints}
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
        {...form.getInputProps('sortOrder')}
        value={form.values.sortOrder ?? ''}
        onChange={(v) => form.setFieldValue('sortOrder', typeof v === 'number' ? v : undefined)}
      />
      <Switch
        size="xl"
        label={m.settings_defect_active()}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </>
  );
}
