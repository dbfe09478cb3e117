/**
 * Every route of the app, by the name the mill already uses for it. A page is also the unit of
 * permission: roles grant pages, and every call names the pages that use it.
 */
export const areas = {
  start: 'Start',
  inspection: 'Fabric inspection',
  collarCuff: 'Collar & cuff',
  production: 'Production',
  stock: 'Stock',
  sales: 'Sales',
  gate: 'Gate & people',
  admin: 'Administration',
} as const;
export type Area = keyof typeof areas;

interface PageInfo {
  readonly title: string;
  readonly area: Area;
  /** Guarded pages need a signed-in user; the others open without a session. */
  readonly guarded: boolean;
}

const page = (title: string, area: Area, guarded = true): PageInfo => ({ title, area, guarded });

export const pages = {
  login: page('Login', 'start', false),
  registration: page('Registration', 'admin', false),
  'select-home': page('Home', 'start'),
  home: page('Fabric inspection home', 'inspection'),
  'select-create-roll': page('Start inspection', 'inspection'),
  'roll-details': page('Roll details', 'inspection'),
  'mistake-details': page('Mistake details', 'inspection'),
  'report-view': page('Report view', 'inspection'),
  'report-view-detail': page('Report detail', 'inspection'),
  'roll-view': page('Roll view', 'inspection'),
  'qi-report-view': page('QI Fabric Report View', 'inspection'),
  'mistake-modal': page('Mistakes', 'inspection', false),
  'roll-modal': page('Roll', 'inspection', false),
  'roll-summary-modal': page('Roll summary', 'inspection', false),
  dashboard: page('Inspection Dashboard', 'inspection'),
  dashboardlive: page('Live inspection', 'inspection'),
  'collar-cuff-home': page('Collar & cuff inspection home', 'collarCuff'),
  'select-create-collar-cuff': page('Start collar & cuff inspection', 'collarCuff'),
  'collar-cuff-details': page('Collar & cuff details', 'collarCuff'),
  'collar-cuff-mistake-details': page('Collar & cuff mistakes', 'collarCuff'),
  'cc-report-view-detail': page('Collar & cuff report detail', 'collarCuff'),
  'qi-ccreport-view': page('QI CC Report View', 'collarCuff'),
  'knit-collar-cuff-home': page('Collar & cuff knitting home', 'collarCuff'),
  'select-knit-collar-cuff': page('Start collar & cuff knitting', 'collarCuff'),
  'knit-collar-cuff-details': page('Collar & cuff knitting details', 'collarCuff'),
  'collar-cuff-knitting-modal': page('Collar & cuff knitting', 'collarCuff', false),
  'production-dashboard': page('Production Dashboard', 'production'),
  'production-roll-summary': page('Production Roll Wise Summary', 'production'),
  'production-roll-report-summary': page('Production Roll Report Wise Summary', 'production'),
  'create-batch': page('Create Batch', 'production'),
  'stock-with-collar-cuff': page('Stock With CollarCuff', 'stock'),
  'collar-cuff-stock-modal': page('Collar & cuff stock', 'stock', false),
  pivot: page('Pivot', 'stock'),
  'process-loss': page('Process Loss', 'stock'),
  'sales-dashboard': page('Sales Dashboard', 'sales'),
  'sales-order-report': page('Sales Order Dashboard', 'sales'),
  'sales-order-view': page('Sales Order', 'sales'),
  'sales-order-item-view': page('Sales order items', 'sales'),
  'sales-order-item-stock-view': page('Sales order item stock', 'sales'),
  'sales-order-bmview': page('Sales order', 'sales', false),
  'sales-order-item-stock-roll-view': page('Sales order item stock rolls', 'sales', false),
  'lab-orders-view': page('Lab Orders View', 'sales'),
  'lab-rolls-view': page('Lab rolls', 'sales'),
  'lab-rolls-modal': page('Lab rolls', 'sales', false),
  'customer-create': page('Create Customer', 'sales'),
  'customer-list': page('Customer List', 'sales'),
  'visitor-data': page('Visitor Data', 'gate'),
  'visitor-report': page('Visitor Report', 'gate'),
  'security-scan': page('Security Scan Report', 'gate'),
  'attendance-list': page('Attendance List', 'gate'),
  'users-list': page('Users', 'admin'),
  'user-roles-persmission': page('User roles and permissions', 'admin'),
  'user-profile': page('User Profile', 'admin'),
  settings: page('Settings', 'admin'),
} as const satisfies Record<string, PageInfo>;

export type PageName = keyof typeof pages;
export const pageNames = Object.keys(pages) as PageName[];
export const isPageName = (value: string): value is PageName => Object.hasOwn(pages, value);
