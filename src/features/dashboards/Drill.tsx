import { useMemo } from 'react';
import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/table/DataTable';
import type { TableColumn } from '../../components/table/columns';
import { m } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { drillQuery, type DrillTarget } from './queries';
import { pick, type Row } from './read';

const stageName = (r: Row) =>
  pick(r, 'stage') === 'finish'
    ? m.dash_stage_finish()
    : pick(r, 'stage') === 'greige'
      ? m.dash_stage_greige()
      : '–';

/** The columns of each kind of rows behind a figure: inspected rolls, produced rolls. */
const drillColumns = (source: DrillTarget['source']): TableColumn<Row>[] =>
  source === 'inspection'
    ? [
        { key: 'rollNo', label: m.dash_col_roll, format: 'text', priority: 1, width: 1.4 },
        { key: 'date', label: m.dash_col_date, format: 'date', priority: 2, width: 1.3 },
        { key: 'itemName', label: m.dash_col_fabric, format: 'text', priority: 3, width: 2 },
        {
          key: 'supplierName',
          label: m.dash_col_supplier,
          format: 'text',
          priority: 4,
          width: 1.6,
        },
        { key: 'checker', label: m.dash_col_checker, format: 'text', priority: 5, width: 1.2 },
        { key: 'kg', label: m.dash_col_kg, format: 'kg', priority: 2 },
        { key: 'points', label: m.dash_col_points, format: 'number', priority: 3 },
        { key: 'grade', label: m.dash_col_grade, format: 'grade', priority: 1, width: 0.8 },
        { key: 'reportNo', label: m.dash_col_report, format: 'text', priority: 6, width: 1.4 },
        {
          key: 'stage',
          label: m.dash_col_stage,
          format: 'text',
          priority: 7,
          display: stageName,
        },
      ]
    : [
        { key: 'rollNo', label: m.dash_col_roll, format: 'text', priority: 1, width: 1.4 },
        { key: 'date', label: m.dash_col_date, format: 'date', priority: 2, width: 1.3 },
        { key: 'itemName', label: m.dash_col_fabric, format: 'text', priority: 3, width: 2 },
        { key: 'machine', label: m.dash_col_machine, format: 'text', priority: 2, width: 1.2 },
        { key: 'shift', label: m.dash_col_shift, format: 'text', priority: 5 },
        { key: 'operator', label: m.dash_col_operator, format: 'text', priority: 6, width: 1.2 },
        { key: 'kg', label: m.dash_col_kg, format: 'kg', priority: 1 },
        { key: 'grade', label: m.dash_col_grade, format: 'grade', priority: 4, width: 0.8 },
        {
          key: 'stage',
          label: m.dash_col_stage,
          format: 'text',
          priority: 7,
          display: stageName,
        },
      ];

/**
 * The rows behind a figure, in a drawer over the dashboard: the same range and stage, one bar's
 * key. Its address holds it, so Back closes it and a shared link opens it again. Loaded on the
 * first drill-down, not with the dashboard.
 */
export default function Drill({
  target,
  heading,
  onClose,
}: {
  target: DrillTarget;
  heading: string;
  onClose: () => void;
}) {
  const query = useInfiniteQuery(drillQuery(target));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  const total = data?.pages[data.pages.length - 1]?.total ?? rows.length;
  const columns = useMemo(() => drillColumns(target.source), [target.source]);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(100%, 56rem)"
      title={
        <Text fw={700} size="lg">
          {heading}
        </Text>
      }
      closeButtonProps={{ 'aria-label': m.dash_close(), size: 'xl' }}
    >
      <Stack gap="sm">
        <Group gap="sm" aria-live="polite">
          <Text size="lg" fw={600} data-drill-count={query.isSuccess ? total : undefined}>
            {query.isSuccess ? m.dash_rolls({ count: total, n: formatNumber(total) }) : ''}
          </Text>
          <Text c="dimmed">
            {m.dash_range({ from: formatDate(target.range.from), to: formatDate(target.range.to) })}
          </Text>
          {query.isFetching && <Loader size="sm" aria-label={m.dash_loading()} />}
        </Group>
        {query.isError && !data ? (
          <Alert color="red" variant="light" title={m.dash_not_loaded()}>
            {errorMessage(query.error)}
          </Alert>
        ) : query.isPending ? (
          <Loader size="lg" aria-label={m.dash_loading()} />
        ) : (
          <>
            <DataTable
              label={heading}
              rows={rows}
              columns={columns}
              rowKey={(r) => `${String(pick(r, 'reportNo') ?? '')}|${String(pick(r, 'rollNo'))}`}
              empty={m.dash_none()}
              virtual={{
                total,
                onEndReached:
                  hasNextPage && !isFetchingNextPage && !query.isError
                    ? () => void fetchNextPage()
                    : undefined,
              }}
            />
            {hasNextPage && (
              <Button
                size="lg"
                variant="default"
                loading={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {m.dash_load_more()}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
