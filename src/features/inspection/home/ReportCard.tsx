import { Group, Paper, Stack, Text } from '@mantine/core';
import { LinkButton } from '../LinkButton';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatDate, formatKg } from '../../../i18n/format';
import { sourceName, stageName, statusText } from '../labels';
import type { QiReport } from '../queries';

/** One report as a card: what it is, how far it got, and big buttons to carry on or read it. */
export function ReportCard({ report, resume }: { report: QiReport; resume?: boolean }) {
  const search = { reportNo: report.reportNo, date: report.date };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={800} size="lg">
            {report.reportNo} · {stageName(report.stage)} · {report.tableName}
          </Text>
          <Text size="md" lineClamp={1}>
            {report.itemName}
            {report.colour ? ` · ${report.colour}` : ''}
          </Text>
          <Text size="md" c="dimmed">
            {sourceName(report.sourceKind)} {report.sourceDocNo ?? ''}{' '}
            {report.supplier ? `· ${report.supplier}` : ''} · {report.inspector}
          </Text>
          <Text size="md">
            {formatDate(report.date)} · {m.inspection_rolls({ count: report.rolls })} ·{' '}
            {formatKg(report.totalKg)} · {m.inspection_points({ count: report.totalPoints })} ·{' '}
            {statusText(report)}
          </Text>
        </Stack>
        <GradeBadge grade={report.grade} />
      </Group>
      <Group mt="sm" gap="sm">
        {resume && (
          <LinkButton size="lg" to="/select-create-roll" search={search}>
            {m.inspection_add_roll()}
          </LinkButton>
        )}
        <LinkButton size="lg" variant="default" to="/report-view-detail" search={search}>
          {m.inspection_open_report()}
        </LinkButton>
      </Group>
    </Paper>
  );
}
