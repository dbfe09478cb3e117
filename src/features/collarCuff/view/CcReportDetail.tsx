import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { PrintButton } from '../../../components/PrintButton';
import { Signatures } from '../../../components/SheetParts';
import { CcMistakes } from './CcMistakes';
import { CcReportHeader, CcVerdict } from './CcReportHeader';
import { CcRollsTable } from './CcRollsTable';
import { useCcReport } from './queries';

/**
 * cc-report-view-detail: one collar & cuff report with its rolls, its rejected pieces by defect
 * and the lot's verdict; prints cleanly. An ongoing report's roll opens where it is inspected.
 */
export function CcReportDetail({ reportNo }: { reportNo: string }) {
  const navigate = useNavigate();
  const { report, error, notFound } = useCcReport(reportNo);
  if (error) return <ErrorState title={m.sheet_report_not_loaded()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.sheet_report_not_found()}>
        {m.sheet_no_report({ reportNo })}
      </Alert>
    );
  if (!report) return <Loader aria-label={m.sheet_loading_report()} />;
  const ongoing = report.status === 'ongoing';
  return (
    <Stack gap="lg" className="print-page">
      <Group gap="sm" className="no-print">
        <PrintButton />
        {ongoing && (
          <LinkButton size="lg" to="/collar-cuff-details" search={{ reportNo }}>
            {m.ccreport_continue()}
          </LinkButton>
        )}
        <LinkButton size="lg" variant="default" to="/qi-ccreport-view">
          {m.ccreport_all_reports()}
        </LinkButton>
      </Group>
      <CcReportHeader report={report} />
      <CcVerdict report={report} />
      <section>
        <Title order={3} mb="sm">
          {m.sheet_rolls()}
        </Title>
        {report.rollRows.length === 0 ? (
          <Text size="lg">{m.sheet_no_rolls()}</Text>
        ) : (
          <CcRollsTable
            report={report}
            onOpen={
              ongoing
                ? (r) =>
                    void navigate({
                      to: '/collar-cuff-details',
                      search: { reportNo, rollNo: r.rollNo },
                    })
                : undefined
            }
          />
        )}
      </section>
      <CcMistakes report={report} />
      <Signatures />
    </Stack>
  );
}
