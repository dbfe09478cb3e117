import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { m } from '../../../i18n';
import { DefectTypeFields, type EditableFields } from './DefectTypeFields';
import { FormActions } from './FormActions';
import {
  checkInput,
  explainedByFields,
  serverFieldErrors,
  useSaveDefectType,
  type DefectType,
  type FieldErrors,
} from './save';

/** The fields this form shows, under which a refusal's reasons appear. */
const SHOWN = ['nameTa', 'defaultPoints', 'sortOrder'];

/** Changes one type's Tamil name, points, order or whether it is offered; its name stays. */
export function EditDefectType({ type, onDone }: { type: DefectType; onDone: () => void }) {
  const [fields, setFields] = useState<EditableFields>({
    nameTa: type.nameTa ?? '',
    defaultPoints: type.defaultPoints,
    sortOrder: type.sortOrder,
    active: type.active,
  });
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const save = useSaveDefectType();
  // Opening a type moves the focus to what is most often changed: its Tamil name.
  const nameTa = useRef<HTMLInputElement>(null);
  useEffect(() => nameTa.current?.focus(), []);
  const fromServer = serverFieldErrors(save.error);
  const errors = { ...fromServer, ...invalid };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkInput({ action: 'edit', name: type.name, ...fields });
    setInvalid(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.input, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={m.settings_defect_editing({ name: type.name })}
    >
      <Stack gap="md" mt="md">
        <DefectTypeFields
          value={fields}
          errors={errors}
          nameTaRef={nameTa}
          onChange={(patch) => setFields((f) => ({ ...f, ...patch }))}
        />
        <FormActions
          error={save.error}
          showError={save.isError && !explainedByFields(fromServer, SHOWN)}
          saving={save.isPending}
          submitLabel={m.settings_defect_save()}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
