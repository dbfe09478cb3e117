/** The start-a-report form's state and how it becomes the contract's report header. */
import type { CallInput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import { m } from '../../../i18n';
import {
  inspectionSources,
  type InspectionSource,
  type InspectionStage,
} from '../../../lib/preferences';
import { fieldIssues, type FieldIssue } from '../issues';

/** The source picker's kinds (the device remembers the last one): a job card is picked under its work order. */
export const pickKinds = inspectionSources;
export type PickKind = InspectionSource;
/** The picker's names, short: four of them share one row. */
export const pickKindLabels: Readonly<Record<PickKind, () => string>> = {
  purchaseOrder: m.inspection_source_purchase_order,
  subcontractingOrder: m.inspection_source_subcontract,
  workOrder: m.inspection_source_work_order,
  supplier: m.inspection_source_supplier,
};

export interface StartForm {
  date: string;
  stage: InspectionStage;
  kind: PickKind;
  docNo: string;
  /** How sentences name the picked source: the order's number, or the supplier's name. */
  pickedName: string;
  jobCardNo: string;
  supplier: string;
  itemCode: string;
  colour: string;
  /** The colour the order's line names, if any: the lots offered are of it. */
  orderColour: string;
  lot: string;
  tableName: string;
}

export const emptyStart = (
  date: string,
  tableName: string,
  last: { stage?: InspectionStage; kind?: PickKind } = {},
): StartForm => ({
  date,
  stage: last.stage ?? 'greige',
  kind: last.kind ?? 'purchaseOrder',
  docNo: '',
  pickedName: '',
  jobCardNo: '',
  supplier: '',
  itemCode: '',
  colour: '',
  orderColour: '',
  lot: '',
  tableName,
});

type Header = CallInput<Calls['postData']>['jsonData'];
/** The inspection domain's schemas load on the first submit (the save needs them then anyway). */
const headerSchema = async () => (await loadCall('postData')).input.shape.jsonData;
const orUndefined = (s: string) => (s.trim() ? s.trim() : undefined);

/**
 * Checks the form with the contract's own schema; the issues are keyed by the form's field names
 * (worded under the fields by ../issues.ts).
 */
export async function toHeader(
  f: StartForm,
  inspector: string,
  clientId: string,
): Promise<{ header: Header | null; issues: Record<string, FieldIssue> }> {
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
  const parsed = (await headerSchema()).safeParse(header);
  if (parsed.success) return { header, issues: {} };
  const { sourceDocNo, ...issues } = fieldIssues(parsed.error.issues);
  // The form shows the document number in one field whatever its kind.
  return { header: null, issues: sourceDocNo ? { ...issues, docNo: sourceDocNo } : issues };
}
