/** A CC lot's header, from the knitting report or the bundle it is started from. */
import type { CallInput, Calls } from '@contract';

type Header = CallInput<Calls['postCCData']>['jsonData'];

interface Knitted {
  reportNo: string;
  itemCode: string;
  kind: 'collar' | 'cuff';
  colour: string;
  size: string;
  jobCardNo: string | null;
}

export interface LotStart {
  date: string;
  stage: 'greige' | 'finish';
  inspector: string;
  tableName: string;
  clientId: string;
}

/**
 * Knitted against a job card, the lot names it; knitted without one, the knitting report is the
 * production order it came from. `withBundles`: the server takes every bundle of the knitting
 * report that passes the roll checks, so the lot size is known before the first piece.
 */
export function lotHeader(knit: Knitted, start: LotStart, withBundles: boolean): Header {
  return {
    ...start,
    sourceKind: knit.jobCardNo ? 'jobCard' : 'workOrder',
    sourceDocNo: knit.jobCardNo ?? knit.reportNo,
    itemCode: knit.itemCode,
    kind: knit.kind,
    colour: knit.colour || undefined,
    size: knit.size || undefined,
    ...(withBundles ? { knitReportNo: knit.reportNo } : {}),
  };
}
