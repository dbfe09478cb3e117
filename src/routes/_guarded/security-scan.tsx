import { createFileRoute } from '@tanstack/react-router';
import { SecurityScanPage } from '../../features/gate/scan/SecurityScanPage';
import { securityScanSearch, type SecurityScanSearch } from '../../features/gate/scan/search';

export const Route = createFileRoute('/_guarded/security-scan')({
  // Handed over as it is and read by the screen, so the reader loads with it.
  validateSearch: (search: Record<string, unknown>) => search as SecurityScanSearch,
  component: function SecurityScan() {
    const navigate = Route.useNavigate();
    return (
      <SecurityScanPage
        filter={securityScanSearch.parse(Route.useSearch())}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
      />
    );
  },
});
