import type { HandlerMap } from '../../http/context';
import { mistakesOfRoll } from './columns';
import { reportFor, rollFor } from './guards';

export const mistakeListHandlers = {
  /** A roll's mistakes in the order they were tapped, with the points each scores now. */
  getMistakeDataInDB: async (ctx, { jsonData: { reportNo, rollNo } }) => {
    await reportFor(ctx.db, reportNo, 'jsonData.reportNo');
    await rollFor(ctx.db, reportNo, rollNo, 'jsonData.rollNo');
    return mistakesOfRoll(ctx.db, reportNo, rollNo);
  },
} satisfies HandlerMap;
