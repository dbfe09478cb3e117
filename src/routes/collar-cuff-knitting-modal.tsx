import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NotBuiltYet } from '../components/NotBuiltYet';

export const Route = createFileRoute('/collar-cuff-knitting-modal')({
  component: () => (
    <ModalPage page="collar-cuff-knitting-modal">
      <NotBuiltYet page="collar-cuff-knitting-modal" />
    </ModalPage>
  ),
});
