import { Alert, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SessionInfo } from '@contract';
import { loadCall } from '@contract/client';
import { m } from '../../i18n';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { saveImmediate } from '../../lib/save';
import { authState } from '../../lib/session';
import { sessionQuery } from '../../lib/useSession';
import { AuthCard, AuthLink } from './AuthCard';

/**
 * The contract's own rules for the form, so the client and the server agree on every message.
 * Loaded on the first submit (the sign-in call needs them then anyway): the sign-in screen paints
 * without a single schema.
 */
const credentialsSchema = async () => (await loadCall('login')).input.shape.credentials;

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '', password: '' } });

  const login = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      saveImmediate('login', { credentials }),
    onSuccess: async (session: SessionInfo) => {
      // Login answers with the session, so the menu and start page need no second request.
      queryClient.setQueryData(sessionQuery().queryKey, session);
      authState.signedIn(session.username);
      await navigate({ to: '/select-home' });
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });

  const submit = form.onSubmit(async (values) => {
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    login.reset();
    const parsed = (await credentialsSchema()).safeParse(values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    login.mutate(parsed.data);
  });

  return (
    <AuthCard title={m.auth_sign_in()}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={m.auth_email()}
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
          mb="md"
          data-autofocus
        />
        <PasswordInput
          label={m.auth_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
          mb="md"
        />
        {login.isError && (
          <Alert color="red" variant="light" title={m.auth_not_signed_in()} mb="md">
            {errorMessage(login.error, { not_signed_in: m.error_wrong_sign_in })}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          {m.auth_sign_in()}
        </Button>
      </form>
      <Text>
        {m.auth_no_account()} <AuthLink to="/registration">{m.auth_register()}</AuthLink>
      </Text>
    </AuthCard>
  );
}
