import { useState, type FormEvent } from 'react';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { MillForm } from './millForm';
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
  const client = useQueryClient();
  const [draft, setDraft] = useState<MillForm | null>(null);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (jsonData: MillForm) => saveImmediate('saveSettings', { jsonData }),
    onSuccess: async () => {
      setDraft(null);
      toast(m.settings_mill_saved());
      // Not only the settings: grades and process loss are computed with them, so every answer
      // kept on the device (a PO's loss flagged at the old tolerance, say) is read again when next
      // shown, also after a reload, which restores kept answers with their stale mark.
      await client.invalidateQueries();
    },
  });

  if (!settings.data) {
    return settings.isError ? (
      <Alert color="red">{errorMessage(settings.error)}</Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label={m.settings_loading_mill()} />
      </Center>
    );
  }
  const { connections, untrustedProxy, backup, updatedAt, updatedBy, ...saved } = settings.data;
  const form: MillForm = draft ?? saved;
  const set = (patch: Partial<MillForm>) => setDraft({ ...form, ...patch });
  const num = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);
  const errors = { ...serverPathErrors(save.error), ...invalid };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await schema()).safeParse(form);
    setInvalid(parsed.success ? {} : pathErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={(event) => void submit(event)}
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
            value={form.gradeBand.grade1Below}
            onChange={(v) => set({ gradeBand: { ...form.gradeBand, grade1Below: num(v) } })}
            error={errors['gradeBand.grade1Below']}
          />
          <StepperInput
            label={m.settings_grade3_above()}
            min={0}
            decimalScale={1}
            value={form.gradeBand.grade3Above}
            onChange={(v) => set({ gradeBand: { ...form.gradeBand, grade3Above: num(v) } })}
            error={errors['gradeBand.grade3Above']}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StepperInput
            label={m.settings_gsm_tolerance()}
            min={0}
            max={50}
            decimalScale={1}
            value={form.gsmTolerancePct}
            onChange={(v) => set({ gsmTolerancePct: num(v) })}
            error={errors.gsmTolerancePct}
          />
          <StepperInput
            label={m.settings_width_tolerance()}
            min={0}
            max={50}
            decimalScale={1}
            value={form.widthTolerancePct}
            onChange={(v) => set({ widthTolerancePct: num(v) })}
            error={errors.widthTolerancePct}
          />
        </SimpleGrid>
        <Switch
          size="xl"
          label={m.settings_tolerance_lowers()}
          checked={form.toleranceLowersGrade}
          onChange={(e) => set({ toleranceLowersGrade: e.currentTarget.checked })}
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
          value={form.processLossTolerancePct ?? ''}
          onChange={(v) => set({ processLossTolerancePct: num(v) })}
          error={errors.processLossTolerancePct}
        />
        <BandOverrides
          overrides={form.overrides}
          errors={errors}
          onChange={(overrides) => set({ overrides })}
        />
        {save.isError && (
          <Alert color="red" variant="light" title={m.settings_not_saved()}>
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} disabled={draft === null}>
          {m.settings_save_mill()}
        </Button>
        <ConnectionStatus connections={connections} untrustedProxy={untrustedProxy ?? null} />
        {backup && <BackupStatus backup={backup} />}
      </Stack>
    </Paper>
  );
}
