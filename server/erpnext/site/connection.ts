import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { erpConnector } from '../../db/schema';
import { createSiteClient, FrappeError, type SiteClient } from './client';

/**
 * The mill's site: the client built from the configuration, and the outcome of the last check
 * (`frappe.auth.get_logged_user`), which the settings screen shows. The check is kept in the
 * database, so every server behind a proxy shows the same one.
 */

export interface SiteCheck {
  user: string | null;
  error: string | null;
  checkedAt: Date;
}

type SiteEnv = Pick<Config, 'ERPNEXT_URL' | 'ERPNEXT_API_KEY' | 'ERPNEXT_API_SECRET'>;

const clients = new Map<string, SiteClient>();
/** Each client's site and key, hashed: what a kept check was of. */
const identities = new WeakMap<SiteClient, string>();
const identityOf = (client: SiteClient): string => identities.get(client) ?? client.url;

/** The site's client, or null when no site is configured (the demo mill fills the mirror). */
export function siteClientOf(config: SiteEnv): SiteClient | null {
  const { ERPNEXT_URL: url, ERPNEXT_API_KEY: apiKey, ERPNEXT_API_SECRET: apiSecret } = config;
  if (!url || !apiKey || !apiSecret) return null;
  const id = `${url}\n${apiKey}\n${apiSecret}`;
  let client = clients.get(id);
  if (!client) {
    clients.set(id, (client = createSiteClient({ url, apiKey, apiSecret })));
    identities.set(client, createHash('sha256').update(id).digest('hex'));
  }
  return client;
}

export const describeSiteError = (e: unknown): string =>
  e instanceof FrappeError
    ? `${e.kind}${e.status ? ` ${e.status}` : ''}: ${e.messages.join('; ') || e.message}`
    : e instanceof Error
      ? e.message
      : String(e);

/** Asks the site who the key signs in as; the answer is kept for the settings screen. */
export async function checkSite(db: Db, client: SiteClient): Promise<SiteCheck> {
  let check: SiteCheck;
  try {
    check = { user: await client.loggedUser(), error: null, checkedAt: new Date() };
  } catch (e) {
    check = { user: null, error: describeSiteError(e), checkedAt: new Date() };
  }
  const kept = {
    checkOf: identityOf(client),
    checkedAt: check.checkedAt,
    checkUser: check.user,
    checkError: check.error,
  };
  await db
    .insert(erpConnector)
    .values({ id: 1, ...kept })
    .onConflictDoUpdate({ target: erpConnector.id, set: kept });
  return check;
}

/** The last check any server made of this site and key, or null before the first. */
export async function lastCheck(db: Db, client: SiteClient): Promise<SiteCheck | null> {
  const [row] = await db.select().from(erpConnector).limit(1);
  return row?.checkedAt && row.checkOf === identityOf(client)
    ? { user: row.checkUser, error: row.checkError, checkedAt: row.checkedAt }
    : null;
}
