/** Starting a CC lot and opening its first roll: the saves the start screen makes, in order. */
import type { QueryClient } from '@tanstack/react-query';
import { callKey, callQuery, savedKey } from '../../../lib/rpc';
import { newClientId, saveForAnswer } from '../../../lib/save';
import { ccNewChain, ccRollChain } from '../chains';
import { ccLotQuery, type KnitReport } from '../queries';
import { checkBundle, checkForLot, type BundleCheck, type Stage } from './ccRollChecks';
import { lotHeader, type LotStart } from './header';
import type { RollRefusal } from '../../../lib/rollRefusal';

export type Started = { ok: true; reportNo: string; rollNo: string };

const fresh = <T extends { queryKey: readonly unknown[] }>(q: T) => ({ ...q, staleTime: 0 });

/**
 * Every lot list of the domain lacks the lot just started: each is read again when next shown (a
 * list counts as fresh for a moment after a read, see pagedQuery); these two at once.
 */
function forgetLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: savedKey('postCCData'), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: callKey('getAllQICCReportFromDB') });
  void queryClient.invalidateQueries({ queryKey: callKey('getOnGoingCCInspectionDetails') });
}

/**
 * A lot of every bundle of a knitting report. At finish stage each bundle is inspected under its
 * finish number, so a bundle without one gets it first (a bundle that has one keeps it).
 */
export async function startFromKnitReport(
  queryClient: QueryClient,
  knit: KnitReport,
  start: LotStart,
): Promise<Started> {
  if (start.stage === 'finish') {
    const bundles = await queryClient.fetchQuery(
      fresh(callQuery('getSpecifiedKnitCCReportRollsFromDB', { jsonData: knit.reportNo })),
    );
    for (const b of bundles.filter((x) => !x.finishRollNo)) {
      const check = await checkBundle(queryClient, b.rollNo, 'finish');
      if (!check.ok) break;
    }
  }
  const { reportNo } = await saveForAnswer(
    'postCCData',
    { jsonData: lotHeader(knit, start, true) },
    { clientId: start.clientId, chain: ccNewChain(start.clientId) },
  );
  forgetLists(queryClient);
  const lot = await queryClient.fetchQuery(fresh(ccLotQuery(reportNo)));
  return { ok: true, reportNo, rollNo: lot.rollRows[0]?.rollNo ?? '' };
}

/** A lot of its own: a lot refused a roll keeps its clientId, and the next must not be it. */
function newLot(jsonData: ReturnType<typeof lotHeader>) {
  const clientId = newClientId();
  return saveForAnswer(
    'postCCData',
    { jsonData: { ...jsonData, clientId } },
    {
      clientId,
      chain: ccNewChain(clientId),
    },
  );
}

/**
 * A lot started from one bundle's number: the bundle checks, the lot (or the one started a moment
 * ago for a roll the server then refused), the server's check of the roll for it, the roll.
 * A refusal answers the lot's number too, so the next number joins that lot.
 */
export async function startFromRoll(
  queryClient: QueryClient,
  typed: string,
  start: LotStart,
  earlier: { reportNo: string; itemCode: string; stage: Stage } | null,
  /** Why a bundle inspected at this stage already is inspected again (after rework). */
  reinspect?: string,
): Promise<Started | (RollRefusal & { reportNo: string | null; itemCode: string | null })> {
  const check: BundleCheck = await checkBundle(queryClient, typed, start.stage);
  if (!check.ok) return { ...check, reportNo: earlier?.reportNo ?? null, itemCode: null };
  const { bundle, rollNo } = check;
  const reuse =
    earlier && earlier.itemCode === bundle.itemCode && earlier.stage === start.stage
      ? earlier.reportNo
      : null;
  const reportNo = reuse ?? (await newLot(lotHeader(bundle, start, false))).reportNo;
  forgetLists(queryClient);
  const refused = await checkForLot(queryClient, rollNo, reportNo);
  const again = reinspect !== undefined && refused?.problem === 'alreadyInspected';
  if (refused && !again) return { ...refused, reportNo, itemCode: bundle.itemCode };
  const clientId = newClientId();
  await saveForAnswer(
    'postCollarCuffRollData',
    {
      jsonData: {
        reportNo,
        rollNo,
        ...(start.stage === 'finish' ? { greigeRollNo: bundle.rollNo } : {}),
        ...(again ? { reinspection: { reason: reinspect } } : {}),
        clientId,
      },
    },
    { clientId, chain: ccRollChain(reportNo, rollNo) },
  );
  return { ok: true, reportNo, rollNo };
}
