import {
  Alert,
  Button,
  Center,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput, Calls, PageName, SessionInfo } from '@contract';
import { loadCall } from '@contract/client';
import { Segmented } from '../../components/Segmented';
import { localeNames, m, useLocale, type Locale } from '../../i18n';
import { formatDate, formatTime } from '../../i18n/format';
import { mayOpen } from '../../lib/auth';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { callKey, callQuery } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';

type DigestInput = CallInput<Calls['saveMyDigest']>['jsonData'];
type DigestSettings = CallOutput<Calls['getMyDigest']>;

/**
 * The pages whose users may ask for the digest: the access of getMyDigest and saveMyDigest
 * (contract/main/alerts.ts; DigestForm.test.tsx holds them together). Kept here so the profile
 * does not load the alerts contract to decide whether to show the section.
 */
export const DIGEST_PAGES: readonly PageName[] = ['production-dashboard', 'dashboard', 'alerts'];

/** Whether the profile offers this session the morning digest. */
export const mayGetDigest = (session: SessionInfo | undefined): boolean =>
  DIGEST_PAGES.some((page) => mayOpen(session, page) === true);

/** The alerts domain's schemas load on the first submit (the save needs them then anyway). */
const schema = async () => (await loadCall('saveMyDigest')).input.shape.jsonData;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** An hour of the day as a time ("07:00"), as every time on the screens is written. */
const hourText = (hour: number) => formatTime(new Date(2000, 0, 1, hour));

/** The signed-in user's morning digest: on or off, at which hour, in which language. */
export function DigestForm() {
  const digest = useQuery(callQuery('getMyDigest', {}));
  if (!digest.data) {
    return digest.isError ? (
      <Alert color="red" variant="light" title={m.alertviews_digest_not_loaded()}>
        {errorMessage(digest.error)}
      </Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label={m.alertviews_digest_loading()} />
      </Center>
    );
  }
  // A digest read anew (after a save) starts the form again.
  return <DigestEditor key={JSON.stringify(digest.data)} settings={digest.data} />;
}

function DigestEditor({ settings }: { settings: DigestSettings }) {
  const locale = useLocale();
  const client = useQueryClient();
  const { email, lastSentOn, ...saved } = settings;
  // Never asked for yet: its language is the one this person reads the app in.
  const neverUsed = !saved.enabled && lastSentOn === null;
  const form = useForm<DigestInput>({
    initialValues: { ...saved, language: neverUsed ? locale : saved.language },
  });
  const save = useMutation({
    mutationFn: (jsonData: DigestInput) => saveImmediate('saveMyDigest', { jsonData }),
    onSuccess: (answer) => {
      toast(m.alertviews_digest_saved());
      client.setQueryData(callKey('getMyDigest', {}), answer);
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });

  const submit = form.onSubmit(async (values) => {
    save.reset();
    const parsed = (await schema()).safeParse(values);
    form.setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="morning-digest">
      <Title order={2} size="h3" mb="xs" id="morning-digest">
        {m.alertviews_digest_title()}
      </Title>
      <Text c="dimmed" mb="md">
        {m.alertviews_digest_intro()}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Switch
            size="xl"
            label={m.alertviews_digest_enabled()}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          {form.values.enabled && (
            <>
              <NativeSelect
                size="lg"
                maw={240}
                label={m.alertviews_digest_hour()}
                description={m.alertviews_digest_hour_hint()}
                data={HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) }))}
                {...form.getInputProps('hour')}
                value={String(form.values.hour)}
                onChange={(e) => form.setFieldValue('hour', Number(e.currentTarget.value))}
              />
              <div>
                <Text size="lg" fw={500} id="digest-language">
                  {m.alertviews_digest_language()}
                </Text>
                <Segmented<Locale>
                  labelledBy="digest-language"
                  value={form.values.language}
                  onChange={(language) => form.setFieldValue('language', language)}
                  data={(['en', 'ta'] as const).map((l) => ({ value: l, label: localeNames[l] }))}
                />
                {form.errors.language && (
                  <Text c="red.8" size="sm" mt={4}>
                    {form.errors.language}
                  </Text>
                )}
              </div>
              <Text>{m.alertviews_digest_to({ email })}</Text>
            </>
          )}
          {lastSentOn && (
            <Text c="dimmed">
              {m.alertviews_digest_last_sent({ date: formatDate(lastSentOn) })}
            </Text>
          )}
          {save.isError && (
            <Alert color="red" variant="light" title={m.alertviews_digest_not_saved()}>
              {errorMessage(save.error)}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {m.alertviews_digest_save()}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
