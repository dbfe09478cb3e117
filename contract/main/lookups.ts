/** Lookups in the ERP mirror: items, suppliers, operators, orders, batches and indents. */
import { lookupMasterCalls } from './lookups/masters';
import { lookupOrderCalls } from './lookups/orders';

export const lookupsCalls = { ...lookupMasterCalls, ...lookupOrderCalls } as const;

export * from './lookups/rows';
export { searchText } from './lookups/masters';
