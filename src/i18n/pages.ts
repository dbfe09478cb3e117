import type { Area, PageName } from '@contract';
import { m } from './paraglide/messages.js';
import type { Locale } from './paraglide/runtime.js';

/**
 * Every page's title and every area's name as messages, keyed by the contract's page and area
 * ids: the header, the menu, the start page's tiles and "No access" show these. The types make
 * a page without a title a compile error; `pages.test.ts` checks both languages.
 */
type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const titles: Readonly<Record<PageName, Message>> = {
  login: m.page_login,
  registration: m.page_registration,
  'select-home': m.page_select_home,
  home: m.page_home,
  'select-create-roll': m.page_select_create_roll,
  'roll-details': m.page_roll_details,
  'mistake-details': m.page_mistake_details,
  'report-view': m.page_report_view,
  'report-view-detail': m.page_report_view_detail,
  'roll-view': m.page_roll_view,
  'qi-report-view': m.page_qi_report_view,
  'mistake-modal': m.page_mistake_modal,
  'roll-modal': m.page_roll_modal,
  'roll-summary-modal': m.page_roll_summary_modal,
  dashboard: m.page_dashboard,
  dashboardlive: m.page_dashboardlive,
  'collar-cuff-home': m.page_collar_cuff_home,
  'select-create-collar-cuff': m.page_select_create_collar_cuff,
  'collar-cuff-details': m.page_collar_cuff_details,
  'collar-cuff-mistake-details': m.page_collar_cuff_mistake_details,
  'cc-report-view-detail': m.page_cc_report_view_detail,
  'qi-ccreport-view': m.page_qi_ccreport_view,
  'knit-collar-cuff-home': m.page_knit_collar_cuff_home,
  'select-knit-collar-cuff': m.page_select_knit_collar_cuff,
  'knit-collar-cuff-details': m.page_knit_collar_cuff_details,
  'collar-cuff-knitting-modal': m.page_collar_cuff_knitting_modal,
  'production-dashboard': m.page_production_dashboard,
  'production-roll-summary': m.page_production_roll_summary,
  'production-roll-report-summary': m.page_production_roll_report_summary,
  'create-batch': m.page_create_batch,
  'roll-passport': m.page_roll_passport,
  alerts: m.page_alerts,
  'machine-view': m.page_machine_view,
  'stock-with-collar-cuff': m.page_stock_with_collar_cuff,
  'collar-cuff-stock-modal': m.page_collar_cuff_stock_modal,
  pivot: m.page_pivot,
  'process-loss': m.page_process_loss,
  'sales-dashboard': m.page_sales_dashboard,
  'sales-order-report': m.page_sales_order_report,
  'sales-order-view': m.page_sales_order_view,
  'sales-order-item-view': m.page_sales_order_item_view,
  'sales-order-item-stock-view': m.page_sales_order_item_stock_view,
  'sales-order-bmview': m.page_sales_order_bmview,
  'sales-order-item-stock-roll-view': m.page_sales_order_item_stock_roll_view,
  'lab-orders-view': m.page_lab_orders_view,
  'lab-rolls-view': m.page_lab_rolls_view,
  'lab-rolls-modal': m.page_lab_rolls_modal,
  'customer-create': m.page_customer_create,
  'customer-list': m.page_customer_list,
  'visitor-data': m.page_visitor_data,
  'visitor-report': m.page_visitor_report,
  'security-scan': m.page_security_scan,
  'attendance-list': m.page_attendance_list,
  'users-list': m.page_users_list,
  'user-roles-persmission': m.page_user_roles_persmission,
  'user-profile': m.page_user_profile,
  settings: m.page_settings,
};

const areaNames: Readonly<Record<Area, Message>> = {
  start: m.page_area_start,
  inspection: m.page_area_inspection,
  collarCuff: m.page_area_collarCuff,
  production: m.page_area_production,
  stock: m.page_area_stock,
  sales: m.page_area_sales,
  gate: m.page_area_gate,
  admin: m.page_area_admin,
};

/** The page's title in the current language. */
export const pageTitle = (page: PageName): string => titles[page]();

/** The page's title in the given language: the build writes them into the start screen. */
export const pageTitleIn = (page: PageName, locale: Locale): string => titles[page]({}, { locale });

/** The area's name in the given language: the build writes them into the home page's start frame. */
export const areaTitleIn = (area: Area, locale: Locale): string => areaNames[area]({}, { locale });

/** The area's name in the current language. */
export const areaTitle = (area: Area): string => areaNames[area]();
