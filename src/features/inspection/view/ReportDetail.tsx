import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
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
  if (error) return <ErrorState title="The report could not be loaded" error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title="Report not found">
        There is no report {reportNo}.
      </Alert>
    );
  if (!report) return <Loader aria-label="Loading the report" />;
  const search = { reportNo, date: report.date };
  return (
    <Stack gap="lg" className="print-page">
      <Group gap="sm" className="no-print">
        <PrintButton />
        {report.status === 'ongoing' && (
          <LinkButton size="lg" to="/select-create-roll" search={search}>
            Add roll
          </LinkButton>
        )}
        <LinkButton size="lg" variant="default" to="/qi-report-view">
          All reports
        </LinkButton>
      </Group>
      <ReportHeader report={report} title="Fabric inspection report" />
      <section>
        <Title order={3} mb="sm">
          Rolls
        </Title>
        {report.rollRows.length === 0 ? (
          <Text size="lg">No rolls yet.</Text>
        ) : (
          <RollsTable rolls={report.rollRows} date={report.date} />
        )}
      </section>
      <section>
        <Title order={3} mb="sm">
          Mistakes
        </Title>
        <MistakesByRoll report={report} />
      </section>
      <Signatures />
    </Stack>
  );
}
