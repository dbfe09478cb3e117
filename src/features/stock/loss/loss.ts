/**
 * How a process-loss line reads: a loss or a gain (fabric can take up weight in dyeing), within
 * or beyond the mill's tolerance, or still waiting for its finished fabric. The server judges the
 * tolerance (overTolerance); this only puts its answer into states and sums a PO. Pure, so what a
 * supervisor reads for a line is pinned by tests (loss.test.ts).
 */
import type { CallOutput, Calls } from '@contract';

export type LossRow = CallOutput<Calls['getPOProcessLossFromDB']>[number];
export type LossRollRow = LossRow['rolls'][number];

export type LossState =
  /** Nothing has come back (and been weighed) yet: no loss to judge. */
  'waiting' | 'loss' | 'gain' | 'lossBeyond' | 'gainBeyond';

/** A batch's or a roll's state from the server's figures. */
export function lossState(r: {
  lossKg: number | null;
  lossPercent: number | null;
  overTolerance: boolean;
}): LossState {
  if (r.lossPercent === null || r.lossKg === null) return 'waiting';
  if (r.lossKg < 0) return r.overTolerance ? 'gainBeyond' : 'gain';
  return r.overTolerance ? 'lossBeyond' : 'loss';
}

export const isBeyond = (s: LossState): boolean => s === 'lossBeyond' || s === 'gainBeyond';

export interface LossTotals {
  /** Greige kg issued to dyeing, all of it. */
  issuedKg: number;
  /** Greige kg of the rolls that are back and weighed: what the loss is counted over. */
  backKg: number;
  finishKgOut: number;
  pendingKg: number;
  lossKg: number;
  lossPercent: number | null;
  rollsIssued: number;
  rollsReceived: number;
  /** Lines the server flagged beyond the tolerance. */
  beyond: number;
}

/**
 * A PO's totals over its lines, counted like each line: the loss over the rolls that are back, so
 * a PO half back is not a 50 % loss. Summed in grams: adding tenths of a kg as floats drifts.
 */
export function lossTotals(rows: readonly LossRow[]): LossTotals {
  let issued = 0;
  let pending = 0;
  let out = 0;
  let rollsIssued = 0;
  let rollsReceived = 0;
  let beyond = 0;
  for (const r of rows) {
    issued += Math.round(r.greigeKgIn * 1000);
    pending += Math.round(r.pendingKg * 1000);
    out += Math.round(r.finishKgOut * 1000);
    rollsIssued += r.rollsIssued;
    rollsReceived += r.rollsReceived;
    if (r.overTolerance) beyond += 1;
  }
  const back = issued - pending;
  return {
    issuedKg: issued / 1000,
    backKg: back / 1000,
    finishKgOut: out / 1000,
    pendingKg: pending / 1000,
    lossKg: (back - out) / 1000,
    lossPercent: back > 0 ? ((back - out) / back) * 100 : null,
    rollsIssued,
    rollsReceived,
    beyond,
  };
}
