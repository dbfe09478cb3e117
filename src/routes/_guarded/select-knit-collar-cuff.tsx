import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/select-knit-collar-cuff')({
  component: () => <NotBuiltYet page="select-knit-collar-cuff" />,
});
