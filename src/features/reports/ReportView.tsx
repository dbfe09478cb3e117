import { useCallback, useMemo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors';
import {
  rangeOf,
  reportQuery,
  variantOf,
  type ReportDefinition,
  type ReportFilters,
} from './definition';
import { FilterBar } from './FilterBar';
import { ReportTable } from './ReportTable';
import { sortRows } from './sortRows';

interface ReportViewProps<Row> {
  def: ReportDefinition<Row>;
  filters: ReportFilters;
  onFiltersChange: (next: ReportFilters) => void;
  onOpen?: (row: Row) => void;
}

const reports = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'report' : 'reports'}`;

/**
 * Renders any report definition: filter bar, total, sortable virtualised table that loads the
 * next page as the user scrolls (or taps "Load more").
 */
export function ReportView<Row>({ def, filters, onFiltersChange, onOpen }: ReportViewProps<Row>) {
  const query = useInfiniteQuery(reportQuery(def, filters));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sortKey = def.columns.find((c) => c.key === filters.sort)?.key ?? def.defaultSort.key;
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
    onFiltersChange({ ...filters, sort: key, desc: key === sortKey ? !desc : false });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {def.title}
      </Title>
      <FilterBar def={def} filters={filters} onChange={onFiltersChange} />
      <Group gap="sm" aria-live="polite">
        <Text size="lg" fw={600}>
          {query.isSuccess
            ? hasNextPage
              ? `${rows.length.toLocaleString()} of ${reports(total)}`
              : reports(total)
            : variant.label}
        </Text>
        <Text size="lg" c="dimmed">
          {variant.dated ? `${range.from} to ${range.to}` : 'newest first'}
        </Text>
        {query.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      {partlySorted && (
        <Text c="dimmed">Sorted among the reports loaded so far; scroll to load the rest.</Text>
      )}
      {query.isError && !data ? (
        <Alert color="red" variant="light" title="The report could not be loaded">
          {errorMessage(query.error)}
        </Alert>
      ) : query.isPending ? (
        <Loader size="lg" aria-label="Loading the report" />
      ) : (
        <>
          <ReportTable
            label={def.title}
            rows={rows}
            total={total}
            columns={def.columns}
            rowKey={def.rowKey}
            sort={{ key: sortKey, desc }}
            onSort={onSort}
            onOpen={onOpen}
            onEndReached={
              hasNextPage && !isFetchingNextPage && !query.isError ? loadMore : undefined
            }
          />
          {hasNextPage && (
            <Button
              className="no-print"
              size="lg"
              variant="default"
              loading={isFetchingNextPage}
              onClick={loadMore}
            >
              Load more
            </Button>
          )}
          {query.isFetchNextPageError && (
            <Alert color="red" variant="light" title="More reports could not be loaded">
              {errorMessage(query.error)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
