import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CallOutput, Calls } from '@contract';
import { m } from '../../i18n';
import { formatDateTime } from '../../i18n/format';

type Connections = CallOutput<Calls['getSettings']>['connections'];
type UntrustedProxy = NonNullable<CallOutput<Calls['getSettings']>['untrustedProxy']>;
type State = Connections['smtp']['state'];

const look: Readonly<Record<State, { color: string; label: () => string }>> = {
  configured: { color: 'green', label: m.settings_configured },
  incomplete: { color: 'orange', label: m.settings_incomplete },
  notConfigured: { color: 'gray', label: m.settings_not_configured },
};

/**
 * Read only: set by the server's environment, so changing it is a job for whoever runs the server.
 * A proxy whose forwarded addresses the server does not believe is said here, as nothing else
 * shows it: all users then share one address for the sign-in limits.
 */
export function ConnectionStatus({
  connections,
  untrustedProxy,
}: {
  connections: Connections;
  untrustedProxy: UntrustedProxy | null;
}) {
  const rows = [
    { id: 'smtp', name: m.settings_smtp(), status: connections.smtp },
    { id: 'erpnext', name: 'ERPNext', status: connections.erpnext },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {m.settings_connections()}
      </Title>
      {untrustedProxy && (
        <Alert color="orange" variant="light" title={m.settings_proxy_untrusted_title()}>
          {m.settings_proxy_untrusted({
            peer: untrustedProxy.peer,
            when: formatDateTime(untrustedProxy.lastSeenAt),
          })}
        </Alert>
      )}
      {rows.map(({ id, name, status }) => (
        <div key={id}>
          <Group justify="space-between">
            <Text fw={600}>{name}</Text>
            <Badge size="lg" color={look[status.state].color}>
              {look[status.state].label()}
            </Badge>
          </Group>
          {status.missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {m.settings_set_on_server({ names: status.missing.join(', ') })}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
