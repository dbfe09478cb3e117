import { useMemo } from 'react';
import { Group, Loader, Stack, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { CsvButton } from '../../../components/table/CsvButton';
import { DataTable } from '../../../components/table/DataTable';
import { ListHead } from '../../../components/table/ListHead';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { dateFilterRange, type DateFilter } from '../../../lib/dateFilter';
import { usePagedList } from '../../../lib/usePagedList';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { scansQuery } from './report';
import { ScanAtGate } from './ScanAtGate';
import { scanColumns } from './columns';

/** security-scan: scan at the gate, then the scans of a date range with who, where and what. */
export function SecurityScanPage({
  filter,
  onChange,
}: {
  filter: DateFilter;
  onChange: (change: Partial<DateFilter>) => void;
}) {
  const range = dateFilterRange(filter);
  const scans = useInfiniteQuery({ ...scansQuery(range), placeholderData: keepPreviousData });
  const { rows, total, more, everyRow } = usePagedList(scans);
  const cols = useMemo(() => scanColumns(), []);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {m.gate_scan_title()}
      </Title>
      <ScanAtGate />
      <Group gap="sm" align="flex-end">
        <DateRangeFilter filter={filter} onChange={onChange} label={m.gate_scan_dates()} />
      </Group>
      {scans.isError && !scans.data ? (
        <ErrorState title={m.gate_scan_not_loaded()} error={scans.error} />
      ) : scans.isPending ? (
        <Loader size="lg" aria-label={m.gate_scan_loading()} />
      ) : (
        <>
          <ListHead count={m.gate_scan_count({ count: formatNumber(total) })}>
            <CsvButton
              name={m.gate_scan_title()}
              disabled={total === 0}
              onExport={async () =>
                downloadCsv(csvFileName('scans', range.from, range.to), await everyRow(), cols)
              }
            />
          </ListHead>
          <DataTable
            label={m.gate_scan_title()}
            rows={rows}
            columns={cols}
            rowKey={(r) => r.scanId}
            rowName={(r) => r.reference ?? r.code}
            empty={m.gate_scan_none()}
            virtual={{ total, onEndReached: more }}
          />
        </>
      )}
    </Stack>
  );
}
