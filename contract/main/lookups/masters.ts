import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { docNo, line, noInput } from '../../core/fields';
import {
  batchRow,
  indentRow,
  itemRow,
  knitPages,
  knownRollRow,
  machineRow,
  operatorRow,
  reportFilterPages,
  startPages,
  supplierRow,
} from './rows';

/** What a user typed into a search box; empty matches everything (answers are capped at 200). */
export const searchText = line(140);

const itemPages = [...startPages, ...knitPages, ...reportFilterPages, 'create-batch'] as const;
const batchPages = [
  'create-batch',
  'select-create-roll',
  'select-create-collar-cuff',
  'stock-with-collar-cuff',
] as const;

export const lookupMasterCalls = defineCalls({
  getAllItemsFromDB: defineCall({
    name: 'getAllItemsFromDB',
    service: 'main',
    kind: 'read',
    access: itemPages,
    summary: 'Every fabric, collar and cuff item, for pick lists.',
    input: noInput,
    output: z.array(itemRow),
  }),
  getItemsFromDB: defineCall({
    name: 'getItemsFromDB',
    service: 'main',
    kind: 'read',
    access: itemPages,
    summary: 'Items whose code or name contains the search text.',
    input: z.object({ jsonData: searchText }),
    output: z.array(itemRow),
  }),
  getItemsDetailsFromDB: defineCall({
    name: 'getItemsDetailsFromDB',
    service: 'main',
    kind: 'read',
    access: itemPages,
    summary: 'One item by code, with its GSM, width and unit.',
    input: z.object({ jsonData: docNo }),
    output: itemRow,
  }),
  getItemBatchDetailsFromDB: defineCall({
    name: 'getItemBatchDetailsFromDB',
    service: 'main',
    kind: 'read',
    access: batchPages,
    summary: 'The batches of one item, newest first.',
    input: z.object({ jsonData: docNo }),
    output: z.array(batchRow),
  }),
  getbatchFromDB: defineCall({
    name: 'getbatchFromDB',
    service: 'main',
    kind: 'read',
    access: batchPages,
    summary:
      'Batches matching a batch number text and an item text; with a colour, only batches of that colour (any case) or of none recorded.',
    input: z.object({
      searchBatchText: searchText,
      searchItemText: searchText,
      colour: searchText.optional(),
    }),
    output: z.array(batchRow),
  }),
  getIndentsFromDB: defineCall({
    name: 'getIndentsFromDB',
    service: 'main',
    kind: 'read',
    access: ['create-batch', 'select-knit-collar-cuff', 'production-roll-report-summary'],
    summary: 'Indents (material requests) matching an indent number text and an item text.',
    input: z.object({ searchIndentText: searchText, searchItemText: searchText }),
    output: z.array(indentRow),
  }),
  getAllSupplierFromDB: defineCall({
    name: 'getAllSupplierFromDB',
    service: 'main',
    kind: 'read',
    access: [...startPages, ...reportFilterPages, 'dashboard'],
    summary: 'Every supplier and subcontractor, for pick lists and filters.',
    input: noInput,
    output: z.array(supplierRow),
  }),
  getAllOperatorFromDB: defineCall({
    name: 'getAllOperatorFromDB',
    service: 'main',
    kind: 'read',
    access: [...knitPages, ...startPages, 'production-dashboard', 'dashboard'],
    summary: 'Every active operator and inspector, for pick lists.',
    input: noInput,
    output: z.array(operatorRow),
  }),
  getAllMachinesFromDB: defineCall({
    name: 'getAllMachinesFromDB',
    service: 'main',
    kind: 'read',
    access: [...knitPages, ...startPages, 'production-dashboard'],
    summary: 'Every active knitting machine and inspection table, for pick lists.',
    input: noInput,
    output: z.array(machineRow),
  }),
  getRollNoFromDB: defineCall({
    name: 'getRollNoFromDB',
    service: 'main',
    kind: 'read',
    access: [...startPages, 'create-batch', 'production-roll-summary'],
    summary: 'Greige rolls known to the mirror with their finish roll if any, newest first.',
    input: noInput,
    output: z.array(knownRollRow),
  }),
});
