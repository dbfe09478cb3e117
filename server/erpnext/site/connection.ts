import type { Config } from '../../config';
import { createSiteClient, FrappeError, type SiteClient } from './client';

/**
 * The mill's site as this process knows it: the client built from the configuration, and the
 * outcome of the last check (`frappe.auth.get_logged_user`), which the settings screen shows.
 */

export interface SiteCheck {
  user: string | null;
  error: string | null;
  checkedAt: Date;
}

type SiteEnv = Pick<Config, 'ERPNEXT_URL' | 'ERPNEXT_API_KEY' | 'ERPNEXT_API_SECRET'>;

const clients = new Map<string, SiteClient>();
/** Per client, so a changed key or secret is checked afresh. */
const checks = new WeakMap<SiteClient, SiteCheck>();

/** The site's client, or null when no site is configured (the demo mill fills the mirror). */
export function siteClientOf(config: SiteEnv): SiteClient | null {
  const { ERPNEXT_URL: url, ERPNEXT_API_KEY: apiKey, ERPNEXT_API_SECRET: apiSecret } = config;
  if (!url || !apiKey || !apiSecret) return null;
  const id = `${url}\n${apiKey}\n${apiSecret}`;
  let client = clients.get(id);
  if (!client) clients.set(id, (client = createSiteClient({ url, apiKey, apiSecret })));
  return client;
}

export const describeSiteError = (e: unknown): string =>
  e instanceof FrappeError
    ? `${e.kind}${e.status ? ` ${e.status}` : ''}: ${e.messages.join('; ') || e.message}`
    : e instanceof Error
      ? e.message
      : String(e);

/** Asks the site who the key signs in as; the answer is kept for the settings screen. */
export async function checkSite(client: SiteClient): Promise<SiteCheck> {
  let check: SiteCheck;
  try {
    check = { user: await client.loggedUser(), error: null, checkedAt: new Date() };
  } catch (e) {
    check = { user: null, error: describeSiteError(e), checkedAt: new Date() };
  }
  checks.set(client, check);
  return check;
}

export const lastCheck = (client: SiteClient): SiteCheck | null => checks.get(client) ?? null;
