import { Alert, Button, Paper, PasswordInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadCall } from '@contract/client';
import { m } from '../../i18n';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { callKey } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';

/** The auth domain's schemas load on the first submit (the save needs them then anyway). */
const passwordDataSchema = async () => (await loadCall('changepassword')).input.shape.passwordData;

/** Changing one's own password needs the current one (the server checks it too). */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const client = useQueryClient();
  const change = useMutation({
    // Sent at once, never queued: the current password is checked now, and the answer matters.
    mutationFn: (passwordData: { email: string; newPassword: string; currentPassword?: string }) =>
      saveImmediate('changepassword', { passwordData }),
    onSuccess: () => {
      form.reset();
      toast(m.profile_password_changed_toast());
      // The change signed out this user's other devices.
      void client.invalidateQueries({ queryKey: callKey('getMySessions') });
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });

  const submit = form.onSubmit(async ({ confirm, ...rest }) => {
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    change.reset();
    const parsed = (await passwordDataSchema()).safeParse({ email, ...rest });
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
    if (!rest.currentPassword) errors.currentPassword = m.profile_enter_current();
    if (confirm !== rest.newPassword) errors.confirm = m.profile_no_match();
    form.setErrors(errors);
    if (parsed.success && Object.keys(errors).length === 0) change.mutate(parsed.data);
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="change-password">
      <Title order={2} size="h3" mb="md" id="change-password">
        {m.profile_change_password()}
      </Title>
      <form onSubmit={submit} noValidate>
        {/* The account's email, for password managers; the server takes it from the session too. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <PasswordInput
          label={m.profile_current_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
          mb="md"
        />
        <PasswordInput
          label={m.profile_new_password()}
          description={m.profile_new_password_hint()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
          mb="md"
        />
        <PasswordInput
          label={m.profile_repeat_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="new-password"
          required
          key={form.key('confirm')}
          {...form.getInputProps('confirm')}
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
