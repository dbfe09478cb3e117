/** Words for a report's stage, status and source, whatever kind it inspects, in the current language. */
import { m } from '../i18n';
import type { Verdict } from '@rules';

type Stage = 'greige' | 'finish';

const stageNames: Readonly<Record<Stage, () => string>> = {
  greige: m.inspection_stage_greige,
  finish: m.inspection_stage_finish,
};

/** The contract's source kinds (a report row carries its kind as plain text). */
const sourceNames: Readonly<Record<string, () => string>> = {
  purchaseOrder: m.inspection_source_purchase_order,
  subcontractingOrder: m.inspection_source_subcontracting_order,
  workOrder: m.inspection_source_work_order,
  jobCard: m.inspection_source_job_card,
  supplier: m.inspection_source_supplier,
};

/** The stage's name. */
export const stageName = (stage: Stage): string => stageNames[stage]();

/** What kind of document the work came from ("Source" for a kind the screen does not know). */
export const sourceName = (kind: string | null | undefined): string =>
  (kind && Object.hasOwn(sourceNames, kind) ? sourceNames[kind]! : m.inspection_source)();

/** Ongoing, or the verdict once completed, in words. */
export const statusText = (r: { status: 'ongoing' | 'completed'; verdict: Verdict | null }) =>
  r.status === 'ongoing'
    ? m.inspection_status_ongoing()
    : r.verdict === 'inspectOk'
      ? m.inspection_status_ok()
      : r.verdict === 'inspectNotOk'
        ? m.inspection_status_not_ok()
        : m.inspection_status_completed();
