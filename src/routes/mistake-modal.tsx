import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/mistake-modal')({
  component: () => (
    <ModalPage page="mistake-modal">
      <NotBuiltYet page="mistake-modal" />
    </ModalPage>
  ),
});
