import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { count, docNo } from '../../core/fields';
import { stage } from './fields';

/** What a report is started from on the start screen (a job card is picked under its work order). */
export const startSourceKinds = [
  'purchaseOrder',
  'subcontractingOrder',
  'workOrder',
  'supplier',
] as const;
export const startSourceKind = z.enum(startSourceKinds);
export type StartSourceKind = z.infer<typeof startSourceKind>;

/** Rolls of one source and item waiting for inspection at a stage. */
export const rollsWaiting = z.object({
  /** The order's number (a work order's for the rolls of its job cards), or the supplier. */
  source: z.string(),
  itemCode: z.string(),
  rolls: count,
});
export type RollsWaiting = z.infer<typeof rollsWaiting>;

export const inspectionStartCalls = defineCalls({
  getRollsWaitingFromDB: defineCall({
    name: 'getRollsWaitingFromDB',
    service: 'main',
    kind: 'read',
    access: ['select-create-roll'],
    summary:
      'How many rolls wait for inspection at a stage, per open order (or supplier) of a kind and item: the rolls getRollsToInspectFromDB would offer, counted. Sources with none are left out.',
    input: z.object({ jsonStage: stage, jsonSourceKind: startSourceKind }),
    output: z.array(rollsWaiting),
  }),
  discardQIReport: defineCall({
    name: 'discardQIReport',
    service: 'main',
    kind: 'save',
    access: ['select-create-roll'],
    summary:
      'Discard an ongoing fabric QI report no roll was inspected in (started on the wrong source); a report with rolls is refused.',
    input: z.object({ jsonReportNo: docNo }),
    output: z.object({ reportNo: z.string(), discarded: z.literal(true) }),
  }),
});
