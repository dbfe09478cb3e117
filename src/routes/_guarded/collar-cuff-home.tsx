import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/collar-cuff-home')({
  component: () => <NotBuiltYet page="collar-cuff-home" />,
});
