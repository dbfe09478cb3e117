import type { PassportMove } from '../../../contract/main/passport';

/**
 * The roll's stock moves as a person tells them. The ledger books every entry as balanced lines
 * (kg out of one place, the same kg into another), so each entry shows up twice or more; here an
 * entry's lines for one roll number become one move, from where to where and how many kg.
 */

/** A side of a move: a warehouse, or else the process (knitting, dyeing, …) a line names. */
export interface MovePlace {
  readonly warehouse: string | null;
  readonly process: string | null;
}

export interface StockMove {
  readonly entryNo: string;
  readonly kind: string;
  readonly postingDate: string;
  readonly rollNo: string;
  readonly from: readonly MovePlace[];
  readonly to: readonly MovePlace[];
  /** The kg that moved; null when every line was 0 kg (a roll that arrived before its weighing). */
  readonly kg: number | null;
  readonly salesOrderNo: string | null;
}

/**
 * The side a line is on: kg out is "from", kg in is "to". A 0 kg line still moves the roll
 * itself (a finish roll back from dyeing before it is weighed), so its roll count tells the side.
 */
const sideOf = (line: PassportMove): 'from' | 'to' | null => {
  const sign = Math.sign(line.qtyKg) || Math.sign(line.rolls);
  return sign < 0 ? 'from' : sign > 0 ? 'to' : null;
};

const withPlace = (places: MovePlace[], line: PassportMove): void => {
  if (!places.some((p) => p.warehouse === line.warehouse && p.process === line.process))
    places.push({ warehouse: line.warehouse, process: line.process });
};

interface Draft {
  entryNo: string;
  kind: string;
  postingDate: string;
  rollNo: string;
  from: MovePlace[];
  to: MovePlace[];
  kg: number;
  salesOrderNo: string | null;
}

/** One move per stock entry and roll number, oldest first (the ledger's order within a day). */
export function movesOf(lines: readonly PassportMove[]): StockMove[] {
  const byDay = [...lines].sort((a, b) => a.postingDate.localeCompare(b.postingDate));
  const moves = new Map<string, Draft>();
  for (const line of byDay) {
    const key = JSON.stringify([line.entryNo, line.rollNo]);
    let move = moves.get(key);
    if (!move) {
      move = {
        entryNo: line.entryNo,
        kind: line.kind,
        postingDate: line.postingDate,
        rollNo: line.rollNo,
        from: [],
        to: [],
        kg: 0,
        salesOrderNo: null,
      };
      moves.set(key, move);
    }
    const side = sideOf(line);
    if (side) withPlace(move[side], line);
    move.kg = Math.max(move.kg, Math.abs(line.qtyKg));
    move.salesOrderNo ??= line.salesOrderNo;
  }
  return [...moves.values()].map((m) => ({ ...m, kg: m.kg > 0 ? m.kg : null }));
}
