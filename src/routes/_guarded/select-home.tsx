import { createFileRoute } from '@tanstack/react-router';
import { SelectHome } from '../../features/home/SelectHome';

export const Route = createFileRoute('/_guarded/select-home')({
  component: SelectHome,
});
