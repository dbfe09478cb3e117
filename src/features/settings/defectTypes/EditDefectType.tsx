import { useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { m } from '../../../i18n';
import { DefectTypeFields, type EditableFields } from './DefectTypeFields';
import { FormActions } from './FormActions';
import {
  checkInput,
  explainedByFields,
  serverFieldErrors,
  useSaveDefectType,
  type DefectType,
} from './save';

/** The fields this form shows, under which a refusal's reasons appear. */
const SHOWN = ['nameTa', 'defaultPoints', 'sortOrder'];

/** Changes one type's Tamil name, points, order or whether it is offered; its name stays. */
export function EditDefectType({ type, onDone }: { type: DefectType; onDone: () => void }) {
  const form = useForm<EditableFields>({
    initialValues: {
      nameTa: type.nameTa ?? '',
      defaultPoints: type.defaultPoints,
      sortOrder: type.sortOrder,
      active: type.active,
    },
  });
  const save = useSaveDefectType();
  // Opening a type moves the focus to what is most often changed: its Tamil name.
  const nameTa = useRef<HTMLInputElement>(null);
  useEffect(() => nameTa.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    const checked = await checkInput({ action: 'edit', name: type.name, ...values });
    form.setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) {
      save.mutate(checked.input, {
        onSuccess: onDone,
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={m.settings_defect_editing({ name: type.name })}>
      <Stack gap="md" mt="md">
        <DefectTypeFields form={form} nameTaRef={nameTa} />
        <FormActions
          error={save.error}
          showError={save.isError && !explainedByFields(serverFieldErrors(save.error), SHOWN)}
          saving={save.isPending}
          submitLabel={m.settings_defect_save()}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
