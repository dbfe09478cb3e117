/**
 * ERPNext's words for a sales order's status, in the current language; a status it may add later
 * shows as ERPNext writes it.
 */
import { m } from '../../i18n';

// A Map, not an object: the status is the site's free text, and "constructor" or "__proto__"
// would find what every object inherits.
const statusWords: ReadonlyMap<string, () => string> = new Map([
  ['Draft', m.sales_status_draft],
  ['On Hold', m.sales_status_on_hold],
  ['To Deliver and Bill', m.sales_status_to_deliver_bill],
  ['To Bill', m.sales_status_to_bill],
  ['To Deliver', m.sales_status_to_deliver],
  ['Completed', m.sales_status_completed],
  ['Closed', m.sales_status_closed],
  ['Cancelled', m.sales_status_cancelled],
]);

export const statusName = (status: string): string => statusWords.get(status)?.() ?? status;
