import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { AUDIT_LOG_LIMIT } from '../../../contract/main/users';
import { auditLog, users } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { iso } from './lookup';
import { requireAdmin } from './requireAdmin';

export const auditHandlers = {
  getAuditLog: async (ctx, { jsonStartDate, jsonEndDate }) => {
    requireAdmin(ctx, 'read the audit log');
    // Whole days: from the start of the first to the end of the last (audit_log_at_idx).
    const within: SQL | undefined =
      jsonStartDate && jsonEndDate
        ? sql`${auditLog.at} >= ${jsonStartDate}::date and ${auditLog.at} < ${jsonEndDate}::date + 1`
        : undefined;
    const rows = await ctx.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: users.username,
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(within)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LOG_LIMIT);
    return rows.map((r) => ({ ...r, at: iso(r.at) }));
  },
} satisfies HandlerMap;
