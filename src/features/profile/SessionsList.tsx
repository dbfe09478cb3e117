import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { callKey, callQuery } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';
import { deviceName } from './deviceName';

/** Where this account is signed in, and a way to sign out a lost or shared tablet. */
export function SessionsList() {
  const client = useQueryClient();
  const sessions = useQuery(callQuery('getMySessions', {}));
  const end = useMutation({
    mutationFn: () => saveImmediate('endOtherSessions', {}),
    onSuccess: async (r) => {
      toast(m.profile_others_signed_out({ count: r.ended }));
      await client.invalidateQueries({ queryKey: callKey('getMySessions') });
    },
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="your-sessions">
      <Title order={2} size="h3" mb="md" id="your-sessions">
        {m.profile_sessions()}
      </Title>
      {sessions.isError && <Alert color="red">{errorMessage(sessions.error)}</Alert>}
      <Stack gap="sm" mb="md">
        {sessions.data?.map((s) => (
          <Group key={`${s.createdAt}-${s.ip ?? ''}`} justify="space-between" gap="xs">
            <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
              <Text fw={600}>{deviceName(s.userAgent)}</Text>
              <Text size="sm" c="dimmed">
                {s.ip
                  ? m.profile_signed_in_from({ when: formatDateTime(s.createdAt), ip: s.ip })
                  : m.profile_signed_in({ when: formatDateTime(s.createdAt) })}
              </Text>
            </div>
            {s.current && (
              <Badge size="lg" color="green" variant="light">
                {m.profile_this_device()}
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
        {others > 0
          ? m.profile_sign_out_others_count({ count: others })
          : m.profile_sign_out_others()}
      </Button>
    </Paper>
  );
}
