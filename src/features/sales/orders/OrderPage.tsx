import { Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { EntriesTable } from './EntriesTable';
import { OrderHeader } from './OrderHeader';
import { OrderItems } from './OrderItems';
import { SentRolls } from './SentRolls';

/**
 * sales-order-item-view: one order, its items with what is still to send (a tap opens the rolls
 * in store that can serve it), the stock entries made for it and the rolls they sent.
 */
export function OrderPage({ so }: { so: string }) {
  const order = useQuery(callQuery('getSalesOrderFromDB', { report_no: so }));
  const navigate = useNavigate();
  if (order.isError) return <ErrorState title={m.order_not_loaded()} error={order.error} />;
  if (order.isPending) return <Loader size="lg" aria-label={m.order_loading()} />;
  return (
    <Stack gap="lg">
      <OrderHeader order={order.data} />
      <Group gap="sm">
        <LinkButton to="/sales-order-bmview" search={{ so }} variant="default" size="lg" mih={48}>
          {m.order_sheet()}
        </LinkButton>
        <LinkButton to="/sales-order-view" variant="subtle" size="lg" mih={48}>
          {m.order_all_orders()}
        </LinkButton>
      </Group>
      <OrderItems
        so={so}
        onOpen={(r) =>
          void navigate({ to: '/sales-order-item-stock-view', search: { so, item: r.itemRowId } })
        }
      />
      <EntriesTable so={so} />
      <SentRolls so={so} removable />
    </Stack>
  );
}
