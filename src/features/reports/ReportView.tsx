import { useCallback, useMemo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/table/DataTable';
import { m } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import {
  rangeOf,
  reportQuery,
  variantOf,
  type ReportDefinition,
  type ReportFilters,
  type ReportScreen,
} from './definition';
import { FilterBar } from './FilterBar';
import { sortRows } from './sortRows';

interface ReportViewProps<Row> {
  def: ReportDefinition<Row>;
  screen: ReportScreen<Row>;
  filters: ReportFilters;
  /**
   * What the user changed, not the whole filters: the page merges it into the filters in force
   * then, so two quick changes (a status tap, then a date pick before the address caught up with
   * the first) both hold.
   */
  onFiltersChange: (change: Partial<ReportFilters>) => void;
  onOpen?: (row: Row) => void;
}

/**
 * Renders any report definition: filter bar, total, sortable virtualised table that loads the
 * next page as the user scrolls (or taps "Load more") and folds the columns a narrow screen has
 * no room for into each row's details.
 */
export function ReportView<Row>({
  def,
  screen,
  filters,
  onFiltersChange,
  onOpen,
}: ReportViewProps<Row>) {
  const query = useInfiniteQuery(reportQuery(def, filters));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sortKey = screen.columns.find((c) => c.key === filters.sort)?.key ?? def.defaultSort.key;
  const desc = filters.sort ? (filters.desc ?? false) : def.defaultSort.desc;
  const loaded = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  const rows = useMemo(() => sortRows(loaded, sortKey, desc), [loaded, sortKey, desc]);
  // The newest page knows best how many rows the list holds now.
  const total = data?.pages[data.pages.length - 1]?.total ?? loaded.length;
  const variant = variantOf(def, filters.status);
  const range = rangeOf(filters);
  // Pages come newest first; another order sorts only what is loaded so far, and says so.
  const partlySorted =
    hasNextPage && (sortKey !== def.defaultSort.key || desc !== def.defaultSort.desc);

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onSort = (key: string) =>
    onFiltersChange({ sort: key, desc: key === sortKey ? !desc : false });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {screen.title()}
      </Title>
      <FilterBar def={def} screen={screen} filters={filters} onChange={onFiltersChange} />
      <Group gap="sm" aria-live="polite">
        <Text size="lg" fw={600}>
          {query.isSuccess
            ? hasNextPage
              ? m.report_count_of({
                  count: total,
                  n: formatNumber(total),
                  shown: formatNumber(rows.length),
                })
              : m.report_count({ count: total, n: formatNumber(total) })
            : (screen.statusLabels[variant.value]?.() ?? variant.value)}
        </Text>
        <Text size="lg" c="dimmed">
          {variant.dated
            ? m.report_range({ from: formatDate(range.from), to: formatDate(range.to) })
            : m.report_newest_first()}
        </Text>
        {query.isFetching && <Loader size="sm" aria-label={m.report_loading()} />}
      </Group>
      {partlySorted && <Text c="dimmed">{m.report_partly_sorted()}</Text>}
      {query.isError && !data ? (
        <Alert color="red" variant="light" title={m.report_not_loaded()}>
          {errorMessage(query.error)}
        </Alert>
      ) : query.isPending ? (
        <Loader size="lg" aria-label={m.report_loading_report()} />
      ) : (
        <>
          <DataTable
            label={screen.title()}
            rows={rows}
            columns={screen.columns}
            rowKey={def.rowKey}
            note={screen.note}
            sort={{ key: sortKey, desc, onSort }}
            onOpen={onOpen}
            empty={m.report_none()}
            virtual={{
              total,
              onEndReached:
                hasNextPage && !isFetchingNextPage && !query.isError ? loadMore : undefined,
            }}
          />
          {hasNextPage && (
            <Button
              className="no-print"
              size="lg"
              variant="default"
              loading={isFetchingNextPage}
              onClick={loadMore}
            >
              {m.report_load_more()}
            </Button>
          )}
          {query.isFetchNextPageError && (
            <Alert color="red" variant="light" title={m.report_more_not_loaded()}>
              {errorMessage(query.error)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
