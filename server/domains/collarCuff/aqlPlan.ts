import { aqlPlan } from '../../../rules';
import type { HandlerMap } from '../../http/context';
import { millCcRules } from './settings';

export const aqlPlanHandlers = {
  /** The plan of a lot, at the level and AQL asked for, or the mill's where one is left out. */
  getAqlPlan: async (ctx, { lotSize, aql, level }) => {
    if (aql !== undefined && level !== undefined) return aqlPlan(lotSize, level, aql);
    const mill = await millCcRules(ctx.db);
    return aqlPlan(lotSize, level ?? mill.level, aql ?? mill.aql);
  },
} satisfies HandlerMap;
