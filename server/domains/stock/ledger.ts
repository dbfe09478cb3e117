import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextDailyNo } from '../../db/numbering';
import {
  stockBalances,
  stockEntries,
  stockLedger,
  stockRollBalances,
  type StockEntryKind,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * Posting to the stock ledger (server/db/schema/stock.ts). Every movement goes through
 * `postEntry`: it checks the entry balances, writes it and its lines, and adds the lines to the
 * warehouse summary and the roll balances in the same transaction. `rebuildBalances` recomputes
 * both from the ledger alone; the two always agree (stock.test.ts).
 */

export interface LedgerLine {
  readonly itemCode: string;
  /** A warehouse, or else the process that consumed or produced the stock. */
  readonly warehouse?: string | null;
  readonly process?: string | null;
  readonly batchNo?: string | null;
  readonly rollNo?: string | null;
  /** + in, − out. */
  readonly qtyKg: number;
  readonly pieces?: number;
  readonly rolls?: number;
}

export interface EntryHead {
  readonly kind: StockEntryKind;
  readonly postingDate: string;
  /** The prefix of the entry's daily number: STE for entries made here. */
  readonly prefix?: string;
  readonly batchNo?: string | null;
  readonly salesOrderNo?: string | null;
  readonly itemRowId?: string | null;
  readonly fromWarehouse?: string | null;
  readonly toWarehouse?: string | null;
  readonly remarks?: string | null;
  readonly createdBy?: string | null;
}

/**
 * Runs a read that probes an index once per roll (a PO's rolls) or sums many small groups.
 * PostgreSQL costs such plans high: above `jit_above_cost` it would compile the plan first, and it
 * would start parallel workers, each costing more than the read itself. Both are turned off in a
 * transaction of its own, so the settings end with it.
 */
export function perRollRead<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}

/** Processes named on the ledger's non-warehouse side. */
export const processes = {
  knitting: 'knitting',
  purchase: 'purchase',
  subcontracting: 'subcontracting',
  dyeing: 'dyeing',
  opening: 'opening',
} as const;

const grams = (kg: number) => Math.round(kg * 1000);
export const roundKg = (kg: number): number => grams(kg) / 1000;

/** An unbalanced entry is a fault of the code posting it, never of the user's input. */
export function assertBalanced(lines: readonly LedgerLine[]): void {
  const sum = lines.reduce(
    (t, l) => ({
      g: t.g + grams(l.qtyKg),
      p: t.p + (l.pieces ?? 0),
      r: t.r + (l.rolls ?? 0),
    }),
    { g: 0, p: 0, r: 0 },
  );
  for (const l of lines) {
    if ((l.warehouse == null) === (l.process == null))
      throw new Error('A ledger line names a warehouse or a process, not both or neither.');
  }
  if (sum.g !== 0 || sum.p !== 0 || sum.r !== 0)
    throw new Error(
      `Unbalanced stock entry: ${sum.g} g, ${sum.p} pieces, ${sum.r} rolls left over.`,
    );
}

const chunk = 1000;

/** A ledger line as its table holds it: kg rounded, absent places and counts empty or 0. */
export function ledgerRow(entryNo: string, postingDate: string, l: LedgerLine) {
  return {
    entryNo,
    postingDate,
    itemCode: l.itemCode,
    warehouse: l.warehouse ?? null,
    process: l.process ?? null,
    batchNo: l.batchNo ?? null,
    rollNo: l.rollNo ?? null,
    qtyKg: roundKg(l.qtyKg),
    pieces: l.pieces ?? 0,
    rolls: l.rolls ?? 0,
  };
}

/** Writes one balanced entry and its lines, and keeps the balances; answers the entry number. */
export async function postEntry(
  db: Db,
  head: EntryHead,
  lines: readonly LedgerLine[],
): Promise<string> {
  assertBalanced(lines);
  const entryNo = await nextDailyNo(
    db,
    stockEntries.entryNo,
    head.prefix ?? 'STE',
    head.postingDate,
  );
  await db.insert(stockEntries).values({
    entryNo,
    kind: head.kind,
    postingDate: head.postingDate,
    batchNo: head.batchNo ?? null,
    salesOrderNo: head.salesOrderNo ?? null,
    itemRowId: head.itemRowId ?? null,
    fromWarehouse: head.fromWarehouse ?? null,
    toWarehouse: head.toWarehouse ?? null,
    remarks: head.remarks ?? null,
    createdBy: head.createdBy ?? null,
  });
  const rows = lines.map((l) => ledgerRow(entryNo, head.postingDate, l));
  for (let i = 0; i < rows.length; i += chunk)
    await db.insert(stockLedger).values(rows.slice(i, i + chunk));
  await applyToBalances(db, lines);
  return entryNo;
}

interface Delta {
  g: number;
  pieces: number;
  rolls: number;
}

