import { useMemo, useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { dateFilterRange, type DateFilter } from '../../../lib/dateFilter';
import { orderColumns, type OrderRow } from './columns';
import { ordersQuery } from './queries';

export interface OrderListProps {
  filter: DateFilter;
  q: string;
  onChange: (change: Partial<DateFilter & { q: string | undefined }>) => void;
  onOpen: (row: OrderRow) => void;
  /** lab-orders-view lists only lab orders (lab dips, trials). */
  lab?: boolean;
}

/**
 * sales-order-view and lab-orders-view: the orders of a date range, newest first, found by number
 * or customer, a page at a time as the list scrolls; a tap opens one.
 */
export function OrderListPage({ filter, q, onChange, onOpen, lab }: OrderListProps) {
  const range = dateFilterRange(filter);
  const [typed, setTyped] = useState(q);
  const orders = useInfiniteQuery({
    ...ordersQuery(range, q, lab ? true : undefined),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (orders.data?.pages ?? []).flatMap((p) => p.rows), [orders.data]);
  const total = orders.data?.pages[0]?.total ?? 0;
  const cols = useMemo(() => orderColumns(), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
  const more = useMemo(
    () => (hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const title = lab ? m.order_lab_title() : m.order_list_title();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Group gap="sm" align="flex-end">
        <DateRangeFilter filter={filter} onChange={onChange} label={m.order_dates()} />
        <form
          style={{ flex: '1 1 14rem', maxWidth: '28rem' }}
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ q: typed.trim() || undefined });
          }}
        >
          <TextInput
            size="lg"
            type="search"
            label={m.order_search()}
            description={m.order_search_hint()}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onBlur={() => onChange({ q: typed.trim() || undefined })}
          />
        </form>
      </Group>
      {orders.isError && !orders.data ? (
        <ErrorState title={m.order_not_loaded()} error={orders.error} />
      ) : orders.isPending ? (
        <Loader size="lg" aria-label={m.order_loading()} />
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text fw={700} size="xl" aria-live="polite">
              {m.order_count({ count: formatNumber(total) })}
            </Text>
            <Button
              variant="default"
              size="lg"
              mih={48}
              disabled={rows.length === 0}
              onClick={() =>
                void downloadCsv(
                  csvFileName(lab ? 'lab-orders' : 'sales-orders', range.from, range.to),
                  rows,
                  cols,
                )
              }
            >
              {m.order_export_csv()}
            </Button>
          </Group>
          <DataTable
            label={title}
            rows={rows}
            columns={cols}
            rowKey={(r) => r.salesOrderNo}
            rowName={(r) => `${r.salesOrderNo} ${r.customer}`}
            onOpen={onOpen}
            empty={m.order_none()}
            virtual={{ total, onEndReached: more }}
          />
        </>
      )}
    </Stack>
  );
}
