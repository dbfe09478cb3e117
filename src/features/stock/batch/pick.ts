/**
 * Picking greige rolls into a batch: what a scanned or typed number does, and the running kg.
 * Pure, so the answers a user hears at the scanner are pinned by tests (pick.test.ts). The server
 * checks each scanned roll (checkRollForBatch) and has the last word again when the batch is
 * saved; what is decided here is only what needs no server: a blank scan, a roll scanned twice.
 */
import type { CallOutput, Calls } from '@contract';

export type RollCheck = CallOutput<Calls['checkRollForBatch']>;
export type BatchableRoll = NonNullable<RollCheck['roll']>;
export type RollProblem = NonNullable<RollCheck['problem']>;

/** A greige roll that may join a batch, as the list and the scanner know it. */
export interface Candidate {
  readonly rollNo: string;
  readonly itemCode: string;
  readonly itemName: string;
  readonly kg: number;
  readonly producedOn: string;
  readonly sourceDocNo: string | null;
}

export const candidateOf = (r: BatchableRoll): Candidate => ({
  rollNo: r.rollNo,
  itemCode: r.itemCode,
  itemName: r.itemName,
  kg: r.kg,
  producedOn: r.producedOn,
  sourceDocNo: r.sourceDocNo,
});

export type ScanResult =
  | { readonly kind: 'added'; readonly roll: Candidate }
  | { readonly kind: 'empty' }
  | { readonly kind: 'already'; readonly rollNo: string }
  | { readonly kind: 'full'; readonly rollNo: string }
  | { readonly kind: 'otherItem'; readonly rollNo: string; readonly itemCode: string }
  | {
      readonly kind: 'refused';
      readonly rollNo: string;
      readonly problem: RollProblem;
      /** The open batch holding the roll (`inBatch`). */
      readonly batchNo: string | null;
      /** The stock entry that dispatched it (`dispatched`). */
      readonly stockEntryNo: string | null;
      /** The server's sentence, in English. */
      readonly message: string;
    };

/** The most rolls one batch takes (the call's limit). */
export const MAX_ROLLS = 500;

/**
 * A scanned code as a roll number: a hand scanner may add a line end, a label spaces that the
 * printed number does not have.
 */
export const cleanCode = (code: string): string => code.trim().replace(/\s+/g, '');

const samePicked = (picked: readonly Candidate[], rollNo: string) => {
  const upper = rollNo.toUpperCase();
  return picked.find((p) => p.rollNo.toUpperCase() === upper);
};

/**
 * What a number does before the server is asked: nothing when blank, a roll already picked is
 * named as such (a scanner read twice), a full batch takes no more. Null: ask the server.
 */
export function beforeCheck(
  picked: readonly Candidate[],
  code: string,
): Exclude<ScanResult, { kind: 'added' | 'otherItem' | 'refused' }> | null {
  const rollNo = cleanCode(code);
  if (!rollNo) return { kind: 'empty' };
  const twice = samePicked(picked, rollNo);
  if (twice) return { kind: 'already', rollNo: twice.rollNo };
  if (picked.length >= MAX_ROLLS) return { kind: 'full', rollNo };
  return null;
}

/**
 * The server's answer about a scanned roll, for a batch of `itemCode` (empty: no fabric chosen
 * yet, and the first roll scanned chooses it).
 */
export function afterCheck(
  picked: readonly Candidate[],
  rollNo: string,
  check: RollCheck,
  itemCode: string,
): ScanResult {
  if (!check.ok || !check.roll)
    return {
      kind: 'refused',
      rollNo,
      problem: check.problem ?? 'unknownRoll',
      batchNo: check.batchNo,
      stockEntryNo: check.stockEntryNo,
      message: check.message,
    };
  const roll = candidateOf(check.roll);
  // The server may answer under the number as it files it (case), which the list shows.
  if (samePicked(picked, roll.rollNo)) return { kind: 'already', rollNo: roll.rollNo };
  if (itemCode && roll.itemCode !== itemCode)
    return { kind: 'otherItem', rollNo: roll.rollNo, itemCode: roll.itemCode };
  return { kind: 'added', roll };
}

/** Adds or removes one roll (a tap on the list), keeping the order they were picked in. */
export function toggleRoll(picked: readonly Candidate[], roll: Candidate): Candidate[] {
  return picked.some((p) => p.rollNo === roll.rollNo)
    ? picked.filter((p) => p.rollNo !== roll.rollNo)
    : [...picked, roll];
}

/** The picked rolls' count and kg, summed in grams: adding tenths of a kg as floats drifts. */
export function runningKg(picked: readonly Pick<Candidate, 'kg'>[]): { rolls: number; kg: number } {
  const grams = picked.reduce((sum, r) => sum + Math.round(r.kg * 1000), 0);
  return { rolls: picked.length, kg: grams / 1000 };
}
