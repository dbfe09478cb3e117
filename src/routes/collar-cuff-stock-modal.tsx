import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/collar-cuff-stock-modal')({
  component: () => (
    <ModalPage page="collar-cuff-stock-modal">
      <NotBuiltYet page="collar-cuff-stock-modal" />
    </ModalPage>
  ),
});
