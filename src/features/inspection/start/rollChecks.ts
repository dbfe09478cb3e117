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
import { callQuery } from '../../../lib/rpc';
import { EDIT_FINISH_ROLL_NUMBER_KEY } from '../../../lib/session';
import { saveForAnswer } from '../saveForAnswer';
import type { RollProblem, RollRefusal } from '../../../lib/rollRefusal';

// Shared with the collar & cuff start screen: they live in lib/ now.
export { refusalText, type RollProblem, type RollRefusal } from '../../../lib/rollRefusal';

export type GreigeRoll = NonNullable<CallOutput<Calls['getGreigeRollNoInDB']>['roll']>;

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
