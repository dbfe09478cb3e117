import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { docNo } from '@contract';
import { ModalPage } from '../components/ModalPage';
import { MistakeModalContent } from '../features/inspection/view/RollModals';
import { rollSheetQuery, warm } from '../features/inspection/queries';

const search = z.object({ reportNo: docNo, rollNo: docNo });

export const Route = createFileRoute('/mistake-modal')({
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context, deps }) =>
    warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo))),
  component: function Page() {
    const { reportNo, rollNo } = Route.useSearch();
    return (
      <ModalPage page="mistake-modal">
        <MistakeModalContent reportNo={reportNo} rollNo={rollNo} />
      </ModalPage>
    );
  },
});
