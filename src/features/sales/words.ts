/**
 * ERPNext's words for a sales order's status, in the current language; a status it may add later
 * shows as ERPNext writes it.
 */
import { m } from '../../i18n';

const statusWords: Readonly<Record<string, () => string>> = {
  Draft: m.sales_status_draft,
  'On Hold': m.sales_status_on_hold,
  'To Deliver and Bill': m.sales_status_to_deliver_bill,
  'To Bill': m.sales_status_to_bill,
  'To Deliver': m.sales_status_to_deliver,
  Completed: m.sales_status_completed,
  Closed: m.sales_status_closed,
  Cancelled: m.sales_status_cancelled,
};

// Own keys only: the status is the site's free text, and "constructor" or "__proto__" are keys of
// every object.
export const statusName = (status: string): string =>
  Object.hasOwn(statusWords, status) ? (statusWords[status]?.() ?? status) : status;
