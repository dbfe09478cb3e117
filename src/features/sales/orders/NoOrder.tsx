import { Alert, Stack } from '@mantine/core';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';

/** An order screen opened without an order in its address: where to find one. */
export function NoOrder({ lab }: { lab?: boolean }) {
  return (
    <Stack gap="md" p="md">
      <Alert color="yellow" title={m.order_none_chosen()}>
        {m.order_none_chosen_detail()}
      </Alert>
      <LinkButton
        to={lab ? '/lab-orders-view' : '/sales-order-view'}
        size="lg"
        mih={48}
        w="fit-content"
      >
        {lab ? m.order_all_lab_orders() : m.order_all_orders()}
      </LinkButton>
    </Stack>
  );
}
