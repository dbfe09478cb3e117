import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import { formatPerKg, kindName, shiftName, statusName } from '../labels';
import type { totalsOf } from '../kept';
import type { KnitReport } from '../queries';

interface Props {
  report: KnitReport;
  totals: ReturnType<typeof totalsOf>;
  /** A close is kept on the tablet, not yet on the server. */
  closing?: boolean;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The report's head: what is knitted where and by whom, and its totals over every bundle. */
export function KnitHeader({ report, totals, closing }: Props) {
  const status = closing ? m.knitting_status_closing() : statusName(report.status);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="knit-report-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id="knit-report-title" style={{ minWidth: 0 }}>
            {m.knitting_report_title({ reportNo: report.reportNo })}
          </Title>
          <Badge
            size="lg"
            variant={report.status === 'ongoing' ? 'filled' : 'light'}
            color={report.status === 'ongoing' ? 'blue' : 'gray'}
          >
            {status}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label={m.knitting_date()} value={formatDate(report.date)} />
          <Fact label={m.knitting_machine()} value={report.machine} />
          <Fact label={m.knitting_operator()} value={report.operator} />
          <Fact label={m.knitting_shift()} value={shiftName(report.shift)} />
          <Fact label={m.knitting_item()} value={`${report.itemName} (${report.itemCode})`} />
          <Fact label={m.knitting_kind()} value={kindName(report.kind)} />
          <Fact label={m.knitting_colour()} value={report.colour} />
          <Fact label={m.knitting_size()} value={report.size} />
          <Fact label={m.knitting_job_card()} value={report.jobCardNo ?? m.knitting_none()} />
        </SimpleGrid>
        {report.remarks && <Text size="md">{report.remarks}</Text>}
        <SimpleGrid
          cols={{ base: 2, sm: 5 }}
          spacing="sm"
          verticalSpacing="xs"
          aria-label={m.knitting_totals()}
          component="dl"
          m={0}
        >
          <Fact label={m.knitting_col_bundles()} value={formatNumber(totals.bundles)} />
          <Fact label={m.knitting_col_pieces()} value={formatNumber(totals.pieces)} />
          <Fact label={m.knitting_col_rejected()} value={formatNumber(totals.rejectedPieces)} />
          <Fact label={m.knitting_col_kg()} value={formatKg(totals.kg, { max: 2 })} />
          <Fact label={m.knitting_col_per_kg()} value={formatPerKg(totals.piecesPerKg)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
