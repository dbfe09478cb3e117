import { sql, type SQL } from 'drizzle-orm';
import type {
  PassportBatch,
  PassportMove,
  PassportScan,
  RollPassport,
} from '../../../contract/main/passport';
import { dayInZone } from '../../../rules/periods';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { processes } from '../stock/ledger';

/**
 * A roll's stock life under its greige (bundle) and finish numbers: the ledger lines that moved
 * it, where it lies now, its dyeing batch, the dispatch it left on and its scans at the gate. Each
 * read is a probe of an index on the roll number.
 */

export interface RollNumbers {
  readonly greigeRollNo: string;
  readonly finishRollNo: string | null;
}

const numbersOf = (r: RollNumbers): SQL => {
  const nos = r.finishRollNo ? [r.greigeRollNo, r.finishRollNo] : [r.greigeRollNo];
  return sql`(${sql.join(
    nos.map((n) => sql`${n}`),
    sql`, `,
  )})`;
};

/** A ledger line with what the passport needs besides the move itself. */
export interface Line extends PassportMove {
  readonly entryBatchNo: string | null;
}

/** Every ledger line of the roll, oldest first (by posting day, then as booked). */
export async function ledgerLines(db: Db, roll: RollNumbers): Promise<Line[]> {
  const rows = await rowsOf<{
    entry_no: string;
    kind: string;
    posting_date: string;
    roll_no: string;
    warehouse: string | null;
    process: string | null;
    qty_kg: number;
    rolls: number;
    sales_order_no: string | null;
    batch_no: string | null;
  }>(
    db,
    sql`select l.entry_no, e.kind, l.posting_date::text as posting_date, l.roll_no, l.warehouse,
        l.process, l.qty_kg::float8 as qty_kg, l.rolls, e.sales_order_no, e.batch_no
      from stock_ledger l join stock_entries e on e.entry_no = l.entry_no
      where l.roll_no in ${numbersOf(roll)}
      order by l.posting_date, l.id`,
  );
  return rows.map((r) => ({
    entryNo: r.entry_no,
    kind: r.kind,
    postingDate: r.posting_date,
    rollNo: r.roll_no,
    warehouse: r.warehouse,
    process: r.process,
    qtyKg: Number(r.qty_kg),
    rolls: Number(r.rolls),
    salesOrderNo: r.sales_order_no,
    entryBatchNo: r.batch_no,
  }));
}

/** Where the roll lies now, by the roll balances: empty once it has left the mill's stock. */
export async function whereNow(db: Db, roll: RollNumbers): Promise<RollPassport['whereNow']> {
  const rows = await rowsOf<{ warehouse: string; qty_kg: number }>(
    db,
    sql`select warehouse, sum(qty_kg)::float8 as qty_kg from stock_roll_balances
      where roll_no in ${numbersOf(roll)} and rolls > 0
      group by warehouse order by warehouse`,
  );
  return rows.map((r) => ({ warehouse: r.warehouse, qtyKg: Number(r.qty_kg) }));
}

/** Gate scans that recognised the roll: a roll scan's reference is the number it was read as. */
export async function gateScans(db: Db, roll: RollNumbers): Promise<PassportScan[]> {
  const rows = await rowsOf<{
    scan_id: string;
    scanned_at: Date | string;
    gate: string;
    guard: string;
    kind: PassportScan['kind'];
    status: PassportScan['status'];
  }>(
    db,
    sql`select scan_id, scanned_at, gate, guard, kind, status from security_scans
      where kind = 'roll' and reference in ${numbersOf(roll)}
      order by scanned_at, scan_id`,
  );
  return rows.map((r) => ({
    scanId: r.scan_id,
    scannedAt: new Date(r.scanned_at).toISOString(),
    gate: r.gate,
    guard: r.guard,
    kind: r.kind,
    status: r.status,
  }));
}

/** The dyeing batch a greige roll joined here, with the kg it was issued at. */
export interface BatchJoined {
  readonly batch: Omit<PassportBatch, 'sentOn' | 'receivedOn'>;
  /** The greige kg the batch issued, as the ledger moved it. */
  readonly kg: number | null;
  /** The day of the stock entry that sent the batch out, when it names one. */
  readonly issuedOn: string | null;
}

