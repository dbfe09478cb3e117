import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { figuresLine, formatPerKg, kindName, shiftShort, statusName } from '../labels';
import type { KnitReport } from '../queries';

/** One knitting report as a card: machine and shift, what it knits, its bundles so far. */
export function KnitReportCard({ report }: { report: KnitReport }) {
  const ongoing = report.status === 'ongoing';
  return (
    <Paper withBorder p="md" component="article" aria-label={report.reportNo}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={800} size="lg">
            {report.reportNo} · {report.machine} · {shiftShort(report.shift)}
          </Text>
          <Text size="md">
            {kindName(report.kind)} · {report.itemName} · {report.colour} · {report.size}
          </Text>
          <Text size="md" c="dimmed">
            {formatDate(report.date)} · {report.operator}
            {report.jobCardNo
              ? ` · ${m.knitting_job_card_no({ jobCardNo: report.jobCardNo })}`
              : ''}
          </Text>
          <Text size="md">
            {m.knitting_bundles({ count: report.rolls })} · {figuresLine(report)} ·{' '}
            {m.knitting_per_kg_value({ value: formatPerKg(report.piecesPerKg) })}
          </Text>
        </Stack>
        <Badge size="lg" variant={ongoing ? 'filled' : 'light'} color={ongoing ? 'blue' : 'gray'}>
          {statusName(report.status)}
        </Badge>
      </Group>
      <Group mt="sm" gap="sm">
        <LinkButton
          size="lg"
          variant={ongoing ? 'filled' : 'default'}
          to="/knit-collar-cuff-details"
          search={{ reportNo: report.reportNo }}
        >
          {ongoing ? m.knitting_continue() : m.knitting_open()}
        </LinkButton>
      </Group>
    </Paper>
  );
}
