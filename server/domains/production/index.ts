import type { HandlerMap } from '../../http/context';
import { collarCuffHandlers } from './collarCuff';
import { fabricHandlers } from './fabric';
import { rollHandlers } from './rolls';
import { summaryHandlers } from './summaries';

/** Every call of production dashboards, graded roll lists and roll summaries (contract/main/production.ts). */
export const productionHandlers = {
  ...fabricHandlers,
  ...collarCuffHandlers,
  ...rollHandlers,
  ...summaryHandlers,
} satisfies HandlerMap;
