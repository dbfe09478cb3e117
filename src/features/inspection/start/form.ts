/** The start-a-report form's state and how it becomes the contract's report header. */
import type { CallInput } from '@contract';
// The inspection domain's schemas only: they travel with these screens, not with the app's start.
import { inspectionCalls } from '../../../../contract/main/inspection';
import { zodFieldErrors } from '../../../lib/errors';

/** The source picker's kinds: a job card is picked under its work order. */
export const pickKinds = ['purchaseOrder', 'subcontractingOrder', 'workOrder', 'supplier'] as const;
export type PickKind = (typeof pickKinds)[number];
export const pickKindLabels: Record<PickKind, string> = {
  purchaseOrder: 'Purchase order',
  subcontractingOrder: 'Subcontract',
  workOrder: 'Work order',
  supplier: 'Supplier',
};

export interface StartForm {
  date: string;
  stage: 'greige' | 'finish';
  kind: PickKind;
  docNo: string;
  jobCardNo: string;
  supplier: string;
  itemCode: string;
  colour: string;
  lot: string;
  tableName: string;
}

export const emptyStart = (date: string, tableName: string): StartForm => ({
  date,
  stage: 'greige',
  kind: 'purchaseOrder',
  docNo: '',
  jobCardNo: '',
  supplier: '',
  itemCode: '',
  colour: '',
  lot: '',
  tableName,
});

type Header = CallInput<(typeof inspectionCalls)['postData']>['jsonData'];
const headerSchema = inspectionCalls.postData.input.shape.jsonData;
const orUndefined = (s: string) => (s.trim() ? s.trim() : undefined);

/** Checks the form with the contract's own schema; field names follow the form's. */
export function toHeader(f: StartForm, inspector: string, clientId: string) {
  const jobCard = f.kind === 'workOrder' && f.jobCardNo;
  const header: Header = {
    date: f.date,
    stage: f.stage,
    sourceKind: jobCard ? 'jobCard' : f.kind,
    sourceDocNo: orUndefined(jobCard ? f.jobCardNo : f.docNo),
    supplier: orUndefined(f.supplier),
    itemCode: f.itemCode,
    colour: orUndefined(f.colour),
    lot: orUndefined(f.lot),
    inspector,
    tableName: f.tableName,
    clientId,
  };
  const parsed = headerSchema.safeParse(header);
  if (parsed.success) return { header, errors: {} };
  const errors = zodFieldErrors(parsed.error.issues);
  // The form shows the document number in one field whatever its kind.
  if (errors.sourceDocNo) errors.docNo = 'Pick the order';
  if (errors.supplier) errors.supplier = 'Pick the supplier';
  if (errors.itemCode) errors.itemCode = 'Pick the item';
  if (errors.tableName) errors.tableName = 'Pick the inspection table';
  return { header: null, errors };
}
