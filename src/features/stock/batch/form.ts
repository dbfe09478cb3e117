/** The batch form as typed, and the call's payload made from it. */
import type { CallInput, Calls } from '@contract';
import type { Candidate } from './pick';

export type BatchPayload = CallInput<Calls['postBatchData']>['jsonData'];

export interface BatchForm {
  date: string;
  itemCode: string;
  colour: string;
  shade: string;
  lot: string;
  /** The warehouse of the dyeing processor the rolls go to. */
  processor: string;
  machine: string;
  remarks: string;
}

export const emptyBatch = (date: string): BatchForm => ({
  date,
  itemCode: '',
  colour: '',
  shade: '',
  lot: '',
  processor: '',
  machine: '',
  remarks: '',
});

/** The payload; optional fields left empty are left out, so the server sees no empty text. */
export function toBatchPayload(
  f: BatchForm,
  picked: readonly Candidate[],
  clientId: string,
): BatchPayload {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    date: f.date,
    itemCode: f.itemCode,
    colour: f.colour,
    shade: opt(f.shade),
    lot: f.lot,
    greigeRollNos: picked.map((r) => r.rollNo),
    processor: f.processor,
    machine: opt(f.machine),
    remarks: opt(f.remarks),
    clientId,
  };
}
