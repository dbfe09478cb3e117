import { Badge, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Stat } from '../../../components/Stat';
import { m } from '../../../i18n';
import { formatDate, formatInr, formatKg } from '../../../i18n/format';
import { statusName } from '../words';
import type { OrderRow } from './columns';

/** An order's number, customer and status, and its ordered, sent and pending kg. */
export function OrderHeader({ order }: { order: OrderRow }) {
  const pending = Math.max(0, order.qtyKg - order.transferredQtyKg);
  return (
    <>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {order.salesOrderNo}
        </Title>
        <Badge size="lg" variant="light" color={order.status === 'Cancelled' ? 'red' : 'blue'}>
          {statusName(order.status)}
        </Badge>
        {order.isLabOrder ? (
          <Badge size="lg" variant="outline">
            {m.order_lab_badge()}
          </Badge>
        ) : null}
      </Group>
      <Text size="lg">
        {m.order_for_customer({ customer: order.customer, date: formatDate(order.date) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Stat label={m.order_col_ordered()} value={formatKg(order.qtyKg)} detail="" />
        <Stat label={m.order_col_sent()} value={formatKg(order.transferredQtyKg)} detail="" />
        <Stat label={m.order_col_pending()} value={formatKg(pending)} detail="" />
        <Stat label={m.order_col_amount()} value={formatInr(order.amount)} detail="" />
      </SimpleGrid>
    </>
  );
}
