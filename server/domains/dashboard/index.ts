import type { HandlerMap } from '../../http/context';
import { drillHandlers } from './drill';
import { figureHandlers } from './figures';
import { liveHandlers } from './live';

/** Every call of the inspection dashboards (contract/main/dashboard.ts). */
export const dashboardHandlers = {
  ...figureHandlers,
  ...liveHandlers,
  ...drillHandlers,
} satisfies HandlerMap;
