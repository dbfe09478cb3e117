import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/process-loss')({
  component: () => <NotBuiltYet page="process-loss" />,
});
