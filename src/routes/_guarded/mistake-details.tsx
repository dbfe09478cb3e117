import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/mistake-details')({
  component: () => <NotBuiltYet page="mistake-details" />,
});
