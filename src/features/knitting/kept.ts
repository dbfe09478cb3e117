/**
 * A knitting report's saves still kept on the tablet (the outbox), laid over what the server
 * answered: a bundle added offline shows at once, a correction shows its new figures, a close
 * shows as closing. Only the inputs' shape is read (no schema): they were checked when saved.
 */
import { piecesPerKg } from '@rules';
import type { KnitRoll } from './queries';

interface Kept {
  readonly id: string;
  readonly call: string;
  readonly input: unknown;
}

/** A bundle as the screen lists it: the server's, or one still on the tablet. */
export interface BundleRow {
  /** The roll number, or the save's id for a bundle the server has not numbered yet. */
  readonly key: string;
  readonly rollNo: string | null;
  readonly pieces: number;
  readonly rejectedPieces: number;
  readonly kg: number;
  readonly piecesPerKg: number | null;
  readonly remarks: string | null;
  /** Some of its figures are still on the tablet, on their way to the server. */
  readonly kept: boolean;
}

interface KeptSaves {
  readonly rows: readonly BundleRow[];
  /** A close of the report is kept: no more bundles are added here. */
  readonly closing: boolean;
  /** How many of the report's saves are kept: when it drops, the server has some of them. */
  readonly count: number;
}

type Fields = Record<string, unknown>;
const jsonData = (input: unknown): Fields | null => {
  const data = (input as { jsonData?: unknown } | null)?.jsonData;
  return typeof data === 'object' && data !== null ? (data as Fields) : null;
};
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

const fromServer = (r: KnitRoll): BundleRow => ({
  key: r.rollNo,
  rollNo: r.rollNo,
  pieces: r.pieces,
  rejectedPieces: r.rejectedPieces,
  kg: r.kg,
  piecesPerKg: r.piecesPerKg,
  remarks: r.remarks,
  kept: false,
});

/** The bundles of `reportNo`: the server's with kept changes applied, then the kept new ones. */
export function keptSaves(
  pending: readonly Kept[],
  reportNo: string,
  rolls: readonly KnitRoll[],
): KeptSaves {
  const rows = new Map<string, BundleRow>(rolls.map((r) => [r.rollNo, fromServer(r)]));
  let closing = false;
  let count = 0;
  for (const item of pending) {
    const d = jsonData(item.input);
    if (!d || d.reportNo !== reportNo) continue;
    count += 1;
    if (item.call === 'postKnitCCRollSummaryData') closing = true;
    const rollNo = str(d.rollNo);
    const pieces = num(d.pieces);
    if (pieces === undefined) continue;
    const key = rollNo ?? item.id;
    const was = rows.get(key);
    if (item.call === 'postKnitCCDataRoll') {
      const kg = num(d.kg) ?? was?.kg ?? 0;
      rows.set(key, {
        key,
        rollNo: rollNo ?? null,
        pieces,
        rejectedPieces: was?.rejectedPieces ?? 0,
        kg,
        piecesPerKg: piecesPerKg(pieces, kg),
        remarks: str(d.remarks) ?? was?.remarks ?? null,
        kept: true,
      });
    } else if (item.call === 'postKnitCollarCuffRollData' && was) {
      rows.set(key, {
        ...was,
        pieces,
        rejectedPieces: num(d.rejectedPieces) ?? was.rejectedPieces,
        piecesPerKg: piecesPerKg(pieces, was.kg),
        kept: true,
      });
    }
  }
  return { rows: [...rows.values()], closing, count };
}

/** A report's totals over its bundles, kept ones included. */
export function totalsOf(rows: readonly BundleRow[]) {
  const pieces = rows.reduce((s, r) => s + r.pieces, 0);
  const kg = Math.round(rows.reduce((s, r) => s + r.kg, 0) * 1000) / 1000;
  return {
    bundles: rows.length,
    pieces,
    rejectedPieces: rows.reduce((s, r) => s + r.rejectedPieces, 0),
    kg,
    piecesPerKg: piecesPerKg(pieces, kg),
  };
}
