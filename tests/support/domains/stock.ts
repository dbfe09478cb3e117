import { sql, type SQL } from 'drizzle-orm';
import type { BatchableRollRow, StockRow } from '../../../contract/stock/stock';
import type { Db } from '../../../server/db/client';
import { isoDay, millTodayMs } from '../../../server/demo/steps/recent';
import { rowsOf } from '../../../server/db/rows';
import { createTestApp } from '../app';

/**
 * Test support: everything that would make the stock ledger and what is derived from it disagree,
 * as readable lines (none when consistent):
 * - an entry whose lines do not sum to zero (kg, pieces, rolls);
 * - a summary row that is not the sum of the ledger's warehouse lines, or a sum missing from it;
 * - a roll balance that is not the sum of the roll's lines, or a roll in two places or less than none;
 * - a batch made here whose kg and rolls are not those of its rolls.
 */
export async function ledgerMismatches(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const add = (what: string, rows: unknown[]) => {
    for (const r of rows.slice(0, 5)) problems.push(`${what}: ${JSON.stringify(r)}`);
  };
  add(
    'unbalanced entry',
    await rowsOf(
      db,
      sql`select entry_no, sum(qty_kg) as kg, sum(pieces) as pieces, sum(rolls) as rolls
        from stock_ledger group by entry_no
        having sum(qty_kg) <> 0 or sum(pieces) <> 0 or sum(rolls) <> 0`,
    ),
  );
  add(
    'entry without lines',
    await rowsOf(
      db,
      sql`select e.entry_no from stock_entries e
        where not exists (select 1 from stock_ledger l where l.entry_no = e.entry_no)`,
    ),
  );
  add(
    'summary differs from the ledger',
    await rowsOf(
      db,
      sql`with l as (
          select item_code, warehouse, coalesce(batch_no, '') as batch_key, sum(qty_kg) as kg,
            sum(pieces) as pieces, sum(rolls) as rolls
          from stock_ledger where warehouse is not null group by 1, 2, 3
          having sum(qty_kg) <> 0 or sum(pieces) <> 0 or sum(rolls) <> 0)
        select coalesce(l.item_code, b.item_code) as item, coalesce(l.warehouse, b.warehouse) as wh,
          coalesce(l.batch_key, b.batch_key) as batch, l.kg as ledger_kg, b.qty_kg as summary_kg,
          l.pieces as ledger_pieces, b.pieces as summary_pieces, l.rolls as ledger_rolls,
          b.rolls as summary_rolls
        from l full join stock_balances b on b.item_code = l.item_code
          and b.warehouse = l.warehouse and b.batch_key = l.batch_key
        where l.kg is distinct from b.qty_kg or l.pieces is distinct from b.pieces
          or l.rolls is distinct from b.rolls`,
    ),
  );
  add(
    'roll balance differs from the ledger',
    await rowsOf(
      db,
      sql`with l as (
          select roll_no, warehouse, coalesce(batch_no, '') as batch_key, sum(qty_kg) as kg,
            sum(pieces) as pieces, sum(rolls) as rolls
          from stock_ledger where warehouse is not null and roll_no is not null group by 1, 2, 3
          having sum(qty_kg) <> 0 or sum(pieces) <> 0 or sum(rolls) <> 0)
        select coalesce(l.roll_no, b.roll_no) as roll, coalesce(l.warehouse, b.warehouse) as wh,
          l.kg as ledger_kg, b.qty_kg as balance_kg, l.rolls as ledger_rolls, b.rolls as balance_rolls
        from l full join stock_roll_balances b on b.roll_no = l.roll_no
          and b.warehouse = l.warehouse and b.batch_key = l.batch_key
        where l.kg is distinct from b.qty_kg or l.pieces is distinct from b.pieces
          or l.rolls is distinct from b.rolls`,
    ),
  );
  add(
    'roll in more than one place or fewer than none',
    await rowsOf(
      db,
      sql`select roll_no, sum(rolls) as rolls, count(*) filter (where rolls > 0) as places
        from stock_roll_balances group by roll_no
        having sum(rolls) not in (0, 1) or count(*) filter (where rolls > 0) > 1
          or min(rolls) < 0`,
    ),
  );
  add(
    'batch kg or rolls not those of its rolls',
    await rowsOf(
      db,
      sql`select b.batch_no, b.qty_kg, b.rolls, sum(r.kg) as roll_kg, count(*) as roll_count
        from batches b join batch_rolls r on r.batch_no = b.batch_no
        group by b.batch_no, b.qty_kg, b.rolls
        having b.qty_kg <> sum(r.kg) or b.rolls <> count(*)`,
    ),
  );
  return problems;
}

