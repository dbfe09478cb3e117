import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { loadCall } from '@contract/client';
import { m } from '../../i18n';
import { errorMessage, fieldErrors, issueText } from '../../lib/errors';
import { useAdminSave } from './api';
import type { UserRow } from './filterUsers';

/** The auth domain's schemas load on the first submit (the save needs them then anyway). */
const newPasswordSchema = async () =>
  (await loadCall('changepassword')).input.shape.passwordData.shape.newPassword;

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
  const reset = useAdminSave('changepassword', m.users_password_reset_toast, ['getUserData']);

  const close = () => {
    setPassword('');
    setConfirm('');
    setInvalid({});
    reset.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    reset.reset();
    const errors: Record<string, string> = {};
    const parsed = (await newPasswordSchema()).safeParse(password);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) errors.newPassword = issueText(issue);
    if (confirm !== password) errors.confirm = m.users_no_match();
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
      title={m.users_reset_title({ username: user?.username ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': m.frame_close(), size: 48 }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text>{m.users_reset_text()}</Text>
          <PasswordInput
            label={m.users_new_password()}
            description={m.users_new_password_hint()}
            visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.newPassword}
          />
          <PasswordInput
            label={m.users_repeat_password()}
            visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          {reset.isError && (
            <Alert color="red" variant="light" title={m.users_password_not_reset()}>
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Button type="submit" loading={reset.isPending}>
            {m.users_reset_password()}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
