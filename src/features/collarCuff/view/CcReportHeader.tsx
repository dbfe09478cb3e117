import { Badge, Group, Paper, Text } from '@mantine/core';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber, formatPercent } from '../../../i18n/format';
import { Field, SheetHeader } from '../../../components/SheetParts';
import { sourceName, stageName, statusText } from '../../../inspect/labels';
import { lotSentence, planNumbers, planRule } from './lot';
import type { CcReport } from '../queries';

/** The lot's verdict as a badge in words (colour is never the only signal) and why, in a sentence. */
export function CcVerdict({ report }: { report: CcReport }) {
  const color =
    report.status === 'ongoing' ? 'gray' : report.verdict === 'inspectOk' ? 'green' : 'red';
  return (
    <Paper withBorder p="md" className="avoid-break" data-testid="cc-verdict">
      <Group gap="sm" align="center">
        <Text fw={700} size="lg">
          {m.ccreport_col_verdict()}
        </Text>
        <Badge size="xl" color={color} variant="filled" miw="max-content">
          {statusText(report)}
        </Badge>
        <GradeBadge grade={report.grade} size="xl" />
      </Group>
      {report.aql && (
        <Text size="md" mt="xs">
          {m.ccreport_plan()}: {planRule(report.aql)} · {planNumbers(report.aql)}
        </Text>
      )}
      <Text size="lg" mt="xs">
        {lotSentence(report)}
      </Text>
    </Paper>
  );
}

/** The CC report's header as printed: what was inspected, for whom, by whom, and the lot's plan. */
export function CcReportHeader({ report }: { report: CcReport }) {
  return (
    <SheetHeader title={m.ccreport_detail_title()}>
      <Field label={m.sheet_report()} value={report.reportNo} />
      <Field label={m.sheet_date()} value={formatDate(report.date)} />
      <Field label={m.sheet_stage()} value={stageName(report.stage)} />
      <Field label={m.sheet_status()} value={statusText(report)} />
      {report.knitReportNo && (
        <Field label={m.ccreport_knit_report()} value={report.knitReportNo} />
      )}
      {report.sourceDocNo && (
        <Field label={sourceName(report.sourceKind)} value={report.sourceDocNo} />
      )}
      {report.supplier && <Field label={m.sheet_supplier()} value={report.supplier} />}
      {report.customer && <Field label={m.ccreport_col_customer()} value={report.customer} />}
      <Field label={m.sheet_item()} value={`${report.itemName} (${report.itemCode})`} />
      <Field
        label={m.ccreport_col_colour_size()}
        value={[report.colour, report.size].filter(Boolean).join(' / ')}
      />
      <Field label={m.sheet_inspector()} value={report.inspector} />
      <Field label={m.sheet_table()} value={report.tableName} />
      <Field
        label={m.sheet_rolls_kg()}
        value={`${formatNumber(report.rolls)} · ${formatKg(report.kg)}`}
      />
      <Field
        label={m.ccreport_pieces_line()}
        value={[report.lotPieces, report.piecesChecked, report.piecesRejected]
          .map((n) => formatNumber(n))
          .join(' · ')}
      />
      <Field label={m.ccreport_col_reject_pct()} value={formatPercent(report.rejectPct)} />
    </SheetHeader>
  );
}
