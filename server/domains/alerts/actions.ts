import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AlertRow } from '../../../contract/main/alerts';
import { alerts } from '../../db/schema';
import type { HandlerMap, UserCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import { alertById, alertPage } from './rows';

/**
 * People acting on alerts. An acknowledgement or resolution that arrives late (queued on a tablet
 * while offline, or resent) finds the alert already moved on and answers it as it stands: the
 * first word stays, nothing fails, nothing goes to "needs attention".
 */
async function moveOn(
  ctx: UserCtx,
  alertId: number,
  to: 'acknowledged' | 'resolved',
  note: string,
): Promise<AlertRow> {
  const now = new Date();
  const from = to === 'acknowledged' ? (['open'] as const) : (['open', 'acknowledged'] as const);
  const who = ctx.user.username;
  await ctx.db
    .update(alerts)
    .set(
      to === 'acknowledged'
        ? { state: to, acknowledgedBy: who, acknowledgedAt: now, acknowledgeNote: note || null }
        : {
            state: to,
            resolvedBy: who,
            resolvedAt: now,
            resolveNote: note || null,
            // Resolving an alert nobody acknowledged acknowledges it too.
            acknowledgedBy: sql`coalesce(${alerts.acknowledgedBy}, ${who})`,
            acknowledgedAt: sql`coalesce(${alerts.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
          },
    )
    .where(and(eq(alerts.id, alertId), inArray(alerts.state, [...from])));
  const row = await alertById(ctx.db, alertId);
  if (!row) throw notFound(`There is no alert ${alertId}.`);
  return row;
}

export const alertActionHandlers = {
  getAlerts: async (ctx, input) => alertPage(ctx.db, input),

  getAlertCount: async (ctx) => {
    const rows = await ctx.db
      .select({ state: alerts.state, n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(inArray(alerts.state, ['open', 'acknowledged']))
      .groupBy(alerts.state);
    const of = (s: string) => rows.find((r) => r.state === s)?.n ?? 0;
    return { open: of('open'), acknowledged: of('acknowledged') };
  },

  acknowledgeAlert: async (ctx, { jsonData: { alertId, note } }) =>
    moveOn(ctx, alertId, 'acknowledged', note),

  resolveAlert: async (ctx, { jsonData: { alertId, note } }) =>
    moveOn(ctx, alertId, 'resolved', note),
} satisfies HandlerMap;
