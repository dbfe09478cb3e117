import type { PageName } from '@contract';
import type { IconName } from '../components/Icon';

/** One side-menu link: the seed's title, the route (page name) it opens, and its icon. */
export interface MenuEntry {
  readonly title: string;
  readonly route: PageName;
  readonly url: `/${PageName}`;
  readonly icon: IconName;
}

const entry = (title: string, route: PageName, icon: IconName): MenuEntry => ({
  title,
  route,
  url: `/${route}`,
  icon,
});

/** The seed's side menu, in the seed's order; titles as the mill knows them. */
export const menu: readonly MenuEntry[] = [
  entry('Home', 'select-home', 'home'),
  entry('User Profile', 'user-profile', 'user'),
  entry('Visitor Data', 'visitor-data', 'idBadge'),
  entry('Visitor Report', 'visitor-report', 'report'),
  entry('Security Scan Report', 'security-scan', 'shield'),
  entry('Attendance List', 'attendance-list', 'calendarCheck'),
  entry('Create Customer', 'customer-create', 'userPlus'),
  entry('Customer List', 'customer-list', 'list'),
  entry('Inspection Dashboard', 'dashboard', 'chartBar'),
  entry('Production Dashboard', 'production-dashboard', 'factory'),
  entry('Sales Dashboard', 'sales-dashboard', 'trendingUp'),
  entry('Sales Order Dashboard', 'sales-order-report', 'clipboardList'),
  entry('QI Fabric Report View', 'qi-report-view', 'zoomCheck'),
  entry('QI CC Report View', 'qi-ccreport-view', 'ring'),
  entry('Lab Orders View', 'lab-orders-view', 'flask'),
  entry('Sales Order', 'sales-order-view', 'cart'),
  entry('Production Roll Wise Summary', 'production-roll-summary', 'stack'),
  entry('Production Roll Report Wise Summary', 'production-roll-report-summary', 'table'),
  entry('Create Batch', 'create-batch', 'box'),
  entry('Stock With CollarCuff', 'stock-with-collar-cuff', 'warehouse'),
  entry('Pivot', 'pivot', 'chartPie'),
  entry('Process Loss', 'process-loss', 'trendingDown'),
  entry('Settings', 'settings', 'settings'),
  entry('Registration', 'registration', 'pencil'),
  entry('Users', 'users-list', 'users'),
];
