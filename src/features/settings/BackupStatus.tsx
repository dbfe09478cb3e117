import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CallOutput, Calls } from '@contract';
import { m } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';

type Backup = NonNullable<CallOutput<Calls['getSettings']>['backup']>;

/**
 * Read only, like the connections: the backups are set on the server (BACKUP_DIR). Shown so an
 * administrator sees that the mill's data is being kept, how recently and how big, or that it is
 * not: a failing or missing backup is otherwise found out on the day it is needed.
 */
export function BackupStatus({ backup }: { backup: Backup }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {m.settings_backup_title()}
        </Title>
        <Badge size="lg" color={backup.configured ? 'green' : 'gray'}>
          {backup.configured && backup.everyHours !== null
            ? m.settings_backup_on({ hours: formatNumber(backup.everyHours, { max: 1 }) })
            : m.settings_backup_off()}
        </Badge>
      </Group>
      {backup.failure && (
        <Alert color="orange" variant="light" title={m.settings_backup_failed_title()}>
          {m.settings_backup_failed({
            when: formatDateTime(backup.failure.at),
            error: backup.failure.error,
          })}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {backup.last
          ? m.settings_backup_last({
              when: formatDateTime(backup.last.at),
              file: backup.last.file,
              size: formatNumber(backup.last.sizeBytes / 1_000_000, { max: 1 }),
            })
          : backup.configured
            ? m.settings_backup_none_yet()
            : m.settings_backup_off_hint()}
      </Text>
    </Stack>
  );
}
