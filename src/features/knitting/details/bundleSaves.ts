/** Which saves a bundle's change makes, and their checks against the contract's schemas. */
import type { CallInput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import type { KnitIssue } from '../issues';

type RollInput = CallInput<Calls['postKnitCCDataRoll']>['jsonData'];
type QualityInput = CallInput<Calls['postKnitCollarCuffRollData']>['jsonData'];

export type BundleSave =
  | { readonly call: 'postKnitCCDataRoll'; readonly jsonData: RollInput }
  | { readonly call: 'postKnitCollarCuffRollData'; readonly jsonData: QualityInput };

export interface BundleFigures {
  readonly pieces: number;
  readonly rejectedPieces: number;
  readonly kg: number;
  readonly remarks: string;
}

/**
 * A numbered bundle's change as saves, in the order they must land. Rejects go first, with the
 * pieces they are counted out of: the server refuses pieces below the rejects already recorded,
 * so lowering both at once only works in that order. Nothing changed: no save.
 */
export function planBundleSaves(
  key: { reportNo: string; rollNo: string },
  was: BundleFigures,
  next: BundleFigures,
): BundleSave[] {
  const remarks = next.remarks.trim();
  const remarksChanged = remarks !== was.remarks.trim();
  const rejects = next.rejectedPieces !== was.rejectedPieces;
  const saves: BundleSave[] = [];
  if (rejects) {
    saves.push({
      call: 'postKnitCollarCuffRollData',
      jsonData: { ...key, pieces: next.pieces, rejectedPieces: next.rejectedPieces, remarks },
    });
  }
  const weighed =
    next.kg !== was.kg || (!rejects && (next.pieces !== was.pieces || remarksChanged));
  if (weighed) {
    saves.push({
      call: 'postKnitCCDataRoll',
      jsonData: { ...key, pieces: next.pieces, kg: next.kg, remarks },
    });
  }
  return saves;
}

type Issues = (KnitIssue & { path: PropertyKey[] })[];

/** Checks an input with its call's schema; the issues keep their paths for the fields. */
export async function checkInput(call: BundleSave['call'], jsonData: unknown): Promise<Issues> {
  const parsed = (await loadCall(call)).input.safeParse({ jsonData });
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ ...i, path: [...i.path] }));
}
