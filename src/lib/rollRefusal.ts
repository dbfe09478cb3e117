/**
 * Why a roll may not join a report, as the roll checks answer it (fabric's and collar & cuff's
 * checks name the same problems), and the refusal in the user's words.
 */
import type { CallOutput, Calls } from '@contract';
import { m } from '../i18n';
import { english } from './errorText';

/** Why a roll may not join the report: the server's checks' problems and the two found here. */
export type RollProblem =
  | NonNullable<CallOutput<Calls['checkRollNoInERPNext']>['problem']>
  | NonNullable<CallOutput<Calls['checkGreigeRollNoinFinishRoll']>['problem']>;

export interface RollRefusal {
  ok: false;
  problem: RollProblem;
  /** The roll number the problem is about (at finish stage, maybe the finish roll's). */
  rollNo: string;
  /** The report holding the roll (`inOtherReport`) or that inspected it (`alreadyInspected`). */
  otherReportNo: string | null;
  /** The server's own sentence (English, more precise than the problem), if it gave one. */
  message?: string;
}

/**
 * The refusal in the user's words: an English screen shows the server's sentence when there is
 * one, another language (or a problem found here) the problem's sentence.
 */
export function refusalText(r: RollRefusal, itemCode: string): string {
  if (english() && r.message) return r.message;
  const rollNo = r.rollNo;
  switch (r.problem) {
    case 'notInErp':
      return m.inspection_refusal_not_in_erp({ rollNo });
    case 'alreadyInReport':
      return m.inspection_refusal_already_in_report({ rollNo });
    case 'inOtherReport':
      return r.otherReportNo
        ? m.inspection_refusal_in_other_report({ rollNo, reportNo: r.otherReportNo })
        : m.inspection_refusal_other({ rollNo });
    case 'alreadyInspected':
      return r.otherReportNo
        ? m.inspection_refusal_already_inspected({ rollNo, reportNo: r.otherReportNo })
        : m.inspection_refusal_other({ rollNo });
    case 'alreadyFinished':
      return m.inspection_refusal_already_finished({ rollNo });
    case 'itemMismatch':
      return m.inspection_refusal_item_mismatch({ rollNo, itemCode });
    case 'unknownGreigeRoll':
      return m.inspection_refusal_unknown_greige({ rollNo });
  }
}
