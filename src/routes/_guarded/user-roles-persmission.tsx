import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/user-roles-persmission')({
  component: () => <NotBuiltYet page="user-roles-persmission" />,
});
