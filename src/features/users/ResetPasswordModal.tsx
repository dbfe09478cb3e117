import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  const form = useForm({ mode: 'uncontrolled', initialValues: { newPassword: '', confirm: '' } });
  const reset = useAdminSave('changepassword', m.users_password_reset_toast, ['getUserData']);

  const close = () => {
    form.reset();
    reset.reset();
    onClose();
  };
  const submit = form.onSubmit(async ({ newPassword, confirm }) => {
    if (!user) return;
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    reset.reset();
    const errors: Record<string, string> = {};
    const parsed = (await newPasswordSchema()).safeParse(newPassword);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) errors.newPassword = issueText(issue);
    if (confirm !== newPassword) errors.confirm = m.users_no_match();
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) {
      reset.mutate(
        { passwordData: { email: user.email, newPassword } },
        { onSuccess: close, onError: (error) => form.setErrors(fieldErrors(error)) },
      );
    }
  });

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={m.users_reset_title({ username: user?.username ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': m.frame_close(), size: 48 }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{m.users_reset_text()}</Text>
          <PasswordInput
            label={m.users_new_password()}
            description={m.users_new_password_hint()}
            visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={m.users_repeat_password()}
            visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
            autoComplete="new-password"
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
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
