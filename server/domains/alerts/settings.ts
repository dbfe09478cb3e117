import { eq } from 'drizzle-orm';
import type { AlertSettings } from '../../../contract/main/alerts';
import { alertRulesProblem, defaultAlertRules, type AlertRules } from '../../../rules';
import type { Db } from '../../db/client';
import { alertSettings, users } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { iso } from '../users/lookup';
import { requireAdmin } from '../users/requireAdmin';

/**
 * The mill's alert rules: one row, the defaults of rules/alerts.ts until an administrator first
 * saves. The supervisor's address lives beside them: without one, alerts are shown but not mailed.
 */

/** The rules a save raises alerts by, and where their emails go. */
export async function millAlertRules(
  db: Db,
): Promise<AlertRules & { supervisorEmail: string | null }> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.id, 1));
  if (!row) return { ...defaultAlertRules, supervisorEmail: null };
  return {
    repeatK: row.repeatK,
    repeatN: row.repeatN,
    repeatHours: row.repeatHours,
    grade3: row.grade3,
    supplierLotK: row.supplierLotK,
    ccLotRejected: row.ccLotRejected,
    supervisorEmail: row.supervisorEmail,
  };
}

async function readAlertSettings(db: Db): Promise<AlertSettings> {
  const [row] = await db
    .select({ updatedAt: alertSettings.updatedAt, updatedBy: users.username })
    .from(alertSettings)
    .leftJoin(users, eq(users.id, alertSettings.updatedBy))
    .where(eq(alertSettings.id, 1));
  return {
    ...(await millAlertRules(db)),
    updatedAt: row ? iso(row.updatedAt) : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export const alertSettingsHandlers = {
  getAlertRules: async (ctx) => readAlertSettings(ctx.db),

  /** Alerts already raised keep their rolls; the next save is judged by the new rules. */
  saveAlertRules: async (ctx, { jsonData }) => {
    requireAdmin(ctx, 'change the alert rules');
    const problem = alertRulesProblem(jsonData);
    if (problem) {
      throw badInput(
        `jsonData.${problem.field}`,
        `must be at most the number of rolls looked at (${jsonData.repeatN})`,
      );
    }
    const before = await millAlertRules(ctx.db);
    const values = { ...jsonData, updatedAt: new Date(), updatedBy: ctx.user.id };
    await ctx.db
      .insert(alertSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: alertSettings.id, set: values });
    await recordAudit(ctx.db, ctx.user.id, 'settings.changed', 'alerts', {
      before,
      after: jsonData,
    });
    return readAlertSettings(ctx.db);
  },
} satisfies HandlerMap;
