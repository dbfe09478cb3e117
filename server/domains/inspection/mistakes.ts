import { asc, desc, sql } from 'drizzle-orm';
import { mistakeTypes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';

/**
 * How often each mistake type was recorded lately, so the tablet's pick list can put the common
 * ones first. Recorded mistakes live in the inspection tables, which do not exist yet: until they
 * do, every type counts 0 and the master's sort order alone decides (then: order by usage desc first).
 */
const usage = sql<number>`0`.mapWith(Number);

export const mistakesHandlers = {
  getMistakeDetailsFromDB: async (ctx) =>
    ctx.db
      .select({
        name: mistakeTypes.name,
        defaultPoints: mistakeTypes.defaultPoints,
        continuous: mistakeTypes.continuous,
        isHole: mistakeTypes.isHole,
        appliesTo: mistakeTypes.appliesTo,
        sortOrder: mistakeTypes.sortOrder,
        usage,
        active: mistakeTypes.active,
      })
      .from(mistakeTypes)
      .orderBy(desc(mistakeTypes.active), asc(mistakeTypes.sortOrder), asc(mistakeTypes.name)),
} satisfies HandlerMap;
