import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
// The auth domain's schemas only: they travel with this screen, not with the app's start.
import { authCalls } from '../../../contract/main/auth';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { callKey } from '../../lib/rpc';
import { saveCallNow } from '../../lib/save';
import { toast } from '../../lib/toast';

const passwordDataSchema = authCalls.changepassword.input.shape.passwordData;
const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Changing one's own password needs the current one (the server checks it too). */
export function ChangePasswordForm({ email }: { email: string }) {
  const [fields, setFields] = useState(empty);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const change = useMutation({
    // Sent at once, never queued: the current password is checked now, and the answer matters.
    mutationFn: (passwordData: { email: string; newPassword: string; currentPassword?: string }) =>
      saveCallNow('changepassword', { passwordData }),
    onSuccess: () => {
      setFields(empty);
      toast('Password changed.');
      // The change signed out this user's other devices.
      void client.invalidateQueries({ queryKey: callKey('getMySessions') });
    },
  });
  // Read the value now: React runs the updater later, when the event's currentTarget is gone.
  const set = (key: keyof typeof empty) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { confirm, ...rest } = fields;
    const parsed = passwordDataSchema.safeParse({ email, ...rest });
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
    if (!fields.currentPassword) errors.currentPassword = 'Enter your current password.';
    if (confirm !== fields.newPassword) errors.confirm = 'Does not match the new password.';
    setInvalid(errors);
    if (parsed.success && Object.keys(errors).length === 0) change.mutate(parsed.data);
  };

  const errors = { ...fieldErrors(change.error), ...invalid };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="change-password">
      <Title order={2} size="h3" mb="md" id="change-password">
        Change password
      </Title>
      <form onSubmit={submit} noValidate>
        {/* The account's email, for password managers; the server takes it from the session too. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
          mb="md"
        />
        <PasswordInput
          label="New password"
          description="At least 10 characters, not a common password. Other devices signed in as you will be signed out."
          autoComplete="new-password"
          required
          value={fields.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          mb="md"
        />
        <PasswordInput
          label="Repeat new password"
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          mb="md"
        />
        {change.isError && (
          <Alert color="red" variant="light" title="Password not changed" mb="md">
            {errorMessage(change.error)}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="green" variant="light" title="Password changed" mb="md" role="status">
            Use the new password from now on.
          </Alert>
        )}
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </form>
    </Paper>
  );
}
