import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/knit-collar-cuff-details')({
  component: () => <NotBuiltYet page="knit-collar-cuff-details" />,
});
