import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { knitModalSearch, warmKnitReport } from '../features/knitting/routes';
import { KnitModalContent } from '../features/knitting/view/KnitModalContent';

export const Route = createFileRoute('/collar-cuff-knitting-modal')({
  validateSearch: knitModalSearch,
  loaderDeps: ({ search }) => ({ reportNo: search.reportNo }),
  loader: (ctx) => (ctx.deps.reportNo ? warmKnitReport(ctx, ctx.deps.reportNo) : undefined),
  component: function CollarCuffKnittingModal() {
    return (
      <ModalPage page="collar-cuff-knitting-modal">
        <KnitModalContent reportNo={Route.useSearch().reportNo} />
      </ModalPage>
    );
  },
});
