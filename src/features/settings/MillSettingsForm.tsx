import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Calls } from '@contract';
// The users domain's schemas only: they travel with this screen, not with the app's start.
import { usersCalls } from '../../../contract/main/users';
import { errorMessage } from '../../lib/errors';
import { callKey, callQuery } from '../../lib/rpc';
import { saveCallNow } from '../../lib/save';
import { toast } from '../../lib/toast';
import { BandOverrides } from './BandOverrides';
import { ConnectionStatus } from './ConnectionStatus';
import { pathErrors, serverPathErrors } from './formErrors';

export type MillForm = CallInput<Calls['saveSettings']>['jsonData'];
const schema = usersCalls.saveSettings.input.shape.jsonData;

/** Grade bands, their per-item/customer overrides and tolerances, as the server grades rolls. */
export function MillSettingsForm() {
  const settings = useQuery(callQuery('getSettings', {}));
  const client = useQueryClient();
  const [draft, setDraft] = useState<MillForm | null>(null);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (jsonData: MillForm) => saveCallNow('saveSettings', { jsonData }),
    onSuccess: async () => {
      setDraft(null);
      toast('Mill settings saved.');
      await client.invalidateQueries({ queryKey: callKey('getSettings') });
    },
  });

  if (!settings.data) {
    return settings.isError ? (
      <Alert color="red">{errorMessage(settings.error)}</Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label="Loading mill settings" />
      </Center>
    );
  }
  const { connections, updatedAt, updatedBy, ...saved } = settings.data;
  const form: MillForm = draft ?? saved;
  const set = (patch: Partial<MillForm>) => setDraft({ ...form, ...patch });
  const num = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);
  const errors = { ...serverPathErrors(save.error), ...invalid };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(form);
    setInvalid(parsed.success ? {} : pathErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  };

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
        Mill settings
      </Title>
      <Text c="dimmed" mb="md">
        {updatedAt
          ? `Last changed ${new Date(updatedAt).toLocaleString()} by ${updatedBy ?? 'unknown'}.`
          : 'The knit-mill defaults apply until you save.'}
      </Text>
      <Stack gap="lg">
        <Text fw={600}>Grade by points per 100 m²</Text>
        <Group grow align="flex-start">
          <NumberInput
            size="lg"
            label="Grade 1 below"
            min={0}
            decimalScale={1}
            value={form.gradeBand.grade1Below}
            onChange={(v) => set({ gradeBand: { ...form.gradeBand, grade1Below: num(v) } })}
            error={errors['gradeBand.grade1Below']}
          />
          <NumberInput
            size="lg"
            label="Grade 3 above"
            min={0}
            decimalScale={1}
            value={form.gradeBand.grade3Above}
            onChange={(v) => set({ gradeBand: { ...form.gradeBand, grade3Above: num(v) } })}
            error={errors['gradeBand.grade3Above']}
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            size="lg"
            label="GSM tolerance ±%"
            min={0}
            max={50}
            decimalScale={1}
            value={form.gsmTolerancePct}
            onChange={(v) => set({ gsmTolerancePct: num(v) })}
            error={errors.gsmTolerancePct}
          />
          <NumberInput
            size="lg"
            label="Width tolerance ±%"
            min={0}
            max={50}
            decimalScale={1}
            value={form.widthTolerancePct}
            onChange={(v) => set({ widthTolerancePct: num(v) })}
            error={errors.widthTolerancePct}
          />
        </Group>
        <Switch
          size="xl"
          label="GSM or width out of tolerance lowers the grade by one"
          checked={form.toleranceLowersGrade}
          onChange={(e) => set({ toleranceLowersGrade: e.currentTarget.checked })}
        />
        <BandOverrides
          overrides={form.overrides}
          errors={errors}
          onChange={(overrides) => set({ overrides })}
        />
        {save.isError && (
          <Alert color="red" variant="light" title="Settings not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} disabled={draft === null}>
          Save mill settings
        </Button>
        <ConnectionStatus connections={connections} />
      </Stack>
    </Paper>
  );
}
