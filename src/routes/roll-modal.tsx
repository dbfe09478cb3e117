import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/roll-modal')({
  component: () => (
    <ModalPage page="roll-modal">
      <NotBuiltYet page="roll-modal" />
    </ModalPage>
  ),
});
