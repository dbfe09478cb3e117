import type { HandlerMap } from '../../http/context';

/** Every call of the inspection dashboards (contract/main/dashboard.ts). */
export const dashboardHandlers = {} satisfies HandlerMap;
