import type { HandlerMap } from '../../http/context';
import { recordAudit } from '../../permissions/audit';
import { requireAdmin } from '../users/requireAdmin';
import { purgeVisitorPersonalData } from './purge';
import { visitorSettings } from '../../db/schema';
import { readVisitorSettings } from './settings';

export const settingsHandlers = {
  getVisitorSettings: async (ctx) => readVisitorSettings(ctx.db),

  /** A shorter retention applies at once: what it no longer allows is removed in the same save. */
  saveVisitorSettings: async (ctx, { jsonData }) => {
    requireAdmin(ctx, 'change the visitor settings');
    const before = await readVisitorSettings(ctx.db);
    const values = { ...jsonData, updatedAt: new Date(), updatedBy: ctx.user.id };
    await ctx.db
      .insert(visitorSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: visitorSettings.id, set: values });
    await recordAudit(ctx.db, ctx.user.id, 'settings.changed', 'visitors', {
      before: {
        photoRetentionDays: before.photoRetentionDays,
        overstayMinutes: before.overstayMinutes,
      },
      after: jsonData,
    });
    await purgeVisitorPersonalData(ctx.db);
    return readVisitorSettings(ctx.db);
  },
} satisfies HandlerMap;
