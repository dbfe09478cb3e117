import { linkOptions } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { ReportSheet } from '../../../inspect/ReportSheet';
import { useCcReport, type CcReportWithRolls } from '../queries';
import { CcMistakes } from './CcMistakes';
import { CcPhotoEvidence } from './CcPhotoEvidence';
import { CcReportHeader, CcVerdict } from './CcReportHeader';
import { ccRollColumns, rollLines, type CcRollLine } from './rollColumns';

/**
 * cc-report-view-detail: one collar & cuff report with its rolls, its rejected pieces by defect
 * and the lot's verdict; prints cleanly. An ongoing report's roll opens where it is inspected.
 */
export function CcReportDetail({ reportNo }: { reportNo: string }) {
  return (
    <ReportSheet<CcReportWithRolls, CcRollLine>
      reportNo={reportNo}
      found={useCcReport(reportNo)}
      actions={(report) => [
        ...(report.status === 'ongoing'
          ? [
              {
                link: linkOptions({ to: '/collar-cuff-details', search: { reportNo } }),
                label: m.ccreport_continue(),
              },
            ]
          : []),
        {
          link: linkOptions({ to: '/qi-ccreport-view' }),
          label: m.ccreport_all_reports(),
          variant: 'default',
        },
      ]}
      head={(report) => (
        <>
          <CcReportHeader report={report} />
          <CcVerdict report={report} />
        </>
      )}
      rows={rollLines}
      columns={ccRollColumns}
      open={(report) =>
        report.status === 'ongoing'
          ? (r) =>
              linkOptions({ to: '/collar-cuff-details', search: { reportNo, rollNo: r.rollNo } })
          : undefined
      }
      tail={(report) => (
        <>
          <CcMistakes report={report} />
          <CcPhotoEvidence report={report} />
        </>
      )}
    />
  );
}
