import { createFileRoute } from '@tanstack/react-router';
import { RollModalPage } from '../features/inspection/view/RollModalPage';
import { rollModalRoute } from '../features/inspection/view/rollModalRoute';
import { RollSummaryModalContent } from '../features/inspection/view/RollModals';

export const Route = createFileRoute('/roll-summary-modal')({
  ...rollModalRoute,
  component: function Page() {
    return (
      <RollModalPage
        page="roll-summary-modal"
        search={Route.useSearch()}
        Content={RollSummaryModalContent}
      />
    );
  },
});
