import { useMemo, useState } from 'react';
import { Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { DataTable } from '../../../components/table/DataTable';
import { ListHead } from '../../../components/table/ListHead';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { dateFilterRange, type DateFilter } from '../../../lib/dateFilter';
import { usePagedList } from '../../../lib/usePagedList';
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
  const { rows, total, more, everyRow } = usePagedList(orders);
  const cols = useMemo(() => orderColumns(), []);
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
          <ListHead count={m.order_count({ count: formatNumber(total) })}>
            <CsvButton
              name={title}
              disabled={total === 0}
              onExport={async () =>
                downloadCsv(
                  csvFileName(lab ? 'lab-orders' : 'sales-orders', range.from, range.to),
                  await everyRow(),
                  cols,
                )
              }
            />
          </ListHead>
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
