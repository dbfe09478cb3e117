import { pageTitle } from '../../i18n/pages';
import { DashboardView } from './DashboardView';
import { inspectionDashboard } from './definitions/inspection';
import { productionDashboard } from './definitions/production';
import { inspectionSearch, productionSearch } from './search';

/*
 * The dashboards read their address here, with their screen, not in the route's validateSearch:
 * that one is part of the app's start, and the first visit must not grow by a dashboard's
 * filters. The readers never fail (an unknown value reads as its default), so nothing is lost.
 */

/** A bar's key that looks like a number (grade 1, machine 12) may come back from the address as one. */
const keyAsText = (search: unknown): unknown => {
  if (typeof search !== 'object' || search === null) return search;
  const { dkey } = search as { dkey?: unknown };
  return typeof dkey === 'number' ? { ...search, dkey: String(dkey) } : search;
};

export function InspectionDashboardPage({ search }: { search: unknown }) {
  return (
    <DashboardView
      def={inspectionDashboard}
      title={pageTitle('dashboard')}
      search={inspectionSearch.parse(keyAsText(search))}
    />
  );
}

export function ProductionDashboardPage({ search }: { search: unknown }) {
  return (
    <DashboardView
      def={productionDashboard}
      title={pageTitle('production-dashboard')}
      search={productionSearch.parse(keyAsText(search))}
    />
  );
}
