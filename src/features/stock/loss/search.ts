// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object, optional, type Input } from '@contract/search';

/** The PO whose process loss is shown; none until one is picked. */
export const lossSearch = object({ po: optional(docNo) });
export type LossSearch = Input<typeof lossSearch>;
