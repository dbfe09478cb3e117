// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object, optional, text, type Input } from '@contract/search';

/** One collar or cuff item in one warehouse; both optional, as a modal route may open bare. */
export const ccStockSearch = object({
  name: optional(docNo),
  warehouse: optional(text(140)),
});
export type CcStockSearch = Input<typeof ccStockSearch>;
