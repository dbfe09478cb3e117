import type { HandlerMap } from '../../http/context';
import { knitReportHandlers } from './reports';
import { knitRollHandlers } from './rolls';
import { knitStartHandlers } from './start';

/** Every call of collar & cuff knitting (contract/main/knitting.ts). */
export const knittingHandlers = {
  ...knitReportHandlers,
  ...knitStartHandlers,
  ...knitRollHandlers,
} satisfies HandlerMap;
