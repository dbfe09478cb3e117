import { Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { PrintButton } from '../../../components/PrintButton';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { OrderItems } from './OrderItems';
import { OrderHeader } from './OrderHeader';
import { orderItemsQuery } from './queries';
import { SentRolls } from './SentRolls';

/**
 * sales-order-bmview: an order on one sheet to read or print (the dispatch's paper): its items
 * with ordered, sent and pending kg, and every roll sent for it.
 */
export function OrderSheet({ so }: { so: string }) {
  const order = useQuery(callQuery('getSalesOrderFromDB', { report_no: so }));
  if (order.isError) return <ErrorState title={m.order_not_loaded()} error={order.error} />;
  if (order.isPending) return <Loader size="lg" aria-label={m.order_loading()} />;
  return (
    <Stack gap="lg" p="md">
      <OrderHeader order={order.data} />
      <PrintButton />
      <OrderItems so={so} />
      <SentRolls so={so} />
    </Stack>
  );
}

/** sales-order-item-stock-roll-view: the rolls sent for one item of an order. */
export function ItemRollsSheet({ so, itemRowId }: { so: string; itemRowId: string }) {
  const items = useQuery(orderItemsQuery(so));
  const item = items.data?.find((i) => i.itemRowId === itemRowId);
  return (
    <Stack gap="lg" p="md">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {item ? `${so} · ${item.itemName}` : so}
      </Title>
      <SentRolls so={so} itemRowId={itemRowId} />
    </Stack>
  );
}
