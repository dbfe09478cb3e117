import { Title } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { ReportSheet } from '../../../inspect/ReportSheet';
import { useReport, type QiReportWithRolls, type RollRow } from '../queries';
import { MistakesByRoll } from './MistakesByRoll';
import { ReportHeader } from './ReportHeader';
import { ReportLabels } from './ReportLabels';
import { ReportPhotoEvidence } from './ReportPhotoEvidence';
import { rollColumns, rollNote } from './rollColumns';

const rollRowsOf = (report: QiReportWithRolls) => report.rollRows;

/** report-view-detail: one report with its rolls, mistakes, points and grade; prints cleanly. */
export function ReportDetail({ reportNo }: { reportNo: string }) {
  return (
    <ReportSheet<QiReportWithRolls, RollRow>
      reportNo={reportNo}
      found={useReport(reportNo)}
      actions={(report) => [
        ...(report.status === 'ongoing'
          ? [
              {
                link: linkOptions({
                  to: '/select-create-roll',
                  search: { reportNo, date: report.date },
                }),
                label: m.sheet_add_roll(),
              },
            ]
          : []),
        {
          link: linkOptions({ to: '/qi-report-view' }),
          label: m.sheet_all_reports(),
          variant: 'default',
        },
      ]}
      head={(report) => (
        <>
          <ReportLabels report={report} />
          <ReportHeader report={report} title={m.sheet_report_title()} />
        </>
      )}
      rows={rollRowsOf}
      columns={rollColumns}
      note={rollNote}
      open={(report) => (r) =>
        linkOptions({
          to: '/roll-view',
          search: { reportNo: r.reportNo, rollNo: r.rollNo, date: report.date },
        })
      }
      tail={(report) => (
        <>
          <section>
            <Title order={3} mb="sm">
              {m.sheet_mistakes()}
            </Title>
            <MistakesByRoll report={report} />
          </section>
          <ReportPhotoEvidence report={report} />
        </>
      )}
    />
  );
}
