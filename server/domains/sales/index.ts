import type { HandlerMap } from '../../http/context';
import { salesAnalyticsHandlers } from './analytics';
import { salesDashboardHandlers } from './dashboards';
import { salesMirrorHandlers } from './mirror';
import { salesOrderHandlers } from './orders';
import { salesSaveHandlers } from './saves';
import { salesSettingsHandlers } from './settings';

/** Every sales call: the dashboards, the pivot, orders and what was sent for them, settings. */
export const salesHandlers = {
  ...salesDashboardHandlers,
  ...salesAnalyticsHandlers,
  ...salesOrderHandlers,
  ...salesSaveHandlers,
  ...salesMirrorHandlers,
  ...salesSettingsHandlers,
} satisfies HandlerMap;
