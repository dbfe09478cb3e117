import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/knit-collar-cuff-home')({
  component: () => <NotBuiltYet page="knit-collar-cuff-home" />,
});
