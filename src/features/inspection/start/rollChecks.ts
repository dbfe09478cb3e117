/**
 * The seed's checks before a roll joins a report, in the seed's order. Each refusal says which
 * problem it is (unknown, already finished, in another report…); `refusalText` words it.
 *
 * At finish stage the inspector may type or scan either number. A finish roll number is checked
 * as it is; a greige roll number gets its finish roll first (checkGreigeRollNoinFinishRoll, the
 * stored-entry lookup, createFinishRollNoInDB), and then that finish number is checked in the ERP.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { m } from '../../../i18n';
import { english } from '../../../lib/errorText';
import { callQuery } from '../../../lib/rpc';
import { EDIT_FINISH_ROLL_NUMBER_KEY } from '../../../lib/session';
import { saveForAnswer } from '../saveForAnswer';

export type GreigeRoll = NonNullable<CallOutput<Calls['getGreigeRollNoInDB']>['roll']>;

/** Why a roll may not join the report: the server's checks' problems and the two found here. */
export type RollProblem =
  | NonNullable<CallOutput<Calls['checkRollNoInERPNext']>['problem']>
  | NonNullable<CallOutput<Calls['checkGreigeRollNoinFinishRoll']>['problem']>;

export interface RollRefusal {
  ok: false;
  problem: RollProblem;
  /** The roll number the problem is about (at finish stage, maybe the finish roll's). */
  rollNo: string;
  /** The open report holding the roll, for `inOtherReport`. */
  otherReportNo: string | null;
  /** The server's own sentence (English, more precise than the problem), if it gave one. */
  message?: string;
}

export type RollCheckResult =
  { ok: true; greigeRollNo: string; finishRollNo?: string; roll: GreigeRoll | null } | RollRefusal;

interface Target {
  rollNo: string;
  reportNo: string;
  stage: 'greige' | 'finish';
  itemCode: string;
}

/** Checks must see the server's state now, never a cached answer. */
const fresh = <T extends { queryKey: readonly unknown[] }>(q: T) => ({ ...q, staleTime: 0 });

const refuse = (
  problem: RollProblem,
  rollNo: string,
  server?: { message: string; otherReportNo?: string | null },
): RollRefusal => ({
  ok: false,
  problem,
  rollNo,
  otherReportNo: server?.otherReportNo ?? null,
  ...(server ? { message: server.message } : {}),
});

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
    case 'alreadyFinished':
      return m.inspection_refusal_already_finished({ rollNo });
    case 'itemMismatch':
      return m.inspection_refusal_item_mismatch({ rollNo, itemCode });
    case 'unknownGreigeRoll':
      return m.inspection_refusal_unknown_greige({ rollNo });
  }
}

/** The seed reads the greige roll number back from this device entry; keep doing so. */
async function lookupStored(queryClient: QueryClient, rollNo: string) {
  localStorage.setItem(EDIT_FINISH_ROLL_NUMBER_KEY, rollNo);
  const stored = localStorage.getItem(EDIT_FINISH_ROLL_NUMBER_KEY) ?? rollNo;
  return queryClient.fetchQuery(fresh(callQuery('getGreigeRollNoInDB', { jsonData: stored })));
}

const inErp = (queryClient: QueryClient, rollNo: string, reportNo: string) =>
  queryClient.fetchQuery(
    fresh(callQuery('checkRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo })),
  );

export async function checkRoll(queryClient: QueryClient, t: Target): Promise<RollCheckResult> {
  const erp = await inErp(queryClient, t.rollNo, t.reportNo);
  if (erp.ok) {
    const lookup = await lookupStored(queryClient, t.rollNo);
    const roll = lookup.roll;
    if (t.stage === 'greige') return { ok: true, greigeRollNo: t.rollNo, roll };
    return { ok: true, greigeRollNo: roll?.greigeRollNo ?? t.rollNo, finishRollNo: t.rollNo, roll };
  }
  if (t.stage === 'greige' || erp.problem !== 'notInErp')
    return refuse(erp.problem ?? 'notInErp', t.rollNo, erp);

  // Finish stage and not a finish roll number: treat it as the greige roll to be finished.
  const finish = await queryClient.fetchQuery(
    fresh(callQuery('checkGreigeRollNoinFinishRoll', { jsonData: t.rollNo })),
  );
  if (!finish.ok && !(finish.problem === 'alreadyFinished' && finish.finishRollNo)) {
    return refuse(finish.problem ?? 'unknownGreigeRoll', t.rollNo, finish);
  }
  const lookup = await lookupStored(queryClient, t.rollNo);
  if (!lookup.found || !lookup.roll) {
    return refuse('unknownGreigeRoll', t.rollNo);
  }
  if (lookup.roll.itemCode !== t.itemCode) {
    return refuse('itemMismatch', t.rollNo);
  }
  const finishRollNo =
    finish.finishRollNo ??
    (await saveForAnswer('createFinishRollNoInDB', { jsonData: lookup.roll.greigeRollNo }))
      .finishRollNo;
  const again = await inErp(queryClient, finishRollNo, t.reportNo);
  if (!again.ok) return refuse(again.problem ?? 'notInErp', finishRollNo, again);
  return { ok: true, greigeRollNo: lookup.roll.greigeRollNo, finishRollNo, roll: lookup.roll };
}
