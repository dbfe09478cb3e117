import { useMemo, useState } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { CsvButton } from '../../../components/table/CsvButton';
import { DataTable } from '../../../components/table/DataTable';
import { ListHead } from '../../../components/table/ListHead';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { dateFilterRange, type DateFilter } from '../../../lib/dateFilter';
import { usePagedList } from '../../../lib/usePagedList';
import { callQuery } from '../../../lib/rpc';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { visitorColumns } from './columns';
import { exitDoneText, exitFailureText, useExit, type ExitBy } from './exit';
import { ExitByPass } from './ExitByPass';
import { InsideList } from './InsideList';
import { OVERSTAY_MINUTES, type VisitorRow } from './inside';
import { insideQuery, visitorsQuery } from './pages';

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
  const { rows, total, more, everyRow } = usePagedList(query);
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
          <ListHead count={m.gate_all_title({ count: formatNumber(total) })}>
            <CsvButton
              name={m.gate_all_label()}
              disabled={total === 0}
              onExport={async () =>
                downloadCsv(
                  csvFileName('visitors', range.from, range.to),
                  await everyRow(),
                  columns,
                )
              }
            />
          </ListHead>
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
