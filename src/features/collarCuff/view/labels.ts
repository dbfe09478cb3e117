/** Words for a CC report's stage and status, in the current language. */
import { m, type Locale } from '../../../i18n';
import type { CcReport } from './queries';

/** The stage's name (a CC roll is inspected greige, or finished after dyeing). */
export const ccStageName = (stage: CcReport['stage']): string =>
  stage === 'greige' ? m.inspection_stage_greige() : m.inspection_stage_finish();

/** Ongoing, or the lot's verdict once completed, in words. */
export const ccStatusText = (r: Pick<CcReport, 'status' | 'verdict'>): string =>
  r.status === 'ongoing'
    ? m.inspection_status_ongoing()
    : r.verdict === 'inspectOk'
      ? m.inspection_status_ok()
      : r.verdict === 'inspectNotOk'
        ? m.inspection_status_not_ok()
        : m.inspection_status_completed();

const sourceNames: Readonly<Record<string, () => string>> = {
  purchaseOrder: m.inspection_source_purchase_order,
  subcontractingOrder: m.inspection_source_subcontracting_order,
  workOrder: m.inspection_source_work_order,
  jobCard: m.inspection_source_job_card,
  supplier: m.inspection_source_supplier,
};

/** What kind of document the lot came from ("Source" for a kind the screen does not know). */
export const ccSourceName = (kind: string | null): string =>
  (kind && Object.hasOwn(sourceNames, kind) ? sourceNames[kind]! : m.inspection_source)();

/**
 * A defect's name as the tablet shows it: the master's Tamil name on a Tamil tablet, when it has
 * one, else the English name it is recorded by (as fabric's mistakes are shown).
 */
export const defectName = (
  english: string,
  tamil: string | null | undefined,
  locale: Locale,
): string => (locale === 'ta' && tamil ? tamil : english);
