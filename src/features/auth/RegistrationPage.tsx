import { Alert, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { loadCall } from '@contract/client';
import { useAuthState } from '../../lib/auth';
import { m } from '../../i18n';
import { pageTitle } from '../../i18n/pages';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { saveImmediate } from '../../lib/save';
import { AuthCard, AuthLink } from './AuthCard';

// The contract's own rules, loaded on the first submit (the call needs them then anyway).
const signcredentialsSchema = async () => (await loadCall('register')).input.shape.signcredentials;
type Fields = { username: string; email: string; password: string };

export function RegistrationPage() {
  const signedIn = useAuthState() === true;
  const form = useForm<Fields>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '' },
  });
  const register = useMutation({
    mutationFn: (signcredentials: Fields) => saveImmediate('register', { signcredentials }),
    onError: (error) => form.setErrors(fieldErrors(error)),
  });

  const submit = form.onSubmit(async (values) => {
    // A new attempt starts clean: the last attempt's answer never stands beside this one's.
    register.reset();
    const parsed = (await signcredentialsSchema()).safeParse(values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    register.mutate(parsed.data);
  });

  const back = signedIn ? (
    <AuthLink to="/select-home">{m.auth_back_to_start()}</AuthLink>
  ) : (
    <AuthLink to="/login">{m.auth_go_to_sign_in()}</AuthLink>
  );

  if (register.isSuccess) {
    const sent = register.variables;
    return (
      <AuthCard title={pageTitle('registration')}>
        {/*
          The server answers alike whether or not the email already had an account (so nobody can
          find out who is registered); a new account has no role, so say it cannot open anything yet.
        */}
        <Alert color="green" variant="light" title={m.auth_registration_received()} role="status">
          {m.auth_registration_done({ username: sent.username, email: sent.email })}
        </Alert>
        <Text>{back}</Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={pageTitle('registration')}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={m.auth_username()}
          autoComplete="nickname"
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
          mb="md"
        />
        <TextInput
          label={m.auth_email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
          mb="md"
        />
        <PasswordInput
          label={m.auth_password()}
          visibilityToggleButtonProps={{ 'aria-label': m.auth_password_toggle() }}
          description={m.auth_password_hint()}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
          mb="md"
        />
        {register.isError && (
          <Alert color="red" variant="light" title={m.auth_not_registered()} mb="md">
            {errorMessage(register.error)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={register.isPending}>
          {m.auth_register()}
        </Button>
      </form>
      <Text>
        {signedIn ? '' : `${m.auth_have_account()} `}
        {back}
      </Text>
    </AuthCard>
  );
}
