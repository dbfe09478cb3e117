import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay, millTodayMs } from '../../demo/steps/recent';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { rowsOf } from '../../db/rows';
import { stockHandlers as h } from '.';
import { assertBalanced, rebuildBalances } from './ledger';
import { ledgerMismatches } from '../../../tests/support/domains/stock';

/**
 * The demo mill's stock ledger: balanced entries, a summary that is the ledger's sums, and
 * movements that agree with the knitting, the inspections and each other in time.
 */

const db = await seededTestDb();
const ctx = handlerCtx(db);
const today = isoDay(millTodayMs());
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await rowsOf<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
};

describe('the ledger', () => {
  it('refuses to post an entry that does not balance, or a line on both sides', () => {
    const item = { itemCode: 'FAB-1', rollNo: 'R1' };
    expect(() =>
      assertBalanced([
        { ...item, warehouse: 'A', qtyKg: 20, rolls: 1 },
        { ...item, process: 'dyeing', qtyKg: -19.5, rolls: -1 },
      ]),
    ).toThrow(/Unbalanced/);
    expect(() =>
      assertBalanced([
        { ...item, warehouse: 'A', process: 'dyeing', qtyKg: 0 },
        { ...item, warehouse: 'B', qtyKg: 0 },
      ]),
    ).toThrow(/warehouse or a process/);
    expect(() =>
      assertBalanced([
        { ...item, warehouse: 'A', qtyKg: -20.1, rolls: -1 },
        { ...item, warehouse: 'B', qtyKg: 20.1, rolls: 1 },
      ]),
    ).not.toThrow();
  });

  it('is consistent on the demo mill: balanced entries, summary and roll balances its sums', async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    const kept = await rowsOf(db, sql`select * from stock_roll_balances order by 1, 2, 3`);
    const rows = await rebuildBalances(db);
    expect(await rowsOf(db, sql`select * from stock_roll_balances order by 1, 2, 3`)).toEqual(kept);
    expect(rows).toBe(
      (await one<{ n: number }>(sql`select count(*)::int as n from stock_balances`)).n,
    );
  });

  it('answers the same rebuild however often it is asked, and the summary equals the ledger', async () => {
    const first = await h.callSetWarehouseWiseStockData(ctx);
    const snapshot = await rowsOf(db, sql`select * from stock_balances order by 1, 2, 3`);
    const second = await h.callSetWarehouseWiseStockData(ctx);
    expect(second.rows).toBe(first.rows);
    expect(await rowsOf(db, sql`select * from stock_balances order by 1, 2, 3`)).toEqual(snapshot);
    const totals = await one<{ ledger: number; summary: number }>(
      sql`select (select sum(qty_kg) from stock_ledger where warehouse is not null)::float8 as ledger,
        (select sum(qty_kg) from stock_balances)::float8 as summary`,
    );
    expect(totals.summary).toBeCloseTo(totals.ledger, 3);
  });
});

describe('the demo mill’s movements', () => {
  it('books every greige roll and every completed bundle in once, on its day', async () => {
    const missing = await one<{ rolls: number; bundles: number; twice: number }>(
      sql`select
        (select count(*)::int from greige_rolls g where not exists (
          select 1 from stock_ledger l join stock_entries e on e.entry_no = l.entry_no
          where l.roll_no = g.roll_no and e.kind = 'receipt' and l.posting_date = g.produced_on)) as rolls,
        (select count(*)::int from knit_cc_rolls k join knit_cc_reports r on r.report_no = k.report_no
          where r.status = 'completed' and not exists (
            select 1 from stock_ledger l where l.roll_no = k.roll_no)) as bundles,
        (select count(*)::int from (select l.roll_no from stock_ledger l
          join stock_entries e on e.entry_no = l.entry_no
          where e.kind = 'receipt' and l.warehouse is not null
          group by l.roll_no having count(*) > 1) t) as twice`,
    );
    expect(missing).toEqual({ rolls: 0, bundles: 0, twice: 0 });
  });

  it('weighs each finish roll at what its latest finish inspection weighed', async () => {
    const differ = await rowsOf(
      db,
      sql`with w as (select distinct on (roll_no) roll_no, kg from qi_rolls where stage = 'finish'
          order by roll_no, report_date desc, updated_at desc)
        select w.roll_no, w.kg, -sum(l.qty_kg) as ledger_kg from w
          join stock_ledger l on l.roll_no = w.roll_no and l.process = 'dyeing'
        group by w.roll_no, w.kg having -sum(l.qty_kg) <> w.kg`,
    );
    expect(differ).toEqual([]);
    const unbooked = await one<{ n: number }>(
      sql`select count(*)::int as n from finish_rolls f
        where not exists (select 1 from stock_ledger l where l.roll_no = f.finish_roll_no)`,
    );
    expect(unbooked.n).toBe(0);
  });

  it('batches rolls after they were knitted, receives them after the batch, and posts nothing ahead of today', async () => {
    const early = await one<{ n: number }>(
      sql`select count(*)::int as n from batch_rolls r join batches b on b.batch_no = r.batch_no
        join greige_rolls g on g.roll_no = r.roll_no where b.created_on < g.produced_on`,
    );
    expect(early.n).toBe(0);
    const backBeforeSent = await one<{ n: number }>(
      sql`select count(*)::int as n from stock_entries r join batches b on b.batch_no = r.batch_no
        where r.kind = 'dyeingReceipt' and r.posting_date < b.created_on`,
    );
    expect(backBeforeSent.n).toBe(0);
    const ahead = await one<{ n: number }>(
      sql`select count(*)::int as n from stock_entries where posting_date > ${today}::date`,
    );
    expect(ahead.n).toBe(0);
  });

  it('sends batches to job-work dyers and the compactor and has them back, and keeps some at the processors', async () => {
    const jv = await one<{ issues: number; returns: number; compacted: number; atDyers: number }>(
      sql`select
        (select count(*)::int from stock_entries e join warehouses w on w.name = e.to_warehouse
          where e.kind = 'batchIssue' and w.is_job_work) as issues,
        (select count(*)::int from stock_entries e join warehouses w on w.name = e.from_warehouse
          where e.kind = 'dyeingReceipt' and w.is_job_work) as returns,
        (select count(*)::int from stock_entries e join warehouses w on w.name = e.from_warehouse
          where e.kind = 'transfer' and w.warehouse_type = 'Compacting') as compacted,
        (select count(*)::int from stock_roll_balances b join warehouses w on w.name = b.warehouse
          where w.warehouse_type = 'Dyeing' and b.rolls > 0) as "atDyers"`,
    );
    expect(jv.issues).toBeGreaterThan(jv.returns);
    expect(jv.returns).toBeGreaterThan(10);
    expect(jv.compacted).toBeGreaterThan(0);
    expect(jv.atDyers).toBeGreaterThan(0);
  });

  it('sells some finished and a few greige rolls through sales-order entries', async () => {
    const sold = await rowsOf<{ kind: string; n: number }>(
      db,
      sql`select case when e.from_warehouse = 'Greige Stores - GM' then 'greige' else 'finished' end as kind,
          count(distinct l.roll_no)::int as n
        from stock_entries e join stock_ledger l on l.entry_no = e.entry_no
        where e.sales_order_no is not null group by 1 order by 1`,
    );
    expect(sold.map((s) => s.kind)).toEqual(['finished', 'greige']);
    expect(sold.every((s) => s.n > 0)).toBe(true);
  });
});
