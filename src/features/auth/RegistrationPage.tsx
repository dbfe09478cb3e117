import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { loadCall } from '@contract/client';
import { useAuthState } from '../../lib/auth';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../lib/errors';
import { rpc } from '../../lib/rpc';
import { AuthCard } from './AuthCard';

// The contract's own rules, loaded on the first submit (the call needs them then anyway).
const signcredentialsSchema = async () => (await loadCall('register')).input.shape.signcredentials;
type Fields = { username: string; email: string; password: string };

export function RegistrationPage() {
  const signedIn = useAuthState() === true;
  const [fields, setFields] = useState<Fields>({ username: '', email: '', password: '' });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const register = useMutation({
    mutationFn: (signcredentials: Fields) => rpc('register', { signcredentials }),
  });
  // Read the value now: React runs the updater later, when the event's currentTarget is gone.
  const set = (key: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await signcredentialsSchema()).safeParse(fields);
    if (!parsed.success) {
      setInvalid(zodFieldErrors(parsed.error.issues));
      return;
    }
    setInvalid({});
    register.mutate(parsed.data);
  };

  const back = signedIn ? (
    <Anchor component={Link} to="/select-home">
      Back to the start page
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login">
      Go to sign in
    </Anchor>
  );

  if (register.isSuccess) {
    const sent = register.variables;
    return (
      <AuthCard title="Registration">
        {/*
          The server answers alike whether or not the email already had an account (so nobody can
          find out who is registered); a new account has no role, so say it cannot open anything yet.
        */}
        <Alert color="green" variant="light" title="Registration received" role="status">
          Account created for “{sent.username}” if {sent.email} had none yet (a name someone already
          uses gets a number added). An administrator must grant you access before you can use
          Greige. If this email already had an account, sign in with that one or ask an
          administrator to reset its password.
        </Alert>
        <Text>{back}</Text>
      </AuthCard>
    );
  }

  const errors = { ...fieldErrors(register.error), ...invalid };
  return (
    <AuthCard title="Registration">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label="Username"
          autoComplete="nickname"
          required
          value={fields.username}
          onChange={set('username')}
          error={errors.username}
          mb="md"
        />
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
          mb="md"
        />
        <PasswordInput
          label="Password"
          description="At least 10 characters; a short sentence is easy to remember. Common passwords are refused."
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
          error={errors.password}
          mb="md"
        />
        {register.isError && (
          <Alert color="red" variant="light" title="Not registered" mb="md">
            {errorMessage(register.error)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={register.isPending}>
          Register
        </Button>
      </form>
      <Text>
        {signedIn ? '' : 'Already have an account? '}
        {back}
      </Text>
    </AuthCard>
  );
}
