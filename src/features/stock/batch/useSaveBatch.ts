import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discardSave } from '../../../lib/outbox';
import { callKey, savedKey } from '../../../lib/rpc';
import { newClientId, saveForAnswer } from '../../../lib/save';
import type { BatchPayload } from './form';
import { batchCardQuery, type BatchCardData } from './queries';

/**
 * Saving a batch through the outbox (kept on the tablet if the network drops), waiting for the
 * server's number. Saved, the card is filled in from the answer at once; refused, the refused
 * save is let go, as the screen shows why and keeps the form to mend it.
 */
export function useSaveBatch(
  onSaved: (batchNo: string) => void,
  itemName: (code: string) => string,
) {
  const [clientId, setClientId] = useState(newClientId);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (jsonData: BatchPayload) =>
      saveForAnswer('postBatchData', { jsonData }, { clientId, chain: ['batch', clientId] }),
    onSuccess: (answer, jsonData) => {
      // The card opens at once from the answer; a reprint later reads it from the server.
      const shown: BatchCardData = {
        batchNo: answer.batchNo,
        date: jsonData.date,
        itemCode: jsonData.itemCode,
        itemName: itemName(jsonData.itemCode),
        colour: jsonData.colour,
        shade: jsonData.shade ?? null,
        lot: jsonData.lot,
        processor: answer.processor,
        machine: jsonData.machine ?? null,
        remarks: jsonData.remarks ?? null,
        rolls: answer.rolls,
        totalKg: answer.totalKg,
        stockEntryNo: answer.stockEntryNo,
        rollRows: answer.rollRows,
      };
      queryClient.setQueryData(batchCardQuery(answer.batchNo).queryKey, shown);
      // The rolls left greige stock for the processor: the lists of rolls and batches go stale.
      void queryClient.invalidateQueries({ queryKey: savedKey('getGreigeRollsForBatch') });
      void queryClient.invalidateQueries({ queryKey: callKey('getbatchFromDB') });
      onSaved(answer.batchNo);
    },
    // The next try is a new save (a new key): the same key would be answered with the refusal.
    onError: (_error, jsonData) => {
      if (jsonData.clientId) void discardSave(jsonData.clientId);
      setClientId(newClientId());
    },
  });
  return {
    save,
    clientId,
    /** A new batch: a new key, and the last answer or refusal forgotten. */
    reset: () => {
      setClientId(newClientId());
      save.reset();
    },
  };
}
