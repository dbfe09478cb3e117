import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextDailyNo } from '../../db/numbering';
import { stockEntries } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import {
  applyEntriesToBalances,
  postEntry,
  processes,
  receiptProcess,
  receiptProcessSql,
  rollsInLedger,
} from './ledger';
import { warehouseFor } from './places';

/**
 * Production into the ledger. Greige rolls and collar and cuff bundles reach the mirror from the
 * ERP (knitted here, bought, knitted by a subcontractor); the ledger books each in once, as a
 * receipt into the greige store (or the collar and cuff store) from its named process. A roll the
 * stock domain touches before its receipt is booked first (`receiveGreigeRolls`); everything else
 * the mirror holds is brought in by `receiveMirroredProduction` (the demo mill, and every
 * callSetWarehouseWiseStockData).
 */

export interface GreigeRollForReceipt {
  readonly rollNo: string;
  readonly itemCode: string;
  readonly kg: number;
  readonly sourceKind: string | null;
  readonly producedOn: string;
}

/** Books in those of `rolls` the ledger has never seen, one receipt per production day. */
export async function receiveGreigeRolls(
  db: Db,
  rolls: readonly GreigeRollForReceipt[],
  createdBy: string | null,
): Promise<void> {
  const seen = await rollsInLedger(
    db,
    rolls.map((r) => r.rollNo),
  );
  const fresh = rolls.filter((r) => !seen.has(r.rollNo));
  if (fresh.length === 0) return;
  const store = await warehouseFor(db, 'greige');
  const byDay = new Map<string, GreigeRollForReceipt[]>();
  for (const r of fresh) byDay.set(r.producedOn, [...(byDay.get(r.producedOn) ?? []), r]);
  for (const [day, list] of [...byDay.entries()].sort()) {
    await postEntry(
      db,
      { kind: 'receipt', prefix: 'REC', postingDate: day, toWarehouse: store, createdBy },
      list.flatMap((r) => [
        { itemCode: r.itemCode, warehouse: store, rollNo: r.rollNo, qtyKg: r.kg, rolls: 1 },
        {
          itemCode: r.itemCode,
          process: receiptProcess(r.sourceKind),
          rollNo: r.rollNo,
          qtyKg: -r.kg,
          rolls: -1,
        },
      ]),
    );
  }
}

/**
 * Books in every greige roll and every bundle of a completed knitting report that the ledger has
 * not seen, in bulk, one receipt per day and kind. A bundle's good pieces (knitted less spoilt)
 * come in with the kg the lot's pieces per kg gives them. Answers how many rolls and bundles.
 */
export async function receiveMirroredProduction(
  outer: Db,
  createdBy: string | null,
  opts: { keepBalances: boolean } = { keepBalances: true },
): Promise<number> {
  // Its own transaction (a savepoint inside a save's): the temporary tables live until it ends.
  return outer.transaction((db) => receiveInBulk(db, createdBy, opts.keepBalances));
}

/** `keepBalances` false: the caller rebuilds the balances from the ledger afterwards. */
async function receiveInBulk(
  db: Db,
  createdBy: string | null,
  keepBalances: boolean,
): Promise<number> {
  const greigeStore = await warehouseFor(db, 'greige');
  const ccStore = await warehouseFor(db, 'collarCuff');
  await db.execute(sql`drop table if exists stock_new_receipts`);
  await db.execute(sql`
    create temporary table stock_new_receipts on commit drop as
    select g.roll_no, g.item_code, g.produced_on as day, g.kg::numeric(14, 3) as kg, 0 as pieces,
      null::text as batch_no, ${receiptProcessSql} as process, ${greigeStore}::text as warehouse,
      'greige' as kind
    from greige_rolls g
    where not exists (select 1 from stock_ledger l where l.roll_no = g.roll_no)
    union all
    select k.roll_no, r.item_code, k.report_date, case
        when r.pieces_per_kg > 0 then round((k.pieces - k.rejected_pieces) / r.pieces_per_kg, 3)
        else round(k.kg * (k.pieces - k.rejected_pieces) / k.pieces, 3) end,
      k.pieces - k.rejected_pieces, k.report_no, 'knitting', ${ccStore}::text, 'collarCuff'
    from knit_cc_rolls k join knit_cc_reports r on r.report_no = k.report_no
    where r.status = 'completed'
      and not exists (select 1 from stock_ledger l where l.roll_no = k.roll_no)`);
  const days = await rowsOf<{ day: string; kind: string; n: number }>(
    db,
    sql`select day::text as day, kind, count(*)::int as n from stock_new_receipts
      group by day, kind order by day, kind`,
  );
  if (days.length === 0) return 0;
  await db.execute(sql`drop table if exists stock_new_entries`);
  await db.execute(
    sql`create temporary table stock_new_entries (day date, kind text, entry_no text) on commit drop`,
  );
  for (const d of days) {
    const entryNo = await nextDailyNo(db, stockEntries.entryNo, 'REC', d.day);
    await db.insert(stockEntries).values({
      entryNo,
      kind: 'receipt',
      postingDate: d.day,
      toWarehouse: d.kind === 'greige' ? greigeStore : ccStore,
      createdBy,
    });
    await db.execute(
      sql`insert into stock_new_entries values (${d.day}::date, ${d.kind}, ${entryNo})`,
    );
  }
  await db.execute(sql`
    insert into stock_ledger (entry_no, posting_date, item_code, warehouse, process, batch_no,
      roll_no, qty_kg, pieces, rolls)
    select e.entry_no, r.day, r.item_code, side.warehouse, side.process, r.batch_no, r.roll_no,
      side.sign * r.kg, side.sign * r.pieces, side.sign
    from stock_new_receipts r
      join stock_new_entries e on e.day = r.day and e.kind = r.kind,
      lateral (values (r.warehouse, null::text, 1), (null::text, r.process, -1))
        as side(warehouse, process, sign)
    order by e.entry_no, r.roll_no, side.sign desc`);
  if (keepBalances) await applyEntriesToBalances(db, sql`select entry_no from stock_new_entries`);
  const total = days.reduce((t, d) => t + d.n, 0);
  await db.execute(sql`drop table stock_new_receipts`);
  await db.execute(sql`drop table stock_new_entries`);
  return total;
}

export { processes };
