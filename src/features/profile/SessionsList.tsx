import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors';
import { callKey, callQuery } from '../../lib/rpc';
import { saveCallNow } from '../../lib/save';
import { toast } from '../../lib/toast';
import { deviceName } from './deviceName';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where this account is signed in, and a way to sign out a lost or shared tablet. */
export function SessionsList() {
  const client = useQueryClient();
  const sessions = useQuery(callQuery('getMySessions', {}));
  const end = useMutation({
    mutationFn: () => saveCallNow('endOtherSessions', {}),
    onSuccess: async (r) => {
      toast(
        r.ended === 1 ? 'One other device signed out.' : `${r.ended} other devices signed out.`,
      );
      await client.invalidateQueries({ queryKey: callKey('getMySessions') });
    },
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="your-sessions">
      <Title order={2} size="h3" mb="md" id="your-sessions">
        Your sessions
      </Title>
      {sessions.isError && <Alert color="red">{errorMessage(sessions.error)}</Alert>}
      <Stack gap="sm" mb="md">
        {sessions.data?.map((s) => (
          <Group key={`${s.createdAt}-${s.ip ?? ''}`} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {deviceName(s.userAgent)}
              </Text>
              <Text size="sm" c="dimmed">
                Signed in {when(s.createdAt)}
                {s.ip ? ` from ${s.ip}` : ''}
              </Text>
            </div>
            {s.current && (
              <Badge size="lg" color="green" variant="light">
                This device
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      {end.isError && (
        <Alert color="red" variant="light" mb="md">
          {errorMessage(end.error)}
        </Alert>
      )}
      <Button
        variant="outline"
        color="red.9"
        disabled={others === 0}
        loading={end.isPending}
        onClick={() => end.mutate()}
      >
        Sign out other devices{others > 0 ? ` (${others})` : ''}
      </Button>
    </Paper>
  );
}
