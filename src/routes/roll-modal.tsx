import { createFileRoute } from '@tanstack/react-router';
import { RollModalPage } from '../features/inspection/view/RollModalPage';
import { rollModalRoute } from '../features/inspection/view/rollModalRoute';
import { RollModalContent } from '../features/inspection/view/RollModals';

export const Route = createFileRoute('/roll-modal')({
  ...rollModalRoute,
  component: function Page() {
    return (
      <RollModalPage page="roll-modal" search={Route.useSearch()} Content={RollModalContent} />
    );
  },
});
