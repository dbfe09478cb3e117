import { createFileRoute } from '@tanstack/react-router';
import { RollModalPage } from '../features/inspection/view/RollModalPage';
import { rollModalRoute } from '../features/inspection/view/rollModalRoute';
import { MistakeModalContent } from '../features/inspection/view/RollModals';

export const Route = createFileRoute('/mistake-modal')({
  ...rollModalRoute,
  component: function Page() {
    return (
      <RollModalPage
        page="mistake-modal"
        search={Route.useSearch()}
        Content={MistakeModalContent}
      />
    );
  },
});
