import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Text, TextInput } from '@mantine/core';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});

  const login = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      saveImmediate('login', { credentials }),
    onSuccess: async (session: SessionInfo) => {
      // Login answers with the session, so the menu and start page need no second request.
      queryClient.setQueryData(sessionQuery().queryKey, session);
      authState.signedIn(session.username);
      await navigate({ to: '/select-home' });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    login.reset();
    const parsed = (await credentialsSchema()).safeParse({ email, password });
    if (!parsed.success) {
      setInvalid(zodFieldErrors(parsed.error.issues));
      return;
    }
    setInvalid({});
    login.mutate(parsed.data);
  };

  const errors = { ...fieldErrors(login.error), ...invalid };
  return (
    <AuthCard title={m.auth_sign_in()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={m.auth_email()}
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          mb="md"
          data-autofocus
        />
        <PasswordInput
          label={m.auth_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
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
