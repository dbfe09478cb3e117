import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/ErrorState';
import { m } from '../../../i18n';
import { BundlesTable } from '../details/BundlesTable';
import { KnitHeader } from '../details/KnitHeader';
import { totalsOf, keptSaves } from '../kept';
import { useKnitReport } from '../queries';

/**
 * collar-cuff-knitting-modal: one knitting report and its bundles, read only — what a link or a
 * scanned label opens, beside another screen.
 */
export function KnitModalContent({ reportNo }: { reportNo?: string }) {
  if (!reportNo) return <Text size="lg">{m.knitting_open_report_hint()}</Text>;
  return <KnitReadOnly reportNo={reportNo} />;
}

function KnitReadOnly({ reportNo }: { reportNo: string }) {
  const { report, rolls, error, notFound } = useKnitReport(reportNo);
  if (error) return <ErrorState title={m.knitting_report_not_loaded()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.knitting_report_not_found()}>
        {m.knitting_no_report({ reportNo })}
      </Alert>
    );
  if (!report || !rolls) return <Loader aria-label={m.knitting_report_loading()} />;
  const { rows } = keptSaves([], reportNo, rolls);
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <KnitHeader report={report} totals={totalsOf(rows)} />
      <section aria-labelledby="knit-bundles">
        <Title order={2} size="h3" id="knit-bundles" mb="sm">
          {m.knitting_bundles_title()}
        </Title>
        <BundlesTable rows={rows} />
      </section>
    </Stack>
  );
}
