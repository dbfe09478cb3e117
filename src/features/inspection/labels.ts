import type { QiReport } from './queries';

export const stageLabel = { greige: 'Greige', finish: 'Finish' } as const;

export const sourceLabel: Record<string, string> = {
  purchaseOrder: 'Purchase order',
  subcontractingOrder: 'Subcontracting order',
  workOrder: 'Work order',
  jobCard: 'Job card',
  supplier: 'Supplier',
};

/** Ongoing, or the verdict once completed, in words. */
export const statusText = (r: Pick<QiReport, 'status' | 'verdict'>) =>
  r.status === 'ongoing'
    ? 'Ongoing'
    : r.verdict === 'inspectOk'
      ? 'Inspect OK'
      : r.verdict === 'inspectNotOk'
        ? 'Inspect not OK'
        : 'Completed';

const one = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
export const fmt = (n: number | null | undefined, unit = '') =>
  n === null || n === undefined ? '–' : `${one.format(n)}${unit}`;
