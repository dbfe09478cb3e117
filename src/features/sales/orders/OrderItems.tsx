import { useMemo } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { itemColumns, type OrderItemRow } from './columns';
import { orderItemsQuery } from './queries';

/** An order's items with ordered, sent and still-to-send kg; a tap opens one when `onOpen`. */
export function OrderItems({ so, onOpen }: { so: string; onOpen?: (row: OrderItemRow) => void }) {
  const items = useQuery(orderItemsQuery(so));
  const cols = useMemo(() => itemColumns(), []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-items">
      <Title order={3} size="h4" id="order-items">
        {m.order_items_title()}
      </Title>
      {items.isError ? (
        <ErrorState title={m.order_not_loaded()} error={items.error} />
      ) : items.isPending ? (
        <Loader size="lg" aria-label={m.order_loading()} />
      ) : (
        <DataTable
          label={m.order_items_title()}
          rows={items.data}
          columns={cols}
          rowKey={(r) => r.itemRowId}
          rowName={(r) => r.itemName}
          onOpen={onOpen}
          empty={m.order_items_none()}
        />
      )}
    </Stack>
  );
}
