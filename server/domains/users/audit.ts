import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { AUDIT_LOG_LIMIT } from '../../../contract/main/users';
import { auditLog, users } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { millDays } from '../gate/time';
import { iso } from './lookup';
import { requireAdmin } from './requireAdmin';

export const auditHandlers = {
  getAuditLog: async (ctx, { jsonStartDate, jsonEndDate }) => {
    requireAdmin(ctx, 'read the audit log');
    // Whole mill days, as every other date filter reads them, not the database session's days;
    // a range of instants keeps to audit_log_at_idx.
    const days = jsonStartDate && jsonEndDate ? millDays(jsonStartDate, jsonEndDate) : undefined;
    const within = days && and(gte(auditLog.at, days.start), lt(auditLog.at, days.end));
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
