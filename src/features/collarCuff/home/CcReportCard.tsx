import { Text } from '@mantine/core';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import { ReportCardFrame } from '../../../components/ReportCardFrame';
import { ccStageName, ccStatusText } from '../view/labels';
import type { CcReport } from '../view/queries';

/** One collar & cuff report as a card: the lot, how far its sample got, carry on or read it. */
export function CcReportCard({ report, resume }: { report: CcReport; resume?: boolean }) {
  const { reportNo } = report;
  return (
    <ReportCardFrame
      heading={`${reportNo} · ${ccStageName(report.stage)} · ${report.tableName}`}
      grade={report.grade}
      actions={
        <>
          {resume && (
            <LinkButton size="lg" to="/collar-cuff-details" search={{ reportNo }}>
              {m.ccreport_continue()}
            </LinkButton>
          )}
          <LinkButton
            size="lg"
            variant={resume ? 'default' : 'filled'}
            to="/cc-report-view-detail"
            search={{ reportNo }}
          >
            {m.inspection_open_report()}
          </LinkButton>
        </>
      }
    >
      <Text size="md" lineClamp={1}>
        {[report.itemName, report.colour, report.size].filter(Boolean).join(' · ')}
      </Text>
      <Text size="md" c="dimmed">
        {[report.customer, report.knitReportNo, report.inspector].filter(Boolean).join(' · ')}
      </Text>
      <Text size="md">
        {formatDate(report.date)} · {m.inspection_rolls({ count: report.rolls })} ·{' '}
        {m.ccreport_pieces({ count: report.lotPieces, n: formatNumber(report.lotPieces) })} ·{' '}
        {m.ccreport_checked_rejected({
          checked: formatNumber(report.piecesChecked),
          rejected: formatNumber(report.piecesRejected),
        })}{' '}
        · {ccStatusText(report)}
      </Text>
    </ReportCardFrame>
  );
}
