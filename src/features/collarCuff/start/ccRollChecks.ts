/**
 * The seed's checks before a greige CC roll (a knitted bundle) starts a lot, in the seed's order,
 * as fabric's start/rollChecks.ts does for fabric rolls: the bundle is looked up (by its own or
 * its finish number, through the stored edit-finish-roll-number entry), its finish roll checked
 * (a CC roll is finished once), and at finish stage given its finish number when it has none.
 * Each refusal names its problem; fabric's `refusalText` words it (the problems are the same).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { callQuery } from '../../../lib/rpc';
import { saveForAnswer } from '../../../lib/save';
import { EDIT_FINISH_ROLL_NUMBER_KEY } from '../../../lib/session';
import type { RollRefusal } from '../../../lib/rollRefusal';
import { ccNewChain } from '../chains';

export type Bundle = NonNullable<CallOutput<Calls['getGreigeCCRollNoInDB']>['roll']>;
export type Stage = 'greige' | 'finish';

export type BundleCheck =
  | {
      ok: true;
      bundle: Bundle;
      /** The number the roll is inspected under at this stage. */
      rollNo: string;
    }
  | RollRefusal;

/** Checks must see the server's state now, never a cached answer. */
const fresh = <T extends { queryKey: readonly unknown[] }>(q: T) => ({ ...q, staleTime: 0 });

const refuse = (
  problem: RollRefusal['problem'],
  rollNo: string,
  server?: { message: string; otherReportNo?: string | null },
): RollRefusal => ({
  ok: false,
  problem,
  rollNo,
  otherReportNo: server?.otherReportNo ?? null,
  ...(server ? { message: server.message } : {}),
});

/** The seed reads the roll number back from this device entry; keep doing so. */
async function lookupStored(queryClient: QueryClient, rollNo: string) {
  localStorage.setItem(EDIT_FINISH_ROLL_NUMBER_KEY, rollNo);
  const stored = localStorage.getItem(EDIT_FINISH_ROLL_NUMBER_KEY) ?? rollNo;
  return queryClient.fetchQuery(fresh(callQuery('getGreigeCCRollNoInDB', { jsonData: stored })));
}

/** Which bundle a typed or scanned number is, and the number it is inspected under at `stage`. */
export async function checkBundle(
  queryClient: QueryClient,
  typed: string,
  stage: Stage,
): Promise<BundleCheck> {
  const lookup = await lookupStored(queryClient, typed);
  const bundle = lookup.roll;
  if (!lookup.found || !bundle) return refuse('unknownGreigeRoll', typed);
  const finish = await queryClient.fetchQuery(
    fresh(callQuery('checkGreigeCCRollNoinFinishRoll', { jsonData: bundle.rollNo })),
  );
  if (!finish.ok && finish.problem === 'unknownGreigeRoll')
    return refuse('unknownGreigeRoll', typed, finish);
  if (stage === 'greige') {
    // A finished bundle is inspected at finish stage, under its finish number.
    if (!finish.ok) return refuse('alreadyFinished', bundle.rollNo, finish);
    return { ok: true, bundle, rollNo: bundle.rollNo };
  }
  const finishRollNo =
    finish.finishRollNo ??
    (
      await saveForAnswer(
        'createCCFinishRollNoInDB',
        { jsonData: bundle.rollNo },
        { chain: ccNewChain(bundle.rollNo) },
      )
    ).finishRollNo;
  return { ok: true, bundle, rollNo: finishRollNo };
}

/** The server's check that the roll may join the lot `reportNo` (checkCCRollNoInERPNext). */
export async function checkForLot(
  queryClient: QueryClient,
  rollNo: string,
  reportNo: string,
): Promise<RollRefusal | null> {
  const erp = await queryClient.fetchQuery(
    fresh(callQuery('checkCCRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo })),
  );
  return erp.ok ? null : refuse(erp.problem ?? 'notInErp', rollNo, erp);
}
