import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/create-batch')({
  component: () => <NotBuiltYet page="create-batch" />,
});
