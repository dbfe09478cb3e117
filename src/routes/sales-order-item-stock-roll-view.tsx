import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/sales-order-item-stock-roll-view')({
  component: () => (
    <ModalPage page="sales-order-item-stock-roll-view">
      <NotBuiltYet page="sales-order-item-stock-roll-view" />
    </ModalPage>
  ),
});
