import { useMemo } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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

/** Renders any report definition: filter bar, count, sortable virtualised table. */
export function ReportView<Row>({ def, filters, onFiltersChange, onOpen }: ReportViewProps<Row>) {
  const query = useQuery(reportQuery(def, filters));
  const sortKey = def.columns.find((c) => c.key === filters.sort)?.key ?? def.defaultSort.key;
  const desc = filters.sort ? (filters.desc ?? false) : def.defaultSort.desc;
  const rows = useMemo(
    () => sortRows(query.data ?? [], sortKey, desc),
    [query.data, sortKey, desc],
  );
  const variant = variantOf(def, filters.status);
  const range = rangeOf(filters);

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
            ? `${rows.length} ${rows.length === 1 ? 'report' : 'reports'}`
            : variant.label}
        </Text>
        <Text size="lg" c="dimmed">
          {variant.dated ? `${range.from} to ${range.to}` : 'newest 500'}
        </Text>
        {query.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      {query.isError && !query.data ? (
        <Alert color="red" variant="light" title="The report could not be loaded">
          {errorMessage(query.error)}
        </Alert>
      ) : query.isPending ? (
        <Loader size="lg" aria-label="Loading the report" />
      ) : (
        <ReportTable
          label={def.title}
          rows={rows}
          columns={def.columns}
          rowKey={def.rowKey}
          sort={{ key: sortKey, desc }}
          onSort={onSort}
          onOpen={onOpen}
        />
      )}
    </Stack>
  );
}
