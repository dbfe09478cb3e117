import { useState } from 'react';
import { Alert, Center, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { datePresetLabels, presetRange } from '../../lib/datePresets';
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
        label="Period"
        size="lg"
        allowDeselect={false}
        value={period}
        onChange={(v) => setPeriod((v as Period | null) ?? 'latest')}
        data={[
          { value: 'latest', label: 'Latest 200 changes' },
          ...defaultDatePresets.map((p) => ({ value: p, label: datePresetLabels[p] })),
        ]}
      />
      {log.isLoading && (
        <Center p="xl">
          <Loader aria-label="Loading the audit log" />
        </Center>
      )}
      {log.isError && <Alert color="red">{errorMessage(log.error)}</Alert>}
      {log.data?.length === 0 && <Text size="lg">No changes in this period.</Text>}
      {log.data?.map((e) => (
        <Paper key={e.id} withBorder p="md">
          <Text fw={600}>{auditText(e)}</Text>
          <Text size="sm" c="dimmed">
            {whenText(e.at)} · by {e.actor ?? 'the user themselves'}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
