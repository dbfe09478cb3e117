import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/lab-rolls-modal')({
  component: () => (
    <ModalPage page="lab-rolls-modal">
      <NotBuiltYet page="lab-rolls-modal" />
    </ModalPage>
  ),
});
