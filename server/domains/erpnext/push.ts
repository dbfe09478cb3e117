import { eq } from 'drizzle-orm';
import { erpOutbox } from '../../db/schema';
import { rebuiltPayload } from '../../erpnext/push/hooks';
import { refusedPushes, retryRefusedPush } from '../../erpnext/push/problems';
import { pushSettingsOf } from '../../erpnext/push/settings';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { requireAdmin } from '../users/requireAdmin';

/**
 * The administrator's side of the push: the documents the site refused, in its words, and
 * sending one again once the record (or the site) is fixed.
 */
export const erpPushHandlers = {
  getErpPushProblems: async (ctx) => ({
    connected: pushSettingsOf(ctx.config) !== null,
    ...(await refusedPushes(ctx.db)),
  }),

  retryErpPush: async (ctx, { id }) => {
    requireAdmin(ctx, 'send a refused document to the ERPNext site again');
    const [row] = await ctx.db
      .select({ doctype: erpOutbox.doctype, greigeId: erpOutbox.greigeId, state: erpOutbox.state })
      .from(erpOutbox)
      .where(eq(erpOutbox.id, id))
      .for('update');
    if (!row || row.state !== 'refused')
      throw badInput('id', 'is not a document the site refused: it was sent or retried already');
    // The record as it is now, so a fix made here goes with it.
    const payload = await rebuiltPayload(ctx, row.doctype, row.greigeId);
    await retryRefusedPush(ctx.db, id, payload);
    return {
      ok: true as const,
      message: `${row.doctype} ${row.greigeId} goes to the site again.`,
    };
  },
} satisfies HandlerMap;
