/**
 * The seed's checks before a roll joins a report, in the seed's order. Each refusal says which
 * problem it is (unknown, already finished, in another report…), in the server's words.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { callQuery } from '../../../lib/rpc';
import { EDIT_FINISH_ROLL_NUMBER_KEY } from '../../../lib/session';
import { saveForAnswer } from '../saveForAnswer';

export type GreigeRoll = NonNullable<CallOutput<Calls['getGreigeRollNoInDB']>['roll']>;

export type RollCheckResult =
  | { ok: true; greigeRollNo: string; finishRollNo?: string; roll: GreigeRoll | null }
  | { ok: false; problem: string; message: string };

/** Checks must see the server's state now, never a cached answer. */
const fresh = <T extends { queryKey: readonly unknown[] }>(q: T) => ({ ...q, staleTime: 0 });

export async function checkRoll(
  queryClient: QueryClient,
  { rollNo, reportNo, stage }: { rollNo: string; reportNo: string; stage: 'greige' | 'finish' },
): Promise<RollCheckResult> {
  const erp = await queryClient.fetchQuery(
    fresh(callQuery('checkRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo })),
  );
  if (!erp.ok) return { ok: false, problem: erp.problem ?? 'notInErp', message: erp.message };

  if (stage === 'finish') {
    const finish = await queryClient.fetchQuery(
      fresh(callQuery('checkGreigeRollNoinFinishRoll', { jsonData: rollNo })),
    );
    if (!finish.ok)
      return { ok: false, problem: finish.problem ?? 'alreadyFinished', message: finish.message };
  }

  // The seed reads the greige roll number back from this device entry; keep doing so for older tabs.
  localStorage.setItem(EDIT_FINISH_ROLL_NUMBER_KEY, rollNo);
  const stored = localStorage.getItem(EDIT_FINISH_ROLL_NUMBER_KEY) ?? rollNo;
  const lookup = await queryClient.fetchQuery(
    fresh(callQuery('getGreigeRollNoInDB', { jsonData: stored })),
  );
  if (!lookup.found) {
    return {
      ok: false,
      problem: 'unknownGreigeRoll',
      message: `Roll ${stored} is not known as a greige roll.`,
    };
  }

  if (stage === 'finish') {
    const created = await saveForAnswer('createFinishRollNoInDB', { jsonData: stored });
    return {
      ok: true,
      greigeRollNo: created.greigeRollNo,
      finishRollNo: created.finishRollNo,
      roll: lookup.roll,
    };
  }
  return { ok: true, greigeRollNo: stored, roll: lookup.roll };
}
