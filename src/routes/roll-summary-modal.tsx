import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/roll-summary-modal')({
  component: () => (
    <ModalPage page="roll-summary-modal">
      <NotBuiltYet page="roll-summary-modal" />
    </ModalPage>
  ),
});
