import { createFileRoute } from '@tanstack/react-router';
import { RollPassportPage } from '../../features/passport/RollPassportPage';
import type { PassportSearch } from '../../features/passport/search';

export const Route = createFileRoute('/_guarded/roll-passport')({
  // Read by the screen (features/passport/search.ts), not at the app's start.
  validateSearch: (search: Record<string, unknown>) => search as PassportSearch,
  component: function RollPassport() {
    return <RollPassportPage search={Route.useSearch()} />;
  },
});
