import { Text } from '@mantine/core';
import { LinkButton } from '../LinkButton';
import { ReportCardFrame } from '../../../components/ReportCardFrame';
import { m } from '../../../i18n';
import { formatDate, formatKg } from '../../../i18n/format';
import { sourceName, stageName, statusText } from '../labels';
import type { QiReport } from '../queries';

/** One fabric report as a card. */
export function ReportCard({ report, resume }: { report: QiReport; resume?: boolean }) {
  const search = { reportNo: report.reportNo, date: report.date };
  return (
    <ReportCardFrame
      heading={`${report.reportNo} · ${stageName(report.stage)} · ${report.tableName}`}
      grade={report.grade}
      actions={
        <>
          {resume && (
            <LinkButton size="lg" to="/select-create-roll" search={search}>
              {m.inspection_add_roll()}
            </LinkButton>
          )}
          <LinkButton size="lg" variant="default" to="/report-view-detail" search={search}>
            {m.inspection_open_report()}
          </LinkButton>
        </>
      }
    >
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
    </ReportCardFrame>
  );
}