function addTo<K>(map: Map<string, K & Delta>, key: string, base: K, l: LedgerLine): void {
  const d = map.get(key) ?? { ...base, g: 0, pieces: 0, rolls: 0 };
  d.g += grams(l.qtyKg);
  d.pieces += l.pieces ?? 0;
  d.rolls += l.rolls ?? 0;
  map.set(key, d);
}

/**
 * Adds the warehouse lines to the summary and the roll balances, in key order (so two saves
 * touching the same rows lock them in the same order), and drops the rows that come to nothing.
 */
async function applyToBalances(db: Db, lines: readonly LedgerLine[]): Promise<void> {
  type Bal = { itemCode: string; warehouse: string; batchKey: string };
  type RollBal = Bal & { rollNo: string };
  const summary = new Map<string, Bal & Delta>();
  const perRoll = new Map<string, RollBal & Delta>();
  for (const l of lines) {
    if (l.warehouse == null) continue;
    const base = { itemCode: l.itemCode, warehouse: l.warehouse, batchKey: l.batchNo ?? '' };
    addTo(summary, JSON.stringify([base.itemCode, base.warehouse, base.batchKey]), base, l);
    if (l.rollNo != null)
      addTo(
        perRoll,
        JSON.stringify([l.rollNo, base.warehouse, base.batchKey]),
        { ...base, rollNo: l.rollNo },
        l,
      );
  }
  const sorted = <T>(m: Map<string, T>) =>
    [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  const sums = sorted(summary);
  for (let i = 0; i < sums.length; i += chunk) {
    const part = sums.slice(i, i + chunk);
    await db
      .insert(stockBalances)
      .values(
        part.map((d) => ({
          itemCode: d.itemCode,
          warehouse: d.warehouse,
          batchKey: d.batchKey,
          qtyKg: d.g / 1000,
          pieces: d.pieces,
          rolls: d.rolls,
        })),
      )
      .onConflictDoUpdate({
        target: [stockBalances.itemCode, stockBalances.warehouse, stockBalances.batchKey],
        set: {
          qtyKg: sql`${stockBalances.qtyKg} + excluded.qty_kg`,
          pieces: sql`${stockBalances.pieces} + excluded.pieces`,
          rolls: sql`${stockBalances.rolls} + excluded.rolls`,
        },
      });
    await db.execute(sql`delete from stock_balances
      where qty_kg = 0 and pieces = 0 and rolls = 0
        and (item_code, warehouse, batch_key) in (${tuples(
          part.map((d) => [d.itemCode, d.warehouse, d.batchKey]),
        )})`);
  }
  const rolls = sorted(perRoll);
  for (let i = 0; i < rolls.length; i += chunk) {
    const part = rolls.slice(i, i + chunk);
    await db
      .insert(stockRollBalances)
      .values(
        part.map((d) => ({
          rollNo: d.rollNo,
          warehouse: d.warehouse,
          batchKey: d.batchKey,
          itemCode: d.itemCode,
          qtyKg: d.g / 1000,
          pieces: d.pieces,
          rolls: d.rolls,
        })),
      )
      .onConflictDoUpdate({
        target: [stockRollBalances.rollNo, stockRollBalances.warehouse, stockRollBalances.batchKey],
        set: {
          qtyKg: sql`${stockRollBalances.qtyKg} + excluded.qty_kg`,
          pieces: sql`${stockRollBalances.pieces} + excluded.pieces`,
          rolls: sql`${stockRollBalances.rolls} + excluded.rolls`,
        },
      });
    await db.execute(sql`delete from stock_roll_balances
      where qty_kg = 0 and pieces = 0 and rolls = 0
        and (roll_no, warehouse, batch_key) in (${tuples(
          part.map((d) => [d.rollNo, d.warehouse, d.batchKey]),
        )})`);
  }
}

const tuples = (rows: readonly (readonly string[])[]): SQL =>
  sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/**
 * Recomputes the warehouse summary and the roll balances from the ledger alone. The truncate's
 * lock waits for saves already adding to the balances and holds new ones back until this
 * commits, so no save's lines are counted twice or lost. Answers how many summary rows there are.
 */
export async function rebuildBalances(outer: Db): Promise<number> {
  // Its own transaction (a savepoint inside a save's), so the lock holds until it is done.
  return outer.transaction(async (db) => {
    // Truncate rather than delete: the new rows need not step over a million dead ones, and the
    // lock it takes holds saves (and reads) back until the rebuilt balances are committed.
    await db.execute(sql`truncate stock_balances, stock_roll_balances`);
    await db.execute(sql`
    insert into stock_balances (item_code, warehouse, batch_key, qty_kg, pieces, rolls)
    select item_code, warehouse, coalesce(batch_no, ''), sum(qty_kg), sum(pieces), sum(rolls)
    from stock_ledger where warehouse is not null
    group by item_code, warehouse, coalesce(batch_no, '')
    having sum(qty_kg) <> 0 or sum(pieces) <> 0 or sum(rolls) <> 0`);
    await db.execute(sql`
    insert into stock_roll_balances (roll_no, warehouse, batch_key, item_code, qty_kg, pieces, rolls)
    select roll_no, warehouse, coalesce(batch_no, ''), min(item_code), sum(qty_kg), sum(pieces), sum(rolls)
    from stock_ledger where warehouse is not null and roll_no is not null
    group by roll_no, warehouse, coalesce(batch_no, '')
    having sum(qty_kg) <> 0 or sum(pieces) <> 0 or sum(rolls) <> 0`);
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from stock_balances`,
    );
    return row?.n ?? 0;
  });
}

/**
 * Adds the lines of entries written in bulk (SQL, not `postEntry`) to the balances: one
 * aggregation over just those entries, so bulk receipts keep the same invariant as single ones.
 */
export async function applyEntriesToBalances(db: Db, entryNos: SQL): Promise<void> {
  await db.execute(sql`
    insert into stock_balances (item_code, warehouse, batch_key, qty_kg, pieces, rolls)
    select item_code, warehouse, coalesce(batch_no, ''), sum(qty_kg), sum(pieces), sum(rolls)
    from stock_ledger where warehouse is not null and entry_no in (${entryNos})
    group by item_code, warehouse, coalesce(batch_no, '')
    order by 1, 2, 3
    on conflict (item_code, warehouse, batch_key) do update set
      qty_kg = stock_balances.qty_kg + excluded.qty_kg,
      pieces = stock_balances.pieces + excluded.pieces,
      rolls = stock_balances.rolls + excluded.rolls`);
  await db.execute(sql`
    insert into stock_roll_balances (roll_no, warehouse, batch_key, item_code, qty_kg, pieces, rolls)
    select roll_no, warehouse, coalesce(batch_no, ''), min(item_code), sum(qty_kg), sum(pieces), sum(rolls)
    from stock_ledger
    where warehouse is not null and roll_no is not null and entry_no in (${entryNos})
    group by roll_no, warehouse, coalesce(batch_no, '')
    order by 1, 2, 3
    on conflict (roll_no, warehouse, batch_key) do update set
      qty_kg = stock_roll_balances.qty_kg + excluded.qty_kg,
      pieces = stock_roll_balances.pieces + excluded.pieces,
      rolls = stock_roll_balances.rolls + excluded.rolls`);
  await db.execute(sql`delete from stock_balances where qty_kg = 0 and pieces = 0 and rolls = 0`);
  await db.execute(
    sql`delete from stock_roll_balances where qty_kg = 0 and pieces = 0 and rolls = 0`,
  );
}

/** Where a roll lies now: its warehouse rows with the roll in them (at most one in practice). */
export async function rollPlaces(
  db: Db,
  rollNos: readonly string[],
): Promise<
  Map<
    string,
    { warehouse: string; batchNo: string | null; itemCode: string; kg: number; pieces: number }
  >
> {
  if (rollNos.length === 0) return new Map();
  const rows = await rowsOf<{
    roll_no: string;
    warehouse: string;
    batch_key: string;
    item_code: string;
    qty_kg: string | number;
    pieces: number;
  }>(
    db,
    sql`select roll_no, warehouse, batch_key, item_code, qty_kg, pieces from stock_roll_balances
      where roll_no in (${sql.join(
        rollNos.map((r) => sql`${r}`),
        sql`, `,
      )}) and rolls > 0
      order by roll_no, warehouse`,
  );
  const out = new Map<
    string,
    { warehouse: string; batchNo: string | null; itemCode: string; kg: number; pieces: number }
  >();
  for (const r of rows)
    if (!out.has(r.roll_no))
      out.set(r.roll_no, {
        warehouse: r.warehouse,
        batchNo: r.batch_key === '' ? null : r.batch_key,
        itemCode: r.item_code,
        kg: Number(r.qty_kg),
        pieces: r.pieces,
      });
  return out;
}

/** Rolls the ledger has any line of. */
export async function rollsInLedger(db: Db, rollNos: readonly string[]): Promise<Set<string>> {
  if (rollNos.length === 0) return new Set();
  const rows = await rowsOf<{ roll_no: string }>(
    db,
    sql`select distinct roll_no from stock_ledger where roll_no in (${sql.join(
      rollNos.map((r) => sql`${r}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.roll_no));
}

/** The process that brought a greige roll in, from the document it came against. */
export const receiptProcessSql = sql.raw(`case
  when g.source_kind in ('jobCard', 'workOrder') then 'knitting'
  when g.source_kind = 'subcontractingOrder' then 'subcontracting'
  else 'purchase' end`);

export function receiptProcess(sourceKind: string | null): string {
  if (sourceKind === 'jobCard' || sourceKind === 'workOrder') return processes.knitting;
  if (sourceKind === 'subcontractingOrder') return processes.subcontracting;
  return processes.purchase;
}
