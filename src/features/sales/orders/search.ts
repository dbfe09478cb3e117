/**
 * The order screens' addresses: the list's date filter and search, the order opened, its item.
 * Light readers (no zod): the routes hand the address over and the screens read it here.
 */
import { docNo, object, optional, string, type Input } from '@contract/search';
import { dateFilterFields } from '../../../lib/dateFilter';

export const orderListSearch = object({
  ...dateFilterFields('thisMonth'),
  q: optional(string(80)),
});
export type OrderListSearch = Input<typeof orderListSearch>;

export const orderSearch = object({ so: optional(docNo) });
export type OrderSearch = Input<typeof orderSearch>;

export const orderItemSearch = object({ so: optional(docNo), item: optional(docNo) });
export type OrderItemSearch = Input<typeof orderItemSearch>;

export const labRollSearch = object({ so: optional(docNo), roll: optional(docNo) });
export type LabRollSearch = Input<typeof labRollSearch>;
