import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { recordAudit } from '../../permissions/audit';
import { iso } from './lookup';

/** A user's own sessions only: nothing here takes a username. */
export const sessionHandlers = {
  getMySessions: async (ctx) => {
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, ctx.user.id), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt));
    return rows.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ip: s.ip,
      userAgent: s.userAgent,
      current: s.tokenHash === ctx.user.tokenHash,
    }));
  },

  endOtherSessions: async (ctx) => {
    const ended = await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.userId, ctx.user.id), ne(sessions.tokenHash, ctx.user.tokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    if (ended.length) {
      await recordAudit(ctx.db, ctx.user.id, 'sessions.ended', ctx.user.username, {
        ended: ended.length,
      });
    }
    return { ok: true as const, ended: ended.length };
  },
} satisfies HandlerMap;
