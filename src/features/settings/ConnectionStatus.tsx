import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CallOutput, Calls } from '@contract';

type Connections = CallOutput<Calls['getSettings']>['connections'];
type State = Connections['smtp']['state'];

const look: Record<State, { color: string; label: string }> = {
  configured: { color: 'green', label: 'Configured' },
  incomplete: { color: 'orange', label: 'Incomplete' },
  notConfigured: { color: 'gray', label: 'Not configured' },
};

/** Read only: set by the server's environment, so changing it is a job for whoever runs the server. */
export function ConnectionStatus({ connections }: { connections: Connections }) {
  const rows = [
    { name: 'Email (SMTP) for visitor emails', status: connections.smtp },
    { name: 'ERPNext', status: connections.erpnext },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Connections
      </Title>
      {rows.map(({ name, status }) => (
        <div key={name}>
          <Group justify="space-between">
            <Text fw={600}>{name}</Text>
            <Badge size="lg" color={look[status.state].color}>
              {look[status.state].label}
            </Badge>
          </Group>
          {status.missing.length > 0 && (
            <Text size="sm" c="dimmed">
              Set {status.missing.join(', ')} on the server.
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
