import { Alert, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
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
    user.active ? 'User disabled.' : 'User enabled.',
    ['getUserData'],
  );
  const isMe = me?.username === user.username;
  const navigate = useNavigate();

  return (
    <Card withBorder padding="lg" component="article" aria-label={user.username}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="xl" truncate>
              {user.username}
            </Text>
            <Text c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
          <Switch
            size="xl"
            label={user.active ? 'Active' : 'Disabled'}
            labelPosition="left"
            checked={user.active}
            disabled={isMe || setActive.isPending}
            onChange={(e) =>
              setActive.mutate({
                jsonData: { username: user.username, active: e.currentTarget.checked },
              })
            }
            aria-label={`${user.username} active`}
          />
        </Group>
        <Group gap="xs">
          {user.waiting && (
            <Badge color="yellow" size="lg">
              Waiting for access
            </Badge>
          )}
          {user.roles.map((r) => (
            <Badge key={r} size="lg" variant="light">
              {r}
            </Badge>
          ))}
        </Group>
        <Text size="sm">Last sign-in: {whenText(user.lastSignInAt)}</Text>
        {setActive.isError && (
          <Alert color="red" variant="light" title="Not changed">
            {errorMessage(setActive.error)}
          </Alert>
        )}
        <Group gap="sm" grow>
          <Button variant="light" onClick={onResetPassword} disabled={!user.active || isMe}>
            Reset password
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void navigate({ to: '/user-roles-persmission', search: { user: user.username } })
            }
          >
            Roles
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
