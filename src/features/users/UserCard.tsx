import { Alert, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/useSession';
import { useAdminSave } from './api';
import { whenText, type UserRow } from './filterUsers';

interface UserCardProps {
  user: UserRow;
  onResetPassword: () => void;
}

export function UserCard({ user, onResetPassword }: UserCardProps) {
  const me = useSession().data;
  const setActive = useAdminSave(
    'setUserActive',
    user.active ? m.users_disabled_toast : m.users_enabled_toast,
    ['getUserData'],
  );
  const isMe = me?.username === user.username;
  const navigate = useNavigate();

  return (
    <Card withBorder padding="lg" component="article" aria-label={user.username}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          {/* Names and emails wrap anywhere rather than being cut: a phone shows them whole. */}
          <div style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text fw={700} size="xl">
              {user.username}
            </Text>
            <Text c="dimmed">{user.email}</Text>
          </div>
          <Switch
            size="xl"
            label={user.active ? m.users_active() : m.users_disabled()}
            labelPosition="left"
            checked={user.active}
            disabled={isMe || setActive.isPending}
            onChange={(e) =>
              setActive.mutate({
                jsonData: { username: user.username, active: e.currentTarget.checked },
              })
            }
            aria-label={m.users_active_label({ username: user.username })}
          />
        </Group>
        <Group gap="xs">
          {user.waiting && (
            <Badge color="yellow" size="lg">
              {m.users_waiting_badge()}
            </Badge>
          )}
          {user.roles.map((r) => (
            <Badge key={r} size="lg" variant="light">
              {r}
            </Badge>
          ))}
        </Group>
        <Text size="sm">{m.users_last_sign_in({ when: whenText(user.lastSignInAt) })}</Text>
        {setActive.isError && (
          <Alert color="red" variant="light" title={m.users_not_changed()}>
            {errorMessage(setActive.error)}
          </Alert>
        )}
        <Group gap="sm" grow>
          <Button variant="light" onClick={onResetPassword} disabled={!user.active || isMe}>
            {m.users_reset_password()}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void navigate({ to: '/user-roles-persmission', search: { user: user.username } })
            }
          >
            {m.users_roles_button()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
