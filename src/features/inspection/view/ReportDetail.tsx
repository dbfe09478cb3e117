import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../i18n';
import { ErrorState } from '../ErrorState';
import { LinkButton } from '../LinkButton';
import { useReport } from '../queries';
import { MistakesByRoll } from './MistakesByRoll';
import { PrintButton } from './PrintButton';
import { ReportHeader, Signatures } from './ReportHeader';
import { RollsTable } from './RollsTable';

/** report-view-detail: one report with its rolls, mistakes, points and grade; prints cleanly. */
export function ReportDetail({ reportNo }: { reportNo: string }) {
  const { report, error, notFound } = useReport(reportNo);
  if (error) return <ErrorState title={m.sheet_report_not_loaded()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.sheet_report_not_found()}>
        {m.sheet_no_report({ reportNo })}
      </Alert>
    );
  if (!report) return <Loader aria-label={m.sheet_loading_report()} />;
  const search = { reportNo, date: report.date };
  return (
    <Stack gap="lg" className="print-page">
      <Group gap="sm" className="no-print">
        <PrintButton />
        {report.status === 'ongoing' && (
          <LinkButton size="lg" to="/select-create-roll" search={search}>
            {m.sheet_add_roll()}
          </LinkButton>
        )}
        <LinkButton size="lg" variant="default" to="/qi-report-view">
          {m.sheet_all_reports()}
        </LinkButton>
      </Group>
      <ReportHeader report={report} title={m.sheet_report_title()} />
      <section>
        <Title order={3} mb="sm">
          {m.sheet_rolls()}
        </Title>
        {report.rollRows.length === 0 ? (
          <Text size="lg">{m.sheet_no_rolls()}</Text>
        ) : (
          <RollsTable rolls={report.rollRows} date={report.date} />
        )}
      </section>
      <section>
        <Title order={3} mb="sm">
          {m.sheet_mistakes()}
        </Title>
        <MistakesByRoll report={report} />
      </section>
      <Signatures />
    </Stack>
  );
}
