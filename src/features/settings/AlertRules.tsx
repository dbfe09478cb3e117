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
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import { alertRuleLimits, alertRulesProblem } from '@rules';
import { m } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { callKey, callQuery } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';
import { pathErrors, serverPathErrors } from './formErrors';
import { StepperInput } from './StepperInput';

type RulesInput = CallInput<Calls['saveAlertRules']>['jsonData'];
type RulesSettings = CallOutput<Calls['getAlertRules']>;
/** The rules as the form holds them: the address as typed, empty for none. */
type RulesForm = Omit<RulesInput, 'supervisorEmail'> & { supervisorEmail: string };

/** The alerts domain's schemas load on the first submit (the save needs them then anyway). */
const schema = async () => (await loadCall('saveAlertRules')).input.shape.jsonData;

/** A number box of the form: a cleared box holds no number, which the contract's check names. */
const numberField = (form: UseFormReturnType<RulesForm>, path: keyof RulesForm) => ({
  ...form.getInputProps(path),
  onChange: (v: string | number) =>
    form.setFieldValue(path, typeof v === 'number' ? v : Number.NaN),
});

const whole = (n: number) => Number.isInteger(n);

/**
 * The mill's alert rules (K of the last N rolls within H hours, grade 3, a supplier's lot, a
 * collar & cuff lot) and the knitting supervisor's address. Everyone with Settings reads them, so
 * the floor knows when an alert comes; only an administrator changes them (the server checks it
 * too).
 */
export function AlertRules({ canEdit }: { canEdit: boolean }) {
  const rules = useQuery(callQuery('getAlertRules', {}));
  if (!rules.data) {
    return rules.isError ? (
      <Alert color="red" variant="light" title={m.alertviews_rules_not_loaded()}>
        {errorMessage(rules.error)}
      </Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label={m.alertviews_rules_loading()} />
      </Center>
    );
  }
  // Rules read anew (after a save) start the form again.
  return (
    <AlertRulesEditor key={rules.data.updatedAt ?? ''} settings={rules.data} canEdit={canEdit} />
  );
}

function AlertRulesEditor({ settings, canEdit }: { settings: RulesSettings; canEdit: boolean }) {
  const { updatedAt, updatedBy, supervisorEmail, ...saved } = settings;
  const client = useQueryClient();
  const form = useForm<RulesForm>({
    initialValues: { ...saved, supervisorEmail: supervisorEmail ?? '' },
  });
  const save = useMutation({
    mutationFn: (jsonData: RulesInput) => saveImmediate('saveAlertRules', { jsonData }),
    onSuccess: (answer) => {
      form.resetDirty();
      toast(m.alertviews_rules_saved());
      client.setQueryData(callKey('getAlertRules', {}), answer);
    },
    onError: (error) => form.setErrors(serverPathErrors(error)),
  });

  const submit = form.onSubmit(async ({ supervisorEmail: typed, ...values }) => {
    const email = typed.trim();
    const candidate = { ...values, supervisorEmail: email === '' ? null : email };
    const parsed = (await schema()).safeParse(candidate);
    const errors = parsed.success ? {} : pathErrors(parsed.error.issues);
    // K of the last N: refused here, on the field, before the server says the same.
    if (whole(values.repeatK) && whole(values.repeatN) && alertRulesProblem(values)) {
      errors.repeatK ??= m.alertviews_rules_k_over_n({ n: formatNumber(values.repeatN) });
    }
    form.setErrors(errors);
    if (parsed.success && Object.keys(errors).length === 0) save.mutate(parsed.data);
  });

  const { repeatK: k, repeatN: n, repeatHours: hours } = form.values;
  const locked = !canEdit;
  const body = (
    <>
      <Title order={2} size="h3" mb="xs" id="alert-rules">
        {m.alertviews_rules_title()}
      </Title>
      <Text c="dimmed">{m.alertviews_rules_intro()}</Text>
      <Text c="dimmed" mb="md">
        {updatedAt
          ? m.settings_last_changed({
              when: formatDateTime(updatedAt),
              user: updatedBy ?? m.settings_unknown_user(),
            })
          : m.settings_defaults_apply()}
      </Text>
      <Stack gap="lg">
        {locked && (
          <Alert color="gray" variant="light">
            {m.alertviews_rules_admin_only()}
          </Alert>
        )}
        <Text fw={600}>{m.alertviews_rules_repeat()}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <StepperInput
            label={m.alertviews_rules_repeat_k()}
            min={alertRuleLimits.repeatK.min}
            max={alertRuleLimits.repeatK.max}
            clampBehavior="none"
            allowDecimal={false}
            disabled={locked}
            {...numberField(form, 'repeatK')}
          />
          <StepperInput
            label={m.alertviews_rules_repeat_n()}
            min={alertRuleLimits.repeatN.min}
            max={alertRuleLimits.repeatN.max}
            clampBehavior="none"
            allowDecimal={false}
            disabled={locked}
            {...numberField(form, 'repeatN')}
          />
          <StepperInput
            label={m.alertviews_rules_repeat_hours()}
            min={alertRuleLimits.repeatHours.min}
            max={alertRuleLimits.repeatHours.max}
            clampBehavior="none"
            allowDecimal={false}
            disabled={locked}
            {...numberField(form, 'repeatHours')}
          />
        </SimpleGrid>
        {whole(k) && whole(n) && whole(hours) && (
          <Text>
            {m.alertviews_rules_repeat_sentence({
              k: formatNumber(k),
              n: formatNumber(n),
              hours: formatNumber(hours),
            })}
          </Text>
        )}
        <Switch
          size="xl"
          label={m.alertviews_rules_grade3()}
          disabled={locked}
          {...form.getInputProps('grade3', { type: 'checkbox' })}
        />
        <StepperInput
          label={m.alertviews_rules_supplier_k()}
          description={m.alertviews_rules_supplier_k_hint()}
          maw={360}
          min={alertRuleLimits.supplierLotK.min}
          max={alertRuleLimits.supplierLotK.max}
          clampBehavior="none"
          allowDecimal={false}
          disabled={locked}
          {...numberField(form, 'supplierLotK')}
        />
        <Switch
          size="xl"
          label={m.alertviews_rules_cc()}
          disabled={locked}
          {...form.getInputProps('ccLotRejected', { type: 'checkbox' })}
        />
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="off"
          label={m.alertviews_rules_email()}
          description={m.alertviews_rules_email_hint()}
          maw={480}
          disabled={locked}
          {...form.getInputProps('supervisorEmail')}
        />
        {save.isError && (
          <Alert color="red" variant="light" title={m.alertviews_rules_not_saved()}>
            {errorMessage(save.error)}
          </Alert>
        )}
        {canEdit && (
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {m.alertviews_rules_save()}
          </Button>
        )}
      </Stack>
    </>
  );
  // A form for an administrator; for everyone else a section to read, with nothing to submit.
  return canEdit ? (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="alert-rules"
    >
      {body}
    </Paper>
  ) : (
    <Paper withBorder p="lg" component="section" aria-labelledby="alert-rules">
      {body}
    </Paper>
  );
}
