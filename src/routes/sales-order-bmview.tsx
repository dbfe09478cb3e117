import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/sales-order-bmview')({
  component: () => (
    <ModalPage page="sales-order-bmview">
      <NotBuiltYet page="sales-order-bmview" />
    </ModalPage>
  ),
});
