import type { HandlerMap } from '../../http/context';
import { aqlPlanHandlers } from './aqlPlan';
import { ccRollCheckHandlers } from './checks';
import { ccMistakeHandlers } from './mistakes';
import { ccReportHandlers } from './reports';
import { ccRollHandlers } from './rolls';
import { ccSettingsHandlers } from './settings';
import { ccStartHandlers } from './start';

/** Every call of collar & cuff inspection (contract/main/collarCuff.ts). */
export const collarCuffHandlers = {
  ...ccReportHandlers,
  ...ccRollCheckHandlers,
  ...ccStartHandlers,
  ...ccRollHandlers,
  ...ccMistakeHandlers,
  ...aqlPlanHandlers,
  ...ccSettingsHandlers,
} satisfies HandlerMap;
