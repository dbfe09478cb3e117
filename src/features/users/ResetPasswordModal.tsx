import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
// The auth domain's schemas only: they travel with this screen, not with the app's start.
import { authCalls } from '../../../contract/main/auth';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useAdminSave } from './api';
import type { UserRow } from './filterUsers';

const newPasswordSchema = authCalls.changepassword.input.shape.passwordData.shape.newPassword;

/** An administrator sets a new password for someone who forgot theirs; their devices sign out. */
export function ResetPasswordModal({
  user,
  onClose,
}: {
  user: UserRow | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const reset = useAdminSave('changepassword', 'Password reset.', ['getUserData']);

  const close = () => {
    setPassword('');
    setConfirm('');
    setInvalid({});
    reset.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const errors: Record<string, string> = {};
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message ?? 'is not valid';
    if (confirm !== password) errors.confirm = 'Does not match the new password.';
    setInvalid(errors);
    if (Object.keys(errors).length === 0) {
      reset.mutate(
        { passwordData: { email: user.email, newPassword: password } },
        { onSuccess: close },
      );
    }
  };
  const errors = { ...fieldErrors(reset.error), ...invalid };

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={`Reset password of ${user?.username ?? ''}`}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>They will be signed out everywhere and must sign in with the new password.</Text>
          <PasswordInput
            label="New password"
            description="At least 10 characters."
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.newPassword}
          />
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          {reset.isError && (
            <Alert color="red" variant="light" title="Password not reset">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