/**
 * The stock domain's handler tests' setting: the demo mill behind the HTTP layer (each save in its
 * transaction), a production user, an administrator and an inspector, and what the tests read
 * and send over and over.
 */
export async function stockApp() {
  const t = await createTestApp({ demo: true });
  const db = t.database.db;
  const production = await t.userWithRoles('Prakash', ['production']);
  const admin = await t.userWithRoles('StockAdmin', ['admin']);
  const inspector = await t.userWithRoles('Kavitha', ['inspector']);
  const today = isoDay(millTodayMs());

  const one = async <T>(query: SQL) => (await rowsOf<T>(db, query))[0];
  const count = async (table: string) =>
    (await one<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))?.n ?? 0;
  /** How many entries, lines, batches and batch rolls there are: unchanged by a refusal. */
  const snapshot = async () => ({
    entries: await count('stock_entries'),
    lines: await count('stock_ledger'),
    batches: await count('batches'),
    batchRolls: await count('batch_rolls'),
  });

  /** Greige rolls lying in greige stock, of one item: the oldest of the search. */
  async function rollsToBatch(n: number, itemText = '', rollText = '') {
    const page = await t.callOk(
      'getGreigeRollsForBatch',
      { searchItemText: itemText, searchRollText: rollText, limit: 200 },
      production,
    );
    const byItem = new Map<string, BatchableRollRow[]>();
    for (const r of page.rows) byItem.set(r.itemCode, [...(byItem.get(r.itemCode) ?? []), r]);
    const lot = [...byItem.values()].find((rows) => rows.length >= n);
    if (!lot) throw new Error('no greige stock');
    return lot.slice(0, n);
  }

  const batchOf = (rolls: BatchableRollRow[], over: Record<string, unknown> = {}) => ({
    jsonData: {
      date: today,
      itemCode: rolls[0]?.itemCode ?? '',
      colour: 'Navy',
      shade: 'Dark',
      lot: 'LOT-T-1',
      greigeRollNos: rolls.map((r) => r.rollNo),
      processor: JV_DYER,
      ...over,
    },
  });

  /** Where a roll lies by the roll balances: its kg and batch there, if it lies there. */
  const stockAt = async (warehouse: string, rollNo: string) =>
    one<{ kg: number; batch_key: string }>(
      sql`select qty_kg::float8 as kg, batch_key from stock_roll_balances
        where roll_no = ${rollNo} and warehouse = ${warehouse} and rolls > 0`,
    );

  return {
    t,
    db,
    production,
    admin,
    inspector,
    today,
    one,
    count,
    snapshot,
    rollsToBatch,
    batchOf,
    stockAt,
  };
}

/** The demo mill's JV dyer, where the tests send their batches. */
export const JV_DYER = 'JV Kongu Tex Processors - GM';

/** A cursor to send: left out when there is none (a GET query would carry "undefined"). */
export const at = (cursor: string | undefined) => (cursor ? { cursor } : {});

/** Every row of a paged stock list, following its cursors. */
export async function everyRow(
  page: (cursor: string | undefined) => Promise<{ rows: StockRow[]; nextCursor: string | null }>,
): Promise<StockRow[]> {
  const rows: StockRow[] = [];
  let cursor: string | undefined;
  do {
    const p = await page(cursor);
    rows.push(...p.rows);
    cursor = p.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** The document a demo roll came against: the PO of process loss. */
export function poOf(r: BatchableRollRow): string {
  if (!r.sourceDocNo) throw new Error(`roll ${r.rollNo} has no document`);
  return r.sourceDocNo;
}
