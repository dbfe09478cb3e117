import { asc, sql } from 'drizzle-orm';
import type { ErpSyncOutcome } from '../../../contract/main/erpnext';
import { erpConnector, erpOutbox, erpSyncState } from '../../db/schema';
import { lackingOnSite } from '../../erpnext/fields';
import { doctypes } from '../../erpnext/pull/doctypes';
import { syncInProgress } from '../../erpnext/pull/lock';
import { runSync } from '../../erpnext/pull/run';
import { checkSite, lastCheck, siteClientOf } from '../../erpnext/site/connection';
import type { HandlerMap } from '../../http/context';

/**
 * The settings screen's view of the connector: the site, who the key signs in as, and where each
 * doctype's pull stands; and the administrator's "sync now".
 */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const erpSyncHandlers = {
  getErpStatus: async (ctx) => {
    const client = siteClientOf(ctx.config);
    // Checked at start; before any server's check has run (or in a test) it is asked now.
    const check = client
      ? ((await lastCheck(ctx.db, client)) ?? (await checkSite(ctx.db, client)))
      : null;
    const states = await ctx.db.select().from(erpSyncState).orderBy(asc(erpSyncState.doctype));
    const byType = new Map(states.map((s) => [s.doctype, s]));
    const [counts] = await ctx.db
      .select({
        pending: sql<number>`count(*) filter (where ${erpOutbox.state} in ('pending', 'sending'))::int`,
        refused: sql<number>`count(*) filter (where ${erpOutbox.state} = 'refused')::int`,
      })
      .from(erpOutbox);
    const [connector] = await ctx.db
      .select({ zone: erpConnector.siteTimeZone, waitUntil: erpConnector.siteWaitUntil })
      .from(erpConnector)
      .limit(1);
    return {
      configured: client !== null,
      siteUrl: client?.url ?? null,
      user: check?.user ?? null,
      checkError: check?.error ?? null,
      checkedAt: iso(check?.checkedAt),
      syncSeconds: ctx.config.ERPNEXT_SYNC_SECONDS,
      running: await syncInProgress(ctx.db),
      // In pull order, so the screen lists masters before the documents that name them.
      doctypes: doctypes.map(({ doctype }) => {
        const s = byType.get(doctype);
        return {
          doctype,
          lastSyncedAt: iso(s?.lastFinishedAt),
          rowsPulled: s?.rowsPulled ?? 0,
          lastRunRows: s?.lastRunRows ?? 0,
          error: s?.lastError ?? null,
          errorAt: iso(s?.lastErrorAt),
        };
      }),
      waitUntil:
        client && connector?.waitUntil && connector.waitUntil > new Date()
          ? connector.waitUntil.toISOString()
          : null,
      siteTimeZone: client ? (connector?.zone ?? null) : null,
      lacking: client ? await lackingOnSite(ctx.db) : [],
      push: { pending: counts?.pending ?? 0, refused: counts?.refused ?? 0 },
    };
  },

  syncErpNow: (ctx) => {
    const client = siteClientOf(ctx.config);
    if (!client)
      return Promise.resolve({ state: 'noSite' as const, doctypes: [], waitUntil: null });
    const answer: ErpSyncOutcome = { state: 'running', doctypes: [], waitUntil: null };
    // A save runs in a transaction, and the pull commits page by page on its own: it runs after
    // the call's transaction, and the answer (sent after that work) is filled in by it.
    ctx.afterwards(async (db) => {
      const out = await runSync(db, client, { log: (m) => ctx.log.warn(m) });
      if (out.ran) {
        answer.state = 'finished';
        answer.doctypes = out.doctypes;
      } else if (out.reason === 'waiting') {
        answer.state = 'waiting';
        answer.waitUntil = out.until.toISOString();
      }
    });
    return Promise.resolve(answer);
  },
} satisfies HandlerMap;
