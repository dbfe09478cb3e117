import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatMonth, formatNumber } from '../../../i18n/format';
import { pageTitle } from '../../../i18n/pages';
import { dateFilterRange } from '../../../lib/dateFilter';
import { callQuery } from '../../../lib/rpc';
import { formatRupees } from '../money';
import { useSalesYear } from '../year';
import {
  pivotDimensions,
  pivotDocs,
  pivotMeasures,
  pivotSegments,
  pivotSearch,
  type PivotSearch,
} from './search';
import { pivotColumns } from './columns';
import { pivotTable } from './table';
import { dimensionWords, docWords, measureWords, segmentWords } from './words';

const PivotChart = lazy(() => import('./chart'));

/** Bars the chart draws: the biggest rows; the table holds them all. */
const CHART_BARS = 12;

const formatOf = (measure: PivotSearch['measure']) =>
  measure === 'amount' ? formatRupees : measure === 'qtyKg' ? formatKg : formatNumber;

function Choice<T extends string>({
  label,
  value,
  options,
  words,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  words: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <NativeSelect
      label={label}
      size="lg"
      w={220}
      maw="100%"
      data={options.map((o) => ({ value: o, label: words(o) }))}
      value={value}
      onChange={(e) => {
        const v = options.find((o) => o === e.currentTarget.value);
        if (v) onChange(v);
      }}
    />
  );
}

/**
 * pivot: invoice or order lines of a period summed by the rows and columns the user chose, with
 * totals, the rest summed as "others", and a chart. Every choice is in the address: a copied link
 * opens the same pivot.
 */
export function PivotPage({
  search: raw,
  onChange,
}: {
  search: unknown;
  onChange: (change: Partial<PivotSearch>) => void;
}) {
  const search = pivotSearch.parse(raw);
  const year = useSalesYear();
  const range = year ? dateFilterRange(search, new Date(), year) : null;
  const input = range && {
    jsonStartDate: range.from,
    jsonEndDate: range.to,
    doc: search.doc,
    rows: search.rows,
    ...(search.cols === 'none' || search.cols === search.rows ? {} : { columns: search.cols }),
    measure: search.measure,
    ...(search.segment === 'all' ? {} : { segment: search.segment }),
  };
  const pivot = useQuery({
    ...callQuery('getSalesPivot', input ?? ({} as never)),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // Plain computations: the React compiler memoises them.
  const table =
    pivot.data &&
    pivotTable(pivot.data, {
      others: (n) => m.sales_pivot_others({ n: formatNumber(n) }),
      total: m.sales_pivot_total(),
      // Whole rupees: a pivot compares sums, and paise only widen every column.
      round: search.measure === 'amount',
      name: (dim, key, label) => (dim === 'month' && key ? formatMonth(key) : label),
      rows: search.rows,
      columns: search.cols,
    });
  const format = formatOf(search.measure);
  const columns = pivotColumns(search, table?.columns ?? []);

  const [copied, setCopied] = useState(false);
  const bars = (table?.rows ?? [])
    .filter((r) => r.kind === 'row')
    .slice(0, CHART_BARS)
    .map((r) => ({ label: r.label || m.sales_pivot_blank(), value: r.total ?? 0 }));

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {pageTitle('pivot')}
      </Title>
      <Group gap="sm" align="flex-end" className="no-print">
        <Choice
          label={m.sales_pivot_doc()}
          value={search.doc}
          options={pivotDocs}
          words={docWords}
          onChange={(doc) => onChange({ doc })}
        />
        <Choice
          label={m.sales_pivot_rows()}
          value={search.rows}
          options={pivotDimensions}
          words={dimensionWords}
          onChange={(rows) => onChange({ rows })}
        />
        <Choice
          label={m.sales_pivot_columns()}
          value={search.cols}
          options={[...pivotDimensions, 'none'] as const}
          words={(c) => (c === 'none' ? m.sales_pivot_no_columns() : dimensionWords(c))}
          onChange={(cols) => onChange({ cols })}
        />
        <Choice
          label={m.sales_pivot_measure()}
          value={search.measure}
          options={pivotMeasures}
          words={measureWords}
          onChange={(measure) => onChange({ measure })}
        />
        <Choice
          label={m.sales_segment()}
          value={search.segment}
          options={pivotSegments}
          words={segmentWords}
          onChange={(segment) => onChange({ segment })}
        />
        {year && <DateRangeFilter filter={search} onChange={onChange} year={year} />}
      </Group>
      {range && (
        <Text c="dimmed" aria-live="polite">
          {m.sales_range({ from: formatDate(range.from), to: formatDate(range.to) })}
        </Text>
      )}
      {pivot.isError && !pivot.data ? (
        <ErrorState title={m.sales_not_loaded()} error={pivot.error} />
      ) : !table || !range ? (
        <Loader size="lg" aria-label={m.sales_loading()} />
      ) : (
        <>
          <Group justify="space-between" gap="sm" className="no-print">
            <Text fw={700} size="xl" data-testid="pivot-total">
              {m.sales_pivot_grand({ total: format(pivot.data?.total ?? 0) })}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                size="md"
                mih={44}
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(window.location.href)
                    .then(() => setCopied(true))
                    .catch(() => setCopied(false))
                }
              >
                {copied ? m.sales_pivot_copied() : m.sales_pivot_copy()}
              </Button>
              <CsvButton
                name={pageTitle('pivot')}
                compact
                disabled={table.rows.length <= 1}
                onExport={() =>
                  downloadCsv(
                    csvFileName(
                      'pivot',
                      search.doc,
                      search.rows,
                      search.cols,
                      range.from,
                      range.to,
                    ),
                    table.rows,
                    columns,
                  )
                }
              />
            </Group>
          </Group>
          <DataTable
            label={pageTitle('pivot')}
            rows={table.rows}
            columns={columns}
            rowKey={(r) => `${r.kind}|${r.key}`}
            rowName={(r) => r.label || m.sales_pivot_blank()}
            empty={m.sales_pivot_none()}
            virtual={{}}
          />
          {bars.length > 0 && (
            <Paper withBorder p="md">
              <Title order={3} size="h4">
                {m.sales_pivot_chart({ measure: measureWords(search.measure) })}
              </Title>
              <div
                role="img"
                aria-label={m.sales_pivot_chart({ measure: measureWords(search.measure) })}
              >
                <Suspense fallback={<Loader size="sm" aria-label={m.sales_loading()} />}>
                  <PivotChart bars={bars} series={measureWords(search.measure)} format={format} />
                </Suspense>
              </div>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