interface BatchRow {
  batch_no: string;
  warehouse: string | null;
  colour: string | null;
  shade: string | null;
  machine: string | null;
  created_on: string;
  kg: number | null;
  issued_on: string | null;
}

const batchRow = (r: BatchRow): BatchJoined => ({
  batch: {
    batchNo: r.batch_no,
    processor: r.warehouse,
    colour: r.colour,
    shade: r.shade,
    machine: r.machine,
    createdOn: r.created_on,
  },
  kg: r.kg === null ? null : Number(r.kg),
  issuedOn: r.issued_on,
});

const batchColumns = sql`b.batch_no, b.warehouse, b.colour, b.shade, b.machine,
  b.created_on::text as created_on, e.posting_date::text as issued_on`;

/** The batch a greige roll was put in here (batch_rolls), if any. */
export async function batchOfRoll(db: Db, greigeRollNo: string): Promise<BatchJoined | null> {
  const [row] = await rowsOf<BatchRow>(
    db,
    sql`select ${batchColumns}, br.kg::float8 as kg
      from batch_rolls br join batches b on b.batch_no = br.batch_no
        left join stock_entries e on e.entry_no = b.stock_entry_no
      where br.roll_no = ${greigeRollNo}`,
  );
  return row ? batchRow(row) : null;
}

/** A batch by number: one the ERP made, which the ledger shows the roll was issued in. */
export async function batchByNo(db: Db, batchNo: string): Promise<BatchJoined | null> {
  const [row] = await rowsOf<BatchRow>(
    db,
    sql`select ${batchColumns}, null::float8 as kg
      from batches b left join stock_entries e on e.entry_no = b.stock_entry_no
      where b.batch_no = ${batchNo}`,
  );
  return row ? batchRow(row) : null;
}

/** The batch issue that sent the greige roll to its processor, by the ledger. */
export const issueLine = (lines: readonly Line[], greigeRollNo: string): Line | undefined =>
  lines.find(
    (l) =>
      l.kind === 'batchIssue' && l.rollNo === greigeRollNo && l.warehouse !== null && l.rolls > 0,
  );

/** When the batch went out and the roll came back finished; null while it is not known. */
export function batchDays(
  joined: BatchJoined,
  lines: readonly Line[],
  roll: RollNumbers,
  finishedAt: Date | null,
): PassportBatch {
  const sent = issueLine(lines, roll.greigeRollNo);
  const back = lines.find((l) => l.kind === 'dyeingReceipt');
  return {
    ...joined.batch,
    sentOn: sent?.postingDate ?? joined.issuedOn,
    receivedOn:
      back?.postingDate ?? (roll.finishRollNo && finishedAt ? dayInZone(finishedAt) : null),
  };
}

/** The transfer for a sales order that took the roll out of a warehouse last, if any. */
export function dispatchOf(lines: readonly Line[]): RollPassport['dispatch'] {
  const out = lines.filter(
    (l) => l.kind === 'transfer' && l.salesOrderNo !== null && l.warehouse !== null && l.rolls < 0,
  );
  const last = out.at(-1);
  return last?.salesOrderNo
    ? { salesOrderNo: last.salesOrderNo, entryNo: last.entryNo, postingDate: last.postingDate }
    : null;
}

/**
 * The finished kg dyeing produced of the finish roll, by the ledger's dyeing lines (its weighings),
 * as process loss counts it (stock/loss.ts); null until it is weighed.
 */
export function finishedKgOf(lines: readonly Line[], finishRollNo: string | null): number | null {
  if (!finishRollNo) return null;
  const kg = -lines
    .filter((l) => l.rollNo === finishRollNo && l.process === processes.dyeing)
    .reduce((t, l) => t + l.qtyKg, 0);
  return kg > 0 ? kg : null;
}

const kg3 = (n: number) => Math.round(n * 1000) / 1000;
const pct2 = (n: number) => Math.round(n * 100) / 100;

/** Greige kg into dyeing against finish kg out, rounded as the process-loss report rounds them. */
export function lossOf(
  greigeKg: number | null,
  finishKg: number | null,
): RollPassport['processLoss'] {
  if (greigeKg === null || finishKg === null || greigeKg <= 0) return null;
  const lossKg = kg3(greigeKg - finishKg);
  return {
    greigeKg: kg3(greigeKg),
    finishKg: kg3(finishKg),
    lossPct: pct2((lossKg / greigeKg) * 100),
  };
}
