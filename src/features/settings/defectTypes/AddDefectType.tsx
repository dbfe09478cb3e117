import { useState, type FormEvent } from 'react';
import { Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { m } from '../../../i18n';
import { DefectTypeFields, type EditableFields } from './DefectTypeFields';
import { FormActions } from './FormActions';
import { scopeNames } from './labels';
import {
  checkInput,
  explainedByFields,
  serverFieldErrors,
  useSaveDefectType,
  type DefectType,
  type FieldErrors,
} from './save';

type Scope = DefectType['appliesTo'];
const scopes = Object.keys(scopeNames) as Scope[];
/** The fields this form shows, under which a refusal's reasons appear. */
const SHOWN = ['name', 'nameTa', 'defaultPoints', 'sortOrder', 'appliesTo'];

interface Scoring {
  name: string;
  continuous: boolean;
  isHole: boolean;
  appliesTo: Scope;
}

const blank: EditableFields & Scoring = {
  name: '',
  nameTa: '',
  defaultPoints: 1,
  sortOrder: undefined,
  active: true,
  continuous: false,
  isHole: false,
  appliesTo: 'fabric',
};

/** A new type with its English and Tamil names; how it scores is fixed from then on. */
export function AddDefectType({ onDone }: { onDone: () => void }) {
  const [fields, setFields] = useState(blank);
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const save = useSaveDefectType();
  const fromServer = serverFieldErrors(save.error);
  const errors = { ...fromServer, ...invalid };
  const set = (patch: Partial<typeof blank>) => setFields((f) => ({ ...f, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkInput({ action: 'add', ...fields });
    setInvalid(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.input, { onSuccess: onDone });
  };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="new-defect-type"
    >
      <Stack gap="md">
        <Title order={3} size="h4" id="new-defect-type">
          {m.settings_defect_new()}
        </Title>
        <TextInput
          size="lg"
          label={m.settings_defect_name()}
          description={m.settings_defect_name_hint()}
          lang="en"
          required
          value={fields.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
        />
        <DefectTypeFields value={fields} errors={errors} onChange={set} adding />
        <Text c="dimmed">{m.settings_defect_scoring_fixed()}</Text>
        <Select
          size="lg"
          label={m.settings_defect_scope()}
          allowDeselect={false}
          value={fields.appliesTo}
          onChange={(v) => v && set({ appliesTo: v as Scope })}
          data={scopes.map((s) => ({ value: s, label: scopeNames[s]() }))}
          error={errors.appliesTo}
        />
        <Switch
          size="xl"
          label={m.settings_defect_continuous_label()}
          checked={fields.continuous}
          onChange={(e) => set({ continuous: e.currentTarget.checked })}
        />
        <Switch
          size="xl"
          label={m.settings_defect_hole_label()}
          checked={fields.isHole}
          onChange={(e) => set({ isHole: e.currentTarget.checked })}
        />
        <FormActions
          error={save.error}
          showError={save.isError && !explainedByFields(fromServer, SHOWN)}
          saving={save.isPending}
          submitLabel={m.settings_defect_add_save()}
          onCancel={onDone}
        />
      </Stack>
    </Paper>
  );
}
