import { useMemo } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { ErrorState } from '../../../components/ErrorState';
import type { TableColumn } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { orderEntriesQuery } from './queries';

type EntryRow = CallOutput<Calls['getStockEntryLinkedSalesOrder']>[number];

const columns = (): TableColumn<EntryRow>[] => [
  { key: 'stockEntryNo', label: m.order_col_entry, format: 'text', width: 2.2, priority: 1 },
  { key: 'postingDate', label: m.order_col_date, format: 'date', width: 1.3, priority: 2 },
  { key: 'rolls', label: m.order_col_rolls, format: 'number', width: 1, priority: 1 },
  { key: 'qtyKg', label: m.order_col_kg, format: 'kg', width: 1.3, priority: 1 },
  {
    key: 'docStatus',
    label: m.order_col_entry_state,
    format: 'text',
    width: 1.4,
    priority: 3,
    display: (r) =>
      r.docStatus === 'submitted'
        ? m.order_entry_submitted()
        : r.docStatus === 'cancelled'
          ? m.order_entry_cancelled()
          : m.order_entry_draft(),
  },
  { key: 'itemCode', label: m.order_col_code, format: 'text', width: 1.6, priority: 4 },
];

/** The stock entries that sent rolls for an order; one whose rolls all came back reads cancelled. */
export function EntriesTable({ so }: { so: string }) {
  const entries = useQuery(orderEntriesQuery(so));
  const cols = useMemo(() => columns(), []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-entries">
      <Title order={3} size="h4" id="order-entries">
        {m.order_entries_title()}
      </Title>
      {entries.isError ? (
        <ErrorState title={m.order_not_loaded()} error={entries.error} />
      ) : entries.isPending ? (
        <Loader size="lg" aria-label={m.order_loading()} />
      ) : (
        <DataTable
          label={m.order_entries_title()}
          rows={entries.data}
          columns={cols}
          rowKey={(r) => r.stockEntryNo}
          empty={m.order_entries_none()}
        />
      )}
    </Stack>
  );
}
