import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { totalsOf } from '../kept';
import { useKnitReport } from '../queries';
import { useKeptSaves } from '../useKeptSaves';
import { AddBundle } from './AddBundle';
import { BundlesTable } from './BundlesTable';
import { CloseReport } from './CloseReport';
import { KnitHeader } from './KnitHeader';
import { useKnitSaves } from './useKnitSaves';

// The label sheet brings the barcode drawing with it: loaded on the first "print labels" only.
const LabelSheet = lazy(() => import('../print/LabelSheet'));
// The bundle's dialog (and the dialog frame) loads with the first tap on a bundle.
const BundleDialog = lazy(() =>
  import('./BundleDialog').then((d) => ({ default: d.BundleDialog })),
);

/** knit-collar-cuff-details: a knitting report, its bundles, adding and correcting them, labels. */
export function KnitDetails({ reportNo }: { reportNo: string }) {
  const { report, rolls, error, notFound } = useKnitReport(reportNo);
  const kept = useKeptSaves(reportNo, rolls);
  const saves = useKnitSaves(reportNo);
  const [open, setOpen] = useState<string | null>(null);
  /** The bundles whose labels are shown: all of them, or one. */
  const [labels, setLabels] = useState<'all' | string | null>(null);

  if (error) return <ErrorState title={m.knitting_report_not_loaded()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.knitting_report_not_found()}>
        {m.knitting_no_report({ reportNo })}
      </Alert>
    );
  if (!report || !rolls) return <Loader aria-label={m.knitting_report_loading()} />;

  const totals = totalsOf(kept.rows);
  const ongoing = report.status === 'ongoing' && !kept.closing;
  const row = kept.rows.find((r) => r.key === open);

  if (labels !== null)
    return (
      <Suspense fallback={<Loader aria-label={m.knitting_labels_loading()} />}>
        <LabelSheet
          report={report}
          rows={labels === 'all' ? kept.rows : kept.rows.filter((r) => r.rollNo === labels)}
          onBack={() => setLabels(null)}
        />
      </Suspense>
    );

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <KnitHeader report={report} totals={totals} closing={kept.closing} />
      {ongoing && <AddBundle reportNo={reportNo} saves={saves} />}
      <section aria-labelledby="knit-bundles">
        <Title order={2} size="h3" id="knit-bundles" mb="sm">
          {m.knitting_bundles_title()}
        </Title>
        <BundlesTable rows={kept.rows} onOpen={(r) => setOpen(r.key)} />
      </section>
      <Group gap="sm" wrap="wrap">
        <Button
          size="lg"
          mih={56}
          variant="default"
          disabled={!kept.rows.some((r) => r.rollNo)}
          onClick={() => setLabels('all')}
        >
          {m.knitting_print_labels()}
        </Button>
        {ongoing && <CloseReport reportNo={reportNo} totals={totals} onClose={saves.closeReport} />}
        <LinkButton size="lg" mih={56} variant="subtle" to="/knit-collar-cuff-home">
          {m.knitting_all_reports()}
        </LinkButton>
      </Group>
      {row && (
        <Suspense fallback={<Loader aria-label={m.knitting_report_loading()} />}>
          <BundleDialog
            key={row.key}
            reportNo={reportNo}
            row={row}
            saves={saves}
            onPrint={(rollNo) => {
              setOpen(null);
              setLabels(rollNo);
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
