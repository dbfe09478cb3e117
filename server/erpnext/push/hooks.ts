import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { builderOf, kindOfDoctype, type PushKind } from './doctypes';
import { enqueueEdit, enqueuePush, GREIGE_ID_FIELD } from './outbox';
import { pushSettingsOf } from './settings';

/**
 * The one call a save makes to queue what it wrote for the site, inside its own transaction.
 * Nothing happens without a configured site. Only saves made in Greige call it; the pull writes
 * the mirror directly, so what came from the site is never queued back to it.
 */

export interface SaveContext {
  readonly db: Db;
  readonly config: Config;
  readonly user: { readonly username: string } | null;
}

/**
 * `created`: a record made by this save, queued as a new document. `edited`: a change to one;
 * queued only when Greige created it and queued it before (a pulled record is the site's).
 */
export async function queueForSite(
  ctx: SaveContext,
  kind: PushKind,
  greigeId: string,
  change: 'created' | 'edited' = 'created',
): Promise<void> {
  const settings = pushSettingsOf(ctx.config);
  if (!settings) return;
  const build = builderOf(kind, settings);
  if (!build) return;
  const doc = await build(ctx.db, greigeId);
  // The save has just written it in this transaction: missing is a fault of the code.
  if (doc === 'missing') throw new Error(`${kind} ${greigeId} is not there to queue for the site`);
  if (doc === 'not taken') return;
  const push = { ...doc, greigeId, createdBy: ctx.user?.username ?? null };
  if (change === 'created') await enqueuePush(ctx.db, push);
  else await enqueueEdit(ctx.db, push);
}

/**
 * A queued document built again from its record as it is now (after an administrator fixed it);
 * null when the record is gone or the site no longer takes it.
 */
export async function rebuiltPayload(
  ctx: Pick<SaveContext, 'db' | 'config'>,
  doctype: string,
  greigeId: string,
): Promise<Record<string, unknown> | null> {
  const settings = pushSettingsOf(ctx.config);
  const kind = settings ? kindOfDoctype(doctype, settings) : null;
  const build = settings && kind ? builderOf(kind, settings) : null;
  const doc = build ? await build(ctx.db, greigeId) : null;
  return typeof doc === 'object' && doc !== null
    ? { ...doc.payload, [GREIGE_ID_FIELD]: greigeId }
    : null;
}
