/** The reads the batch screen picks from, each from the contract by name. */
import { queryOptions } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { callQuery } from '../../../lib/rpc';

export type ItemRow = CallOutput<Calls['getAllItemsFromDB']>[number];
export type BatchRow = CallOutput<Calls['getbatchFromDB']>[number];
export type IndentRow = CallOutput<Calls['getIndentsFromDB']>[number];
export type WarehouseRow = CallOutput<Calls['getWarehousesFromDB']>[number];
export type BatchCardData = CallOutput<Calls['getBatchRollsFromDB']>;

/** Items and warehouses change rarely: kept for a while, not asked for on every visit. */
const LOOKUP_STALE_MS = 5 * 60_000;

export const fabricItemsQuery = () =>
  queryOptions({
    ...callQuery('getAllItemsFromDB', {}),
    staleTime: LOOKUP_STALE_MS,
    select: (items: ItemRow[]) => items.filter((i) => i.itemGroup === 'Fabric'),
  });

/** The dyeing processors a batch may go to: the mill's dye house and job-work dyers. */
export const processorsQuery = () =>
  queryOptions({
    ...callQuery('getWarehousesFromDB', {}),
    staleTime: LOOKUP_STALE_MS,
    select: (rows: WarehouseRow[]) => rows.filter((w) => w.processor),
  });

export const batchesQuery = (batchText: string, itemText: string) =>
  callQuery('getbatchFromDB', { searchBatchText: batchText, searchItemText: itemText });

export const indentsQuery = (indentText: string, itemText: string) =>
  callQuery('getIndentsFromDB', { searchIndentText: indentText, searchItemText: itemText });

/** One batch with its rolls, for its card. */
export const batchCardQuery = (batchNo: string) => callQuery('getBatchRollsFromDB', { batchNo });

export const rollCheckQuery = (rollNo: string) =>
  queryOptions({ ...callQuery('checkRollForBatch', { rollNo }), staleTime: 0, gcTime: 0 });
