import type { HandlerMap } from '../../http/context';

/** Every call of production dashboards, graded roll lists and roll summaries (contract/main/production.ts). */
export const productionHandlers = {} satisfies HandlerMap;
