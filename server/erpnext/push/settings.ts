import type { Config } from '../../config';

/**
 * Whether saves queue their documents for the mill's site: only when a site is configured
 * (ERPNEXT_URL with its key and secret). Without one the demo mill fills the mirror and nothing
 * is queued, so an outbox never grows for a site that does not exist.
 */
export interface PushSettings {
  /** The site's doctype for gate visitors; null: the site has none and visitors stay here. */
  readonly visitorDoctype: string | null;
  /** The company stock entries are booked to; null: the site's default. */
  readonly company: string | null;
}

export function pushSettingsOf(
  config: Pick<
    Config,
    | 'ERPNEXT_URL'
    | 'ERPNEXT_API_KEY'
    | 'ERPNEXT_API_SECRET'
    | 'ERPNEXT_VISITOR_DOCTYPE'
    | 'ERPNEXT_COMPANY'
  >,
): PushSettings | null {
  if (!config.ERPNEXT_URL || !config.ERPNEXT_API_KEY || !config.ERPNEXT_API_SECRET) return null;
  return {
    visitorDoctype: config.ERPNEXT_VISITOR_DOCTYPE ?? null,
    company: config.ERPNEXT_COMPANY ?? null,
  };
}
