import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import { m } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { callQuery } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';
import { BackupStatus } from './BackupStatus';
import { BandOverrides } from './BandOverrides';
import { ConnectionStatus } from './ConnectionStatus';
import { numberField, type MillForm } from './millForm';
import { StepperInput } from './StepperInput';
import { pathErrors, serverPathErrors } from './formErrors';

/** The users domain's schemas load on the first submit (the save needs them then anyway). */
const schema = async () => (await loadCall('saveSettings')).input.shape.jsonData;

/**
 * Grade bands, their per-item/customer overrides and tolerances, as the server grades rolls; and
 * the process loss (or gain) beyond which a PO's batch is highlighted.
 */
export function MillSettingsForm() {
  const settings = useQuery(callQuery('getSettings', {}));
  if (!settings.data) {
    return settings.isError ? (
      <Alert color="red">{errorMessage(settings.error)}</Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label={m.settings_loading_mill()} />
      </Center>
    );
  }
  // Settings read anew (after a save, or fresher than those kept on the device) start the form again.
  return <MillSettingsEditor key={settings.data.updatedAt ?? ''} settings={settings.data} />;
}

function MillSettingsEditor({ settings }: { settings: CallOutput<Calls['getSettings']> }) {
  const { connections, untrustedProxy, backup, updatedAt, updatedBy, ...saved } = settings;
  const client = useQueryClient();
  const form = useForm<MillForm>({ initialValues: saved });
  const save = useMutation({
    mutationFn: (jsonData: MillForm) => saveImmediate('saveSettings', { jsonData }),
    onSuccess: async () => {
      form.resetDirty();
      toast(m.settings_mill_saved());
      // Not only the settings: grades and process loss are computed with them, so every answer
      // kept on the device (a PO's loss flagged at the old tolerance, say) is read again when next
      // shown, also after a reload, which restores kept answers with their stale mark.
      await client.invalidateQueries();
    },
    onError: (error) => form.setErrors(serverPathErrors(error)),
  });

  const submit = form.onSubmit(async (values) => {
    const parsed = (await schema()).safeParse(values);
    form.setErrors(parsed.success ? {} : pathErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  });

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="mill-settings"
    >
      <Title order={2} size="h3" mb="xs" id="mill-settings">
        {m.settings_mill()}
      </Title>
      <Text c="dimmed" mb="md">
        {updatedAt
          ? m.settings_last_changed({
              when: formatDateTime(updatedAt),
              user: updatedBy ?? m.settings_unknown_user(),
            })
          : m.settings_defaults_apply()}
      </Text>
      <Stack gap="lg">
        <Text fw={600}>{m.settings_grade_by_points()}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StepperInput
            label={m.settings_grade1_below()}
            min={0}
            decimalScale={1}
            {...numberField(form, 'gradeBand.grade1Below')}
          />
          <StepperInput
            label={m.settings_grade3_above()}
            min={0}
            decimalScale={1}
            {...numberField(form, 'gradeBand.grade3Above')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StepperInput
            label={m.settings_gsm_tolerance()}
            min={0}
            max={50}
            decimalScale={1}
            {...numberField(form, 'gsmTolerancePct')}
          />
          <StepperInput
            label={m.settings_width_tolerance()}
            min={0}
            max={50}
            decimalScale={1}
            {...numberField(form, 'widthTolerancePct')}
          />
        </SimpleGrid>
        <Switch
          size="xl"
          label={m.settings_tolerance_lowers()}
          {...form.getInputProps('toleranceLowersGrade', { type: 'checkbox' })}
        />
        <StepperInput
          label={m.settings_loss_tolerance()}
          description={m.settings_loss_tolerance_hint()}
          maw={360}
          min={0}
          max={50}
          // Out of range is said, not silently clamped: the save checks it against the contract.
          clampBehavior="none"
          decimalScale={1}
          {...numberField(form, 'processLossTolerancePct')}
          value={form.values.processLossTolerancePct ?? ''}
        />
        <StepperInput
          label={m.photo_keep_days()}
          description={m.photo_keep_days_help()}
          maw={360}
          min={30}
          max={3650}
          step={30}
          clampBehavior="none"
          allowDecimal={false}
          {...numberField(form, 'defectPhotoRetentionDays')}
          value={form.values.defectPhotoRetentionDays ?? ''}
        />
        <BandOverrides form={form} />
        {save.isError && (
          <Alert color="red" variant="light" title={m.settings_not_saved()}>
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
          {m.settings_save_mill()}
        </Button>
        <ConnectionStatus connections={connections} untrustedProxy={untrustedProxy ?? null} />
        {backup && <BackupStatus backup={backup} />}
      </Stack>
    </Paper>
  );
}
