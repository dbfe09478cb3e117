import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { dateFilterRange, type DateFilter } from '../../../lib/dateFilter';
import { errorMessage } from '../../../lib/errors';
import { callQuery } from '../../../lib/rpc';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { visitorColumns } from './columns';
import { exitDoneText, exitFailureText, useExit, type ExitBy } from './exit';
import { ExitByPass } from './ExitByPass';
import { InsideList } from './InsideList';
import { OVERSTAY_MINUTES, type VisitorRow } from './inside';
import { allVisitors, insideQuery, visitorsQuery } from './pages';

type Said = { readonly ok: boolean; readonly text: string };

/**
 * visitor-report: the visitors who came in the chosen dates; those still inside on top, each
 * marked out with one tap or by scanning the pass; every visit below, exported as CSV.
 */
export function VisitorReportPage({
  filter,
  onChange,
}: {
  filter: DateFilter;
  onChange: (change: Partial<DateFilter>) => void;
}) {
  const range = dateFilterRange(filter);
  // The table a page at a time; the cards of everyone inside in full (each needs its "Mark out").
  const query = useInfiniteQuery({ ...visitorsQuery(range), placeholderData: keepPreviousData });
  const insideNow = useQuery({ ...insideQuery(range), placeholderData: keepPreviousData });
  // The overstay limit the office set; until it is read, the default.
  const settings = useQuery({ ...callQuery('getVisitorSettings', {}), staleTime: 10 * 60_000 });
  const limit = settings.data?.overstayMinutes ?? OVERSTAY_MINUTES;
  const rows = useMemo(() => (query.data?.pages ?? []).flatMap((p) => p.rows), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useMemo(
    () => (hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const columns = useMemo(() => visitorColumns(), []);
  const exit = useExit();
  const [said, setSaid] = useState<Said | null>(null);
  const [exiting, setExiting] = useState<string | null>(null);

  const markOut = (by: ExitBy, name?: string) => {
    setSaid(null);
    setExiting('visitorId' in by ? by.visitorId : null);
    exit.mutate(by, {
      onSuccess: (out) => {
        const who =
          name ??
          [...(insideNow.data ?? []), ...rows].find((r) => r.visitorId === out.visitorId)?.name;
        setSaid({ ok: true, text: exitDoneText(out.outTime, who) });
      },
      onError: (error) => setSaid({ ok: false, text: exitFailureText(error) }),
      onSettled: () => setExiting(null),
    });
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {m.gate_report_title()}
      </Title>
      <Group gap="sm" align="flex-end">
        <DateRangeFilter filter={filter} onChange={onChange} label={m.gate_report_dates()} />
      </Group>
      <ExitByPass
        busy={exit.isPending && exiting === null}
        onPass={(passNo) => markOut({ passNo })}
      />
      {said && (
        <Alert
          color={said.ok ? 'green' : 'red'}
          variant="light"
          role={said.ok ? 'status' : 'alert'}
          title={said.ok ? m.gate_exit_ok() : m.gate_exit_refused()}
        >
          <Text size="lg">{said.text}</Text>
        </Alert>
      )}
      {query.isError && !query.data ? (
        <ErrorState title={m.gate_not_loaded()} error={query.error} />
      ) : query.isPending ? (
        <Loader size="lg" aria-label={m.gate_loading()} />
      ) : (
        <>
          {insideNow.isError && !insideNow.data ? (
            <ErrorState title={m.gate_not_loaded()} error={insideNow.error} />
          ) : insideNow.data ? (
            <InsideList
              rows={insideNow.data}
              exiting={exiting}
              limit={limit}
              onExit={(row: VisitorRow) => markOut({ visitorId: row.visitorId }, row.name)}
            />
          ) : (
            <Loader size="lg" aria-label={m.gate_loading()} />
          )}
          <Group justify="space-between" gap="sm">
            <Text fw={700} size="xl" aria-live="polite">
              {m.gate_all_title({ count: formatNumber(total) })}
            </Text>
            <Button
              variant="default"
              size="lg"
              mih={48}
              disabled={total === 0}
              loading={exporting}
              onClick={() => {
                setExporting(true);
                setExportFailure(null);
                // Every visit of the range, not only the pages scrolled through.
                void allVisitors(range)
                  .then((all) =>
                    downloadCsv(csvFileName('visitors', range.from, range.to), all, columns),
                  )
                  .catch((error: unknown) =>
                    setExportFailure(m.gate_export_failed({ reason: errorMessage(error) })),
                  )
                  .finally(() => setExporting(false));
              }}
            >
              {m.gate_export_csv()}
            </Button>
          </Group>
          {exportFailure && (
            <Text size="lg" c="red.8" role="alert">
              {exportFailure}
            </Text>
          )}
          <DataTable
            label={m.gate_all_label()}
            rows={rows}
            columns={columns}
            rowKey={(r) => r.visitorId}
            rowName={(r) => r.name}
            empty={m.gate_no_visitors()}
            virtual={{ total, onEndReached: more }}
          />
        </>
      )}
    </Stack>
  );
}
