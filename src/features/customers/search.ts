/** The customer screens' addresses: the customer opened to edit, and the list's search. */
import { docNo, object, optional, string, type Input } from '@contract/search';

export const customerCreateSearch = object({ customerId: optional(docNo) });
export type CustomerCreateSearch = Input<typeof customerCreateSearch>;

export const customerListSearch = object({ q: optional(string(100)) });
export type CustomerListSearch = Input<typeof customerListSearch>;
