import type { HandlerMap } from '../../http/context';
import { batchHandlers } from './batches';
import { purchaseOrderHandlers } from './purchase-orders';
import { subcontractingOrderHandlers } from './subcontracting-orders';
import { workOrderHandlers } from './work-orders';

/** The lookups of the ERP order mirror (schema/orders.ts); the masters' lookups are in handlers.ts. */
export const lookupOrderHandlers = {
  ...purchaseOrderHandlers,
  ...subcontractingOrderHandlers,
  ...workOrderHandlers,
  ...batchHandlers,
} satisfies HandlerMap;
