import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadCall } from '@contract/client';
import { m } from '../../i18n';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { callKey } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';

/** The auth domain's schemas load on the first submit (the save needs them then anyway). */
const passwordDataSchema = async () => (await loadCall('changepassword')).input.shape.passwordData;
const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Changing one's own password needs the current one (the server checks it too). */
export function ChangePasswordForm({ email }: { email: string }) {
  const [fields, setFields] = useState(empty);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const change = useMutation({
    // Sent at once, never queued: the current password is checked now, and the answer matters.
    mutationFn: (passwordData: { email: string; newPassword: string; currentPassword?: string }) =>
      saveImmediate('changepassword', { passwordData }),
    onSuccess: () => {
      setFields(empty);
      toast(m.profile_password_changed_toast());
      // The change signed out this user's other devices.
      void client.invalidateQueries({ queryKey: callKey('getMySessions') });
    },
  });
  // Read the value now: React runs the updater later, when the event's currentTarget is gone.
  const set = (key: keyof typeof empty) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    change.reset();
    const { confirm, ...rest } = fields;
    const parsed = (await passwordDataSchema()).safeParse({ email, ...rest });
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
    if (!fields.currentPassword) errors.currentPassword = m.profile_enter_current();
    if (confirm !== fields.newPassword) errors.confirm = m.profile_no_match();
    setInvalid(errors);
    if (parsed.success && Object.keys(errors).length === 0) change.mutate(parsed.data);
  };

  const errors = { ...fieldErrors(change.error), ...invalid };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="change-password">
      <Title order={2} size="h3" mb="md" id="change-password">
        {m.profile_change_password()}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {/* The account's email, for password managers; the server takes it from the session too. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <PasswordInput
          label={m.profile_current_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="current-password"
          required
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
          mb="md"
        />
        <PasswordInput
          label={m.profile_new_password()}
          description={m.profile_new_password_hint()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="new-password"
          required
          value={fields.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          mb="md"
        />
        <PasswordInput
          label={m.profile_repeat_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          mb="md"
        />
        {change.isError && (
          <Alert color="red" variant="light" title={m.profile_password_not_changed()} mb="md">
            {errorMessage(change.error)}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert
            color="green"
            variant="light"
            title={m.profile_password_changed()}
            mb="md"
            role="status"
          >
            {m.profile_use_new()}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending}>
          {m.profile_change_password()}
        </Button>
      </form>
    </Paper>
  );
}
