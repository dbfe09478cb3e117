import { Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  const form = useForm({ initialValues: blank });
  const save = useSaveDefectType();

  const submit = form.onSubmit(async (values) => {
    const checked = await checkInput({ action: 'add', ...values });
    form.setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) {
      save.mutate(checked.input, {
        onSuccess: onDone,
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      });
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
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
          {...form.getInputProps('name')}
        />
        <DefectTypeFields form={form} adding />
        <Text c="dimmed">{m.settings_defect_scoring_fixed()}</Text>
        <Select
          size="lg"
          label={m.settings_defect_scope()}
          allowDeselect={false}
          data={scopes.map((s) => ({ value: s, label: scopeNames[s]() }))}
          {...form.getInputProps('appliesTo')}
          onChange={(v) => v && form.setFieldValue('appliesTo', v as Scope)}
        />
        <Switch
          size="xl"
          label={m.settings_defect_continuous_label()}
          {...form.getInputProps('continuous', { type: 'checkbox' })}
        />
        <Switch
          size="xl"
          label={m.settings_defect_hole_label()}
          {...form.getInputProps('isHole', { type: 'checkbox' })}
        />
        <FormActions
          error={save.error}
          showError={save.isError && !explainedByFields(serverFieldErrors(save.error), SHOWN)}
          saving={save.isPending}
          submitLabel={m.settings_defect_add_save()}
          onCancel={onDone}
        />
      </Stack>
    </Paper>
  );
}
