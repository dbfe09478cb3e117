import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import { mistakeTypes, qiMistakes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';

/** "Lately" for the pick list: habits change with the fabric on the tables, so a month is enough. */
const usageWindow = sql`now() - interval '30 days'`;

export const mistakesHandlers = {
  /**
   * The mistake master, active types first, then the ones inspectors tapped most lately, so the
   * tablet's pick list puts them under the thumb; the master's sort order breaks ties.
   */
  getMistakeDetailsFromDB: async (ctx) => {
    const recent = ctx.db
      .select({ mistake: qiMistakes.mistake, n: sql<number>`count(*)::int`.as('n') })
      .from(qiMistakes)
      .where(gte(qiMistakes.createdAt, usageWindow))
      .groupBy(qiMistakes.mistake)
      .as('recent');
    const usage = sql<number>`coalesce(${recent.n}, 0)`.mapWith(Number);
    return ctx.db
      .select({
        name: mistakeTypes.name,
        nameTa: mistakeTypes.nameTa,
        defaultPoints: mistakeTypes.defaultPoints,
        continuous: mistakeTypes.continuous,
        isHole: mistakeTypes.isHole,
        appliesTo: mistakeTypes.appliesTo,
        sortOrder: mistakeTypes.sortOrder,
        usage,
        active: mistakeTypes.active,
      })
      .from(mistakeTypes)
      .leftJoin(recent, eq(recent.mistake, mistakeTypes.name))
      .orderBy(
        desc(mistakeTypes.active),
        desc(usage),
        asc(mistakeTypes.sortOrder),
        asc(mistakeTypes.name),
      );
  },
} satisfies HandlerMap;
