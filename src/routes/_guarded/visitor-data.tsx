import { createFileRoute } from '@tanstack/react-router';
import { VisitorDataPage } from '../../features/gate/visitors/VisitorDataPage';

export const Route = createFileRoute('/_guarded/visitor-data')({
  component: VisitorDataPage,
});
