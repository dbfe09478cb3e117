import type {
  PassportAnswer,
  PassportInspection,
  PassportKind,
  RollPassport,
} from '../../../contract/main/passport';
import type { Db } from '../../db/client';
import { bundleInspections, fabricInspections } from './inspections';
import { bundleOrigin, greigeOrigin } from './origin';
import { rollsNamed, type RollMatch } from './resolve';
import {
  batchByNo,
  batchDays,
  batchOfRoll,
  dispatchOf,
  finishedKgOf,
  gateScans,
  issueLine,
  ledgerLines,
  lossOf,
  whereNow,
} from './stock';

/**
 * The roll passport (contract/main/passport.ts): a number resolved to the one roll it names, then
 * that roll's origin, inspections, batch, stock moves and gate scans read side by side.
 */

/** The kg its latest finish inspection weighed: the finish kg when the ledger has no weighing. */
const lastFinishKg = (inspections: readonly PassportInspection[]): number | null =>
  inspections.filter((i) => i.stage === 'finish' && !i.earlier && i.kg !== null).at(-1)?.kg ?? null;

async function passportOf(db: Db, m: RollMatch): Promise<RollPassport> {
  const fabric = m.kind === 'greige' || m.kind === 'finish';
  const roll = { greigeRollNo: m.greigeRollNo, finishRollNo: m.finishRollNo };
  const [made, inspections, lines, lying, scans, joined] = await Promise.all([
    fabric ? greigeOrigin(db, m.greigeRollNo) : bundleOrigin(db, m.greigeRollNo),
    fabric
      ? fabricInspections(db, m.greigeRollNo, m.itemCode)
      : bundleInspections(db, m.greigeRollNo),
    ledgerLines(db, roll),
    whereNow(db, roll),
    gateScans(db, roll),
    batchOfRoll(db, m.greigeRollNo),
  ]);
  // A batch the ERP made has no batch_rolls here; the ledger's issue names it.
  const issued = issueLine(lines, m.greigeRollNo);
  const batch = joined ?? (issued?.entryBatchNo ? await batchByNo(db, issued.entryBatchNo) : null);
  const greigeKg = batch?.kg ?? issued?.qtyKg ?? (fabric ? made.origin.kg : null);
  const finishKg = m.finishRollNo
    ? (finishedKgOf(lines, m.finishRollNo) ?? lastFinishKg(inspections))
    : null;
  return {
    kind: m.kind,
    rollNo: m.rollNo,
    greigeRollNo: m.greigeRollNo,
    finishRollNo: m.finishRollNo,
    itemCode: m.itemCode,
    itemName: m.itemName,
    colour: batch?.batch.colour ?? made.colour,
    ccKind: made.ccKind,
    size: made.size,
    origin: made.origin,
    inspections,
    batch: batch ? batchDays(batch, lines, roll, m.finishedAt) : null,
    processLoss: lossOf(greigeKg, finishKg),
    moves: lines.map(({ entryBatchNo: _batch, ...move }) => move),
    whereNow: lying,
    dispatch: dispatchOf(lines),
    scans,
  };
}

/** The one roll a number names, the rolls to choose from when it names several, or none. */
export async function rollPassport(
  db: Db,
  rollNo: string,
  kind: PassportKind | undefined,
): Promise<PassportAnswer> {
  const matches = await rollsNamed(db, rollNo, kind);
  const [only] = matches;
  if (!only) return { found: 'none', rollNo };
  if (matches.length === 1) return { found: 'one', passport: await passportOf(db, only) };
  return {
    found: 'many',
    matches: matches.map((r) => ({
      kind: r.kind,
      rollNo: r.rollNo,
      itemCode: r.itemCode,
      itemName: r.itemName,
    })),
  };
}
