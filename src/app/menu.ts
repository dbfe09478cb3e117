import type { PageName } from '@contract';
import type { IconName } from '../components/Icon';

/** One side-menu link: the route (page name) it opens, and its icon; its title is the page's. */
export interface MenuEntry {
  readonly route: PageName;
  readonly url: `/${PageName}`;
  readonly icon: IconName;
}

const entry = (route: PageName, icon: IconName): MenuEntry => ({
  route,
  url: `/${route}`,
  icon,
});

/**
 * The seed's side menu, in the seed's order, with the roll passport and the alerts beside the
 * production summaries; each shows its page's title (src/i18n/pages.ts). A page of one record
 * (machine-view) has no entry: it opens from its list.
 */
export const menu: readonly MenuEntry[] = [
  entry('select-home', 'home'),
  entry('user-profile', 'user'),
  entry('visitor-data', 'idBadge'),
  entry('visitor-report', 'report'),
  entry('security-scan', 'shield'),
  entry('attendance-list', 'calendarCheck'),
  entry('customer-create', 'userPlus'),
  entry('customer-list', 'list'),
  entry('dashboard', 'chartBar'),
  entry('production-dashboard', 'factory'),
  entry('sales-dashboard', 'trendingUp'),
  entry('sales-order-report', 'clipboardList'),
  entry('qi-report-view', 'zoomCheck'),
  entry('qi-ccreport-view', 'ring'),
  entry('lab-orders-view', 'flask'),
  entry('sales-order-view', 'cart'),
  entry('production-roll-summary', 'stack'),
  entry('production-roll-report-summary', 'table'),
  entry('roll-passport', 'shirt'),
  entry('alerts', 'bell'),
  entry('create-batch', 'box'),
  entry('stock-with-collar-cuff', 'warehouse'),
  entry('pivot', 'chartPie'),
  entry('process-loss', 'trendingDown'),
  entry('settings', 'settings'),
  entry('registration', 'pencil'),
  entry('users-list', 'users'),
];
