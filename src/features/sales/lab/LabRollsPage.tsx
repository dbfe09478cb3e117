import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { OrderHeader } from '../orders/OrderHeader';
import { OrderItems } from '../orders/OrderItems';
import { SentRolls } from '../orders/SentRolls';

/**
 * lab-rolls-view: a lab order (lab dip or trial) with what it asked for and the rolls made and
 * sent for it; a tap on a roll opens its sheet (lab-rolls-modal).
 */
export function LabRollsPage({ so }: { so: string }) {
  const order = useQuery(callQuery('getSalesOrderFromDB', { report_no: so }));
  const navigate = useNavigate();
  if (order.isError) return <ErrorState title={m.order_not_loaded()} error={order.error} />;
  if (order.isPending) return <Loader size="lg" aria-label={m.order_loading()} />;
  return (
    <Stack gap="lg">
      <OrderHeader order={order.data} />
      <LinkButton to="/lab-orders-view" variant="subtle" size="lg" mih={48} w="fit-content">
        {m.order_all_lab_orders()}
      </LinkButton>
      <OrderItems so={so} />
      <SentRolls
        so={so}
        onOpenRoll={(r) =>
          void navigate({ to: '/lab-rolls-modal', search: { so, roll: r.rollNo } })
        }
      />
    </Stack>
  );
}
