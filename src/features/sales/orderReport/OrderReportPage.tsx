import { useMemo } from 'react';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ErrorState } from '../../../components/ErrorState';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import { pageTitle } from '../../../i18n/pages';
import { dateFilterRange, type DateFilter } from '../../../lib/dateFilter';
import { usePagedList } from '../../../lib/usePagedList';
import { callQuery } from '../../../lib/rpc';
import { formatRupees } from '../money';
import { statusName } from '../words';
import { useSalesYear } from '../year';
import { orderReportColumns } from './columns';
import classes from './OrderReport.module.css';
import { ordersQuery } from './queries';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" className={classes.figure}>
      <Text c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" className={classes.value}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/**
 * sales-order-report (the Sales Order Dashboard): the period's orders by status, their pending
 * and delivered kg, and the orders themselves, newest first, a page at a time.
 */
export function OrderReportPage({
  filter,
  onChange,
}: {
  filter: DateFilter;
  onChange: (change: Partial<DateFilter>) => void;
}) {
  const year = useSalesYear();
  if (!year) return <Loader size="lg" aria-label={m.sales_loading()} />;
  const range = dateFilterRange(filter, new Date(), year);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {pageTitle('sales-order-report')}
      </Title>
      <Group gap="sm" align="flex-end" className="no-print">
        <DateRangeFilter filter={filter} onChange={onChange} year={year} />
      </Group>
      <Text c="dimmed" aria-live="polite">
        {m.sales_range({ from: formatDate(range.from), to: formatDate(range.to) })}
      </Text>
      <ByStatus range={range} />
      <Orders range={range} />
    </Stack>
  );
}

function ByStatus({ range }: { range: { from: string; to: string } }) {
  const input = { jsonStartDate: range.from, jsonEndDate: range.to };
  const q = useQuery({
    ...callQuery('getSalesOrderReportDetailsForDate', input),
    staleTime: 30_000,
  });
  if (q.isError && !q.data) return <ErrorState title={m.sales_not_loaded()} error={q.error} />;
  if (q.isPending) return <Loader aria-label={m.sales_loading()} />;
  const all = q.data.reduce((s, r) => ({ amount: s.amount + r.amount, kg: s.kg + r.qtyKg }), {
    amount: 0,
    kg: 0,
  });
  return (
    <Stack gap="sm" component="section">
      <Title order={3} size="h4">
        {m.sales_by_status()}
      </Title>
      <div className={classes.figures}>
        <Figure
          label={m.sales_all_orders()}
          value={formatRupees(all.amount)}
          note={formatKg(all.kg)}
        />
        {q.data.map((r) => (
          <Figure
            key={r.key}
            label={statusName(r.label || r.key)}
            value={formatRupees(r.amount)}
            note={formatKg(r.qtyKg)}
          />
        ))}
      </div>
    </Stack>
  );
}

function Orders({ range }: { range: { from: string; to: string } }) {
  const navigate = useNavigate();
  const orders = useInfiniteQuery({ ...ordersQuery(range), placeholderData: keepPreviousData });
  const { rows, total, more, everyRow } = usePagedList(orders);
  const first = orders.data?.pages[0];
  const cols = useMemo(() => orderReportColumns(), []);
  if (orders.isError && !orders.data)
    return <ErrorState title={m.sales_not_loaded()} error={orders.error} />;
  if (orders.isPending) return <Loader aria-label={m.sales_loading()} />;
  const sums = first?.totals ?? { pendingKg: 0, deliveredKg: 0 };
  return (
    <Stack gap="sm" component="section">
      <div className={classes.figures}>
        <Figure label={m.sales_pending_kg()} value={formatKg(sums.pendingKg)} />
        <Figure label={m.sales_delivered_kg()} value={formatKg(sums.deliveredKg)} />
      </div>
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" aria-live="polite">
          {m.sales_order_count({ n: formatNumber(total) })}
        </Title>
        <CsvButton
          name={m.sales_orders_list()}
          compact
          disabled={total === 0}
          onExport={async () =>
            downloadCsv(csvFileName('sales-orders', range.from, range.to), await everyRow(), cols)
          }
        />
      </Group>
      <DataTable
        label={m.sales_orders_list()}
        rows={rows}
        columns={cols}
        rowKey={(r) => r.salesOrderNo}
        rowName={(r) => `${r.salesOrderNo} ${r.customer}`}
        onOpen={(r) =>
          void navigate({ to: '/sales-order-item-view', search: { so: r.salesOrderNo } })
        }
        empty={m.sales_no_orders()}
        virtual={{ total, onEndReached: more }}
      />
    </Stack>
  );
}
