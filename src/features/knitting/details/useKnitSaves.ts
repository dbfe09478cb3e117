import { useQueryClient } from '@tanstack/react-query';
import { ApiError, savedKey } from '../../../lib/rpc';
import { newClientId, saveImmediate, saveQueued, whenSettled } from '../../../lib/save';
import { connectivity } from '../../../lib/connectivity';
import { knitReportChain, knitRollChain } from '../chains';
import { knitRollsQuery, type KnitRoll } from '../queries';
import type { BundleSave } from './bundleSaves';

/**
 * The knitting report's saves, all through the outbox: on the tablet at once, on the server when
 * it can be reached. What the server answers replaces what was kept; the report is read again.
 */
export function useKnitSaves(reportNo: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: savedKey('getKnitCCReportFromDB') });
  /** The bundle as the server now has it, in place, so the row never blinks out meanwhile. */
  const landed = (clientId: string) =>
    void whenSettled(clientId).then((settled) => {
      if (settled.kind === 'sent') {
        const roll = settled.output as KnitRoll;
        queryClient.setQueryData(knitRollsQuery(reportNo).queryKey, (rolls) =>
          rolls && rolls.some((r) => r.rollNo === roll.rollNo)
            ? rolls.map((r) => (r.rollNo === roll.rollNo ? roll : r))
            : [...(rolls ?? []), roll],
        );
      }
      refresh();
    });

  /**
   * A number reserved now, when the server can be reached, so the label prints at once; offline,
   * none: the server numbers the bundle when it arrives.
   */
  const reserve = async (): Promise<string | undefined> => {
    if (!connectivity.get()) return undefined;
    try {
      return (await saveImmediate('createKnitCCRollNoInDB', { jsonData: reportNo })).rollNo;
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) return undefined;
      throw error;
    }
  };

  const addBundle = async (figures: { pieces: number; kg: number; remarks: string }) => {
    const rollNo = await reserve();
    const clientId = newClientId();
    const remarks = figures.remarks.trim();
    await saveQueued(
      'postKnitCCDataRoll',
      {
        jsonData: {
          reportNo,
          ...(rollNo ? { rollNo } : {}),
          pieces: figures.pieces,
          kg: figures.kg,
          ...(remarks ? { remarks } : {}),
          clientId,
        },
      },
      { clientId, chain: knitRollChain(reportNo, rollNo ?? clientId) },
    );
    landed(clientId);
    return rollNo;
  };

  const changeBundle = async (rollNo: string, saves: readonly BundleSave[]) => {
    for (const save of saves) {
      const clientId = newClientId();
      const chain = knitRollChain(reportNo, rollNo);
      // Narrowed per call, so each input is checked against its own call.
      if (save.call === 'postKnitCCDataRoll')
        await saveQueued(
          save.call,
          { jsonData: { ...save.jsonData, clientId } },
          { clientId, chain },
        );
      else
        await saveQueued(
          save.call,
          { jsonData: { ...save.jsonData, clientId } },
          { clientId, chain },
        );
      landed(clientId);
    }
  };

  const closeReport = async () => {
    const clientId = newClientId();
    await saveQueued(
      'postKnitCCRollSummaryData',
      { jsonData: { reportNo, clientId } },
      { clientId, chain: knitReportChain(reportNo) },
    );
    void whenSettled(clientId).then(refresh);
  };

  return { addBundle, changeBundle, closeReport };
}
