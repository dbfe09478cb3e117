import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/useSession';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DigestForm, mayGetDigest } from './DigestForm';
import { SessionsList } from './SessionsList';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * Who is signed in (from getSession), their morning digest when their pages have one, their
 * sessions and the form to change one's own password.
 */
export function UserProfile() {
  const session = useSession();
  if (session.isLoading) {
    return (
      <Center p="xl">
        <Loader aria-label={m.profile_loading()} />
      </Center>
    );
  }
  if (!session.data) {
    return (
      <Alert color="red" variant="light" title={m.profile_not_loaded()}>
        {session.error ? errorMessage(session.error) : m.profile_sign_in_again()}
      </Alert>
    );
  }
  const { username, email, roles } = session.data;
  return (
    <Stack gap="lg" maw={40 * 16} mx="auto">
      <Paper withBorder p="lg">
        <Title order={2} size="h3" mb="md">
          {m.profile_account()}
        </Title>
        <Stack gap="md">
          <Field label={m.profile_username()}>{username}</Field>
          <Field label={m.profile_email()}>{email}</Field>
          <Field label={m.profile_roles()}>
            {roles.length === 0 ? (
              m.profile_no_role()
            ) : (
              <Group gap="xs" mt={4}>
                {roles.map((r) => (
                  <Badge key={r} size="lg" variant="light">
                    {r}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </Stack>
      </Paper>
      {mayGetDigest(session.data) && <DigestForm />}
      <SessionsList />
      <ChangePasswordForm email={email} />
    </Stack>
  );
}
