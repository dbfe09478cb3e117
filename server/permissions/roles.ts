import { pageNames, type PageName } from '../../contract';
import type { Db } from '../db/client';
import { rolePages, roles } from '../db/schema';

const inspection: PageName[] = [
  'select-home',
  'roll-passport',
  'home',
  'select-create-roll',
  'roll-details',
  'mistake-details',
  'report-view',
  'report-view-detail',
  'roll-view',
  'qi-report-view',
  'mistake-modal',
  'roll-modal',
  'roll-summary-modal',
  'dashboard',
  'dashboardlive',
  'alerts',
  'machine-view',
  'collar-cuff-home',
  'select-create-collar-cuff',
  'collar-cuff-details',
  'collar-cuff-mistake-details',
  'cc-report-view-detail',
  'qi-ccreport-view',
  'user-profile',
  'settings',
];
const production: PageName[] = [
  'select-home',
  'roll-passport',
  'dashboard',
  'dashboardlive',
  'production-dashboard',
  'alerts',
  'machine-view',
  'production-roll-summary',
  'production-roll-report-summary',
  'create-batch',
  'knit-collar-cuff-home',
  'select-knit-collar-cuff',
  'knit-collar-cuff-details',
  'collar-cuff-knitting-modal',
  'stock-with-collar-cuff',
  'collar-cuff-stock-modal',
  'process-loss',
  'qi-report-view',
  'qi-ccreport-view',
  'report-view',
  'report-view-detail',
  'roll-view',
  'cc-report-view-detail',
  'user-profile',
  'settings',
];
const sales: PageName[] = [
  'select-home',
  'roll-passport',
  'sales-dashboard',
  'sales-order-report',
  'sales-order-view',
  'sales-order-item-view',
  'sales-order-item-stock-view',
  'sales-order-bmview',
  'sales-order-item-stock-roll-view',
  'lab-orders-view',
  'lab-rolls-view',
  'lab-rolls-modal',
  'customer-create',
  'customer-list',
  'stock-with-collar-cuff',
  'collar-cuff-stock-modal',
  'pivot',
  'process-loss',
  'user-profile',
  'settings',
];
const security: PageName[] = [
  'select-home',
  'roll-passport',
  'visitor-data',
  'visitor-report',
  'security-scan',
  'attendance-list',
  'user-profile',
  'settings',
];
/** A viewer reads every report and dashboard but opens no screen that records anything. */
const viewer: PageName[] = [
  'select-home',
  'roll-passport',
  'dashboard',
  'dashboardlive',
  'qi-report-view',
  'qi-ccreport-view',
  'report-view',
  'report-view-detail',
  'roll-view',
  'cc-report-view-detail',
  'production-dashboard',
  'machine-view',
  'production-roll-summary',
  'production-roll-report-summary',
  'stock-with-collar-cuff',
  'pivot',
  'process-loss',
  'sales-dashboard',
  'sales-order-report',
  'user-profile',
  'settings',
];

export const seededRoles = {
  admin: {
    title: 'Administrator',
    description: 'Every page, users and permissions.',
    pages: pageNames,
  },
  inspector: {
    title: 'Inspector',
    description: 'Fabric and collar/cuff inspection at the tables.',
    pages: inspection,
  },
  production: {
    title: 'Production',
    description: 'Knitting, batches, production and stock.',
    pages: production,
  },
  sales: {
    title: 'Sales',
    description: 'Sales dashboards, orders, customers and stock.',
    pages: sales,
  },
  security: {
    title: 'Security',
    description: 'Gate visitors, security scans and attendance.',
    pages: security,
  },
  viewer: { title: 'Viewer', description: 'Reads reports and dashboards.', pages: viewer },
} as const satisfies Record<
  string,
  { title: string; description: string; pages: readonly PageName[] }
>;

export type SeededRole = keyof typeof seededRoles;

/** Creates the seeded roles where missing; an administrator's later edits to them are kept. */
export async function seedRoles(db: Db): Promise<void> {
  for (const [name, role] of Object.entries(seededRoles)) {
    const inserted = await db
      .insert(roles)
      .values({ name, title: role.title, description: role.description })
      .onConflictDoNothing()
      .returning({ name: roles.name });
    if (inserted.length === 0) continue;
    await db
      .insert(rolePages)
      .values(role.pages.map((page) => ({ role: name, page })))
      .onConflictDoNothing();
  }
}
