import { useState } from 'react';
import { Alert, Center, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../i18n';
import { datePresetLabels } from '../../lib/datePresetLabels';
import { presetRange } from '../../lib/datePresets';
import { errorMessage } from '../../lib/errors';
import { defaultDatePresets, type DefaultDatePreset } from '../../lib/preferences';
import { callQuery } from '../../lib/rpc';
import { whenText } from './filterUsers';
import { auditText } from './auditText';

type Period = DefaultDatePreset | 'latest';

/** Who changed roles, role pages, passwords, user status or settings, newest first. */
export function AuditLogPanel() {
  const [period, setPeriod] = useState<Period>('latest');
  const range = period === 'latest' ? undefined : presetRange(period);
  const log = useQuery(
    callQuery('getAuditLog', range ? { jsonStartDate: range.from, jsonEndDate: range.to } : {}),
  );

  return (
    <Stack gap="md">
      <Select
        label={m.users_period()}
        size="lg"
        allowDeselect={false}
        value={period}
        onChange={(v) => setPeriod((v as Period | null) ?? 'latest')}
        data={[
          { value: 'latest', label: m.users_latest() },
          ...defaultDatePresets.map((p) => ({ value: p, label: datePresetLabels[p]() })),
        ]}
      />
      {log.isLoading && (
        <Center p="xl">
          <Loader aria-label={m.users_loading_audit()} />
        </Center>
      )}
      {log.isError && <Alert color="red">{errorMessage(log.error)}</Alert>}
      {log.data?.length === 0 && <Text size="lg">{m.users_no_changes()}</Text>}
      {log.data?.map((e) => (
        <Paper key={e.id} withBorder p="md">
          <Text fw={600}>{auditText(e)}</Text>
          <Text size="sm" c="dimmed">
            {e.actor
              ? m.users_when_by({ when: whenText(e.at), actor: e.actor })
              : m.users_when_by_self({ when: whenText(e.at) })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
