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
  /**
   * A page of one record (a report, a roll, an order), named in its address: the page where such
   * records are picked. Without its record there is nothing to show, so the start page has no
   * tile for it, and opened bare it sends the user to this list.
   */
  readonly pickedIn?: string;
}

const page = (title: string, area: Area, guarded = true) => ({ title, area, guarded });

/** A signed-in page of one record, picked in the page `pickedIn`. */
const ofRecord = <const P extends string>(title: string, area: Area, pickedIn: P) => ({
  ...page(title, area),
  pickedIn,
});

export const pages = {
  login: page('Login', 'start', false),
  registration: page('Registration', 'admin', false),
  'select-home': page('Home', 'start'),
  home: page('Fabric inspection home', 'inspection'),
  'select-create-roll': page('Start inspection', 'inspection'),
  'roll-details': ofRecord('Roll details', 'inspection', 'home'),
  'mistake-details': ofRecord('Mistake details', 'inspection', 'home'),
  'report-view': page('Report view', 'inspection'),
  'report-view-detail': ofRecord('Report detail', 'inspection', 'qi-report-view'),
  'roll-view': ofRecord('Roll view', 'inspection', 'qi-report-view'),
  'qi-report-view': page('QI Fabric Report View', 'inspection'),
  'mistake-modal': page('Mistakes', 'inspection', false),
  'roll-modal': page('Roll', 'inspection', false),
  'roll-summary-modal': page('Roll summary', 'inspection', false),
  dashboard: page('Inspection Dashboard', 'inspection'),
  dashboardlive: page('Live inspection', 'inspection'),
  'collar-cuff-home': page('Collar & cuff inspection home', 'collarCuff'),
  'select-create-collar-cuff': page('Start collar & cuff inspection', 'collarCuff'),
  'collar-cuff-details': ofRecord('Collar & cuff details', 'collarCuff', 'collar-cuff-home'),
  'collar-cuff-mistake-details': ofRecord(
    'Collar & cuff mistakes',
    'collarCuff',
    'collar-cuff-home',
  ),
  'cc-report-view-detail': ofRecord(
    'Collar & cuff report detail',
    'collarCuff',
    'qi-ccreport-view',
  ),
  'qi-ccreport-view': page('QI CC Report View', 'collarCuff'),
  'knit-collar-cuff-home': page('Collar & cuff knitting home', 'collarCuff'),
  'select-knit-collar-cuff': page('Start collar & cuff knitting', 'collarCuff'),
  'knit-collar-cuff-details': ofRecord(
    'Collar & cuff knitting details',
    'collarCuff',
    'knit-collar-cuff-home',
  ),
  'collar-cuff-knitting-modal': page('Collar & cuff knitting', 'collarCuff', false),
  'production-dashboard': page('Production Dashboard', 'production'),
  'production-roll-summary': page('Production Roll Wise Summary', 'production'),
  'production-roll-report-summary': page('Production Roll Report Wise Summary', 'production'),
  'create-batch': page('Create Batch', 'production'),
  'roll-passport': page('Roll passport', 'production'),
  alerts: page('Alerts', 'production'),
  'machine-view': ofRecord('Machine', 'production', 'alerts'),
  'stock-with-collar-cuff': page('Stock With CollarCuff', 'stock'),
  'collar-cuff-stock-modal': page('Collar & cuff stock', 'stock', false),
  pivot: page('Pivot', 'stock'),
  'process-loss': page('Process Loss', 'stock'),
  'sales-dashboard': page('Sales Dashboard', 'sales'),
  'sales-order-report': page('Sales Order Dashboard', 'sales'),
  'sales-order-view': page('Sales Order', 'sales'),
  'sales-order-item-view': ofRecord('Sales order items', 'sales', 'sales-order-view'),
  'sales-order-item-stock-view': ofRecord('Sales order item stock', 'sales', 'sales-order-view'),
  'sales-order-bmview': page('Sales order', 'sales', false),
  'sales-order-item-stock-roll-view': page('Sales order item stock rolls', 'sales', false),
  'lab-orders-view': page('Lab Orders View', 'sales'),
  'lab-rolls-view': ofRecord('Lab rolls', 'sales', 'lab-orders-view'),
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

/** The pages of one record (see `PageInfo.pickedIn`). */
export type RecordPage = {
  [P in PageName]: (typeof pages)[P] extends { readonly pickedIn: string } ? P : never;
}[PageName];

// Typed here so that a list misspelt in `pages` is a compile error: it must be a page.
const lists: Readonly<Record<PageName, { readonly area: Area; readonly pickedIn?: PageName }>> =
  pages;

/** Where the record of a page of one record is picked; undefined for a page that opens bare. */
export function pickedIn(page: RecordPage): PageName;
export function pickedIn(page: PageName): PageName | undefined;
export function pickedIn(page: PageName): PageName | undefined {
  return lists[page].pickedIn;
}

export const isPageName = (value: string): value is PageName => Object.hasOwn(pages, value);
