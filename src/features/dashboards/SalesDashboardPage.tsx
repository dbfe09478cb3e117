import { Loader, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../i18n';
import { pageTitle } from '../../i18n/pages';
import { callQuery } from '../../lib/rpc';
import { DashboardView } from './DashboardView';
import { salesDashboard, segmentName } from './definitions/sales';
import { isSegment, salesSegments } from './definitions/salesCalls';
import { salesSearch } from './search';

/**
 * The sales dashboard: its period and segment live in the address (a link opens the same
 * figures); its presets follow the sales year the mill set (April by default), read before any
 * figure is asked for, so no call is made for a year that is not the mill's.
 */
export function SalesDashboardPage({ search: raw }: { search: unknown }) {
  const search = salesSearch.parse(raw);
  const settings = useQuery({ ...callQuery('getSalesSettings', {}), staleTime: 10 * 60_000 });
  if (settings.isPending) return <Loader aria-label={m.dash_loading()} />;
  // Unreadable settings fall back to India's financial year, the default the server keeps too.
  const year = settings.data
    ? { yearStartMonth: settings.data.yearStartMonth }
    : { yearStartMonth: 4 };
  return (
    <DashboardView
      def={salesDashboard(search.segment, search.preset)}
      title={pageTitle('sales-dashboard')}
      search={search}
      year={year}
      filters={(change) => (
        <NativeSelect
          label={m.sales_segment()}
          size="lg"
          w={240}
          maw="100%"
          data={salesSegments.map((s) => ({ value: s, label: segmentName(s) }))}
          value={search.segment}
          onChange={(e) => {
            const segment = e.currentTarget.value;
            if (isSegment(segment)) change({ segment });
          }}
        />
      )}
    />
  );
}
