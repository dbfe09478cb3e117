import { formatNumber } from '../../i18n/format';
import { m } from '../../i18n';
import type { QiReport } from './queries';

type Stage = QiReport['stage'];

const stageNames: Readonly<Record<Stage, () => string>> = {
  greige: m.inspection_stage_greige,
  finish: m.inspection_stage_finish,
};

/** The contract's source kinds (a report row carries its kind as plain text). */
const sourceNames = {
  purchaseOrder: m.inspection_source_purchase_order,
  subcontractingOrder: m.inspection_source_subcontracting_order,
  workOrder: m.inspection_source_work_order,
  jobCard: m.inspection_source_job_card,
  supplier: m.inspection_source_supplier,
} as const satisfies Record<string, () => string>;
type SourceKind = keyof typeof sourceNames;
const isSourceKind = (kind: string): kind is SourceKind => Object.hasOwn(sourceNames, kind);

/** The stage's name in the current language. */
export const stageName = (stage: Stage): string => stageNames[stage]();

/** What kind of document the fabric came from, in the current language ("Source" if unknown). */
export const sourceName = (kind: string | null | undefined): string =>
  (kind && isSourceKind(kind) ? sourceNames[kind] : m.inspection_source)();

/**
 * The same names as tables to read while rendering (`stageLabel[report.stage]`): each entry is a
 * getter over its message, so it reads in the language shown at that moment.
 */
export const stageLabel: Readonly<Record<Stage, string>> = {
  get greige() {
    return stageName('greige');
  },
  get finish() {
    return stageName('finish');
  },
};

export const sourceLabel: Readonly<Record<string, string>> = {
  get purchaseOrder() {
    return sourceName('purchaseOrder');
  },
  get subcontractingOrder() {
    return sourceName('subcontractingOrder');
  },
  get workOrder() {
    return sourceName('workOrder');
  },
  get jobCard() {
    return sourceName('jobCard');
  },
  get supplier() {
    return sourceName('supplier');
  },
};

/** Ongoing, or the verdict once completed, in words. */
export const statusText = (r: Pick<QiReport, 'status' | 'verdict'>) =>
  r.status === 'ongoing'
    ? m.inspection_status_ongoing()
    : r.verdict === 'inspectOk'
      ? m.inspection_status_ok()
      : r.verdict === 'inspectNotOk'
        ? m.inspection_status_not_ok()
        : m.inspection_status_completed();

/**
 * One decimal, Indian grouping (src/i18n/format.ts); a missing value is a dash. For a plain
 * figure (points, a score): measurements go through formatKg, formatMetres, formatCm, formatGsm.
 */
export const fmt = (n: number | null | undefined, unit = '') =>
  n === null || n === undefined ? '–' : `${formatNumber(n, { max: 1 })}${unit}`;
