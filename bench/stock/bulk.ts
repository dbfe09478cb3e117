import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rebuildBalances } from '../../server/domains/stock/ledger';
import { receiveMirroredProduction } from '../../server/domains/stock/receipts';
import { dropHashFunction, hashFunction } from '../qi/bulk';

/**
 * A year of dyeing and stock on top of the bulk inspection history (bench/qi/bulk.ts): every
 * greige roll booked in on its day (the real bulk receipt), then each report's ten rolls (one
 * item, one day) a dyeing batch sent to a processor two days after knitting (nine in ten of the
 * last three weeks' rolls, every older one), back eight days later as finish rolls weighed 2–14 %
 * lighter (one batch in fifty a little heavier; a few of the last month's still out), and half of
 * those older than forty days sent to PTSASTRI for a sales order. Every
 * value is hashed from the report or roll number, so a run repeats. Balances are rebuilt from
 * the ledger at the end (the callSetWarehouseWiseStockData path).
 */
export async function bulkStock(
  db: Db,
  rolls: number,
  today: string,
  log: (msg: string) => void,
): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a date: ${today}`);
  let started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await receiveMirroredProduction(tx, 'ERP', { keepBalances: false });
  });
  log(`bulk: ${rolls.toLocaleString('en')} greige rolls booked in, ${Date.now() - started} ms`);
  await db.execute(hashFunction);
  const reports = Math.ceil(rolls / 10);
  const chunk = 20_000;
  for (let from = 0; from < reports; from += chunk) {
    const to = Math.min(reports, from + chunk) - 1;
    started = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await batchChunk(tx, from, to, today);
    });
    log(`bulk: batches of reports ${from}–${to} in ${Date.now() - started} ms`);
  }
  await db.execute(dropHashFunction);
  started = Date.now();
  await db.execute(sql`
    insert into fabric_collar_cuff_pairs (fabric_item_code, colour, collar_item_code, cuff_item_code, garments_per_kg)
    select f.item_code, s.colour, c.item_code, u.item_code, 3.5
    from (select item_code, row_number() over (order by item_code) as n from items where item_group = 'Fabric') f
      cross join (values ('Navy'), ('Black'), ('White')) s(colour)
      join (select item_code, row_number() over (order by item_code) as n from items where item_group = 'Collar') c
        on c.n = 1 + (f.n % 5)
      join (select item_code, row_number() over (order by item_code) as n from items where item_group = 'Cuff') u
        on u.n = 1 + (f.n % 3)
    on conflict do nothing`);
  const rows = await db.transaction((tx) => rebuildBalances(tx));
  log(`bulk: summary rebuilt from the ledger (${rows} rows) in ${Date.now() - started} ms`);
  await db.execute(sql`vacuum analyze`);
}

async function batchChunk(db: Db, from: number, to: number, today: string): Promise<void> {
  await db.execute(sql`drop table if exists bench_batches`);
  // One batch per report r: its ten rolls BR-(10r…10r+9), knitted `today − r % 365 − 2`.
  await db.execute(
    sql.raw(`
    create temporary table bench_batches on commit drop as
    select r, 'BATCH-B' || lpad(r::text, 7, '0') as batch_no, b.item_code, b.produced,
      b.produced + 2 as sent, b.produced + 10 as back, b.produced + 15 as sold,
      (array['Dyeing WIP - GM', 'JV Kongu Tex Processors - GM', 'JV Noyyal Dyeing Works - GM'])[1 + bench_h(r, 41) % 3] as processor,
      (array['White','Black','Navy','Royal Blue','Sky Blue','Maroon','Bottle Green','Grey Melange','Red','Mustard','Olive','Peach'])[1 + bench_h(r, 47) % 12] as colour,
      b.produced + 10 <= '${today}'::date
        and ('${today}'::date - b.produced > 30 or bench_h(r, 42) % 100 < 95) as received,
      b.produced + 15 <= '${today}'::date and '${today}'::date - b.produced >= 40 and bench_h(r, 46) % 2 = 0 as dispatched,
      bench_h(r, 44) % 50 = 0 as gains
    from generate_series(${from}, ${to}) r,
      lateral (select item_code, produced_on as produced from greige_rolls
        where roll_no = 'BR-' || lpad((r * 10)::text, 7, '0')) b
    where b.produced + 2 <= '${today}'::date
      and ('${today}'::date - b.produced > 20 or bench_h(r, 40) % 100 < 90)`),
  );
  await db.execute(sql`drop table if exists bench_batch_rolls`);
  await db.execute(sql`
    create temporary table bench_batch_rolls on commit drop as
    select b.*, g.roll_no, g.g, 'BF-' || lpad(g.g::text, 7, '0') as finish_no, k.kg,
      round(k.kg * case when b.gains then 1.01 + (bench_h(g.g, 45) % 3) / 100.0
        else 0.86 + (bench_h(g.g, 43) % 12) / 100.0 end, 1) as finish_kg
    from bench_batches b,
      lateral (select gs as g, 'BR-' || lpad(gs::text, 7, '0') as roll_no
        from generate_series(b.r * 10, b.r * 10 + 9) gs) g,
      lateral (select kg from greige_rolls where roll_no = g.roll_no) k`);
  await db.execute(sql`
    insert into batches (batch_no, item_code, colour, lot, warehouse, rolls, qty_kg, created_on,
      stock_entry_no, created_by, created_at)
    select b.batch_no, b.item_code, b.colour, 'LOT-B' || b.r, b.processor, x.n, x.kg, b.sent,
      'BI-' || b.r, 'ERP', b.sent
    from bench_batches b
      join (select r, count(*)::int as n, sum(kg) as kg from bench_batch_rolls group by r) x
        on x.r = b.r`);
  await db.execute(sql`
    insert into batch_rolls (batch_no, roll_no, seq, kg)
    select batch_no, roll_no, g - r * 10 + 1, kg from bench_batch_rolls`);
  await db.execute(sql`
    insert into finish_rolls (finish_roll_no, greige_roll_no, created_by, created_at)
    select finish_no, roll_no, 'ERP', back from bench_batch_rolls where received`);
  await db.execute(sql`
    insert into stock_entries (entry_no, kind, posting_date, batch_no, sales_order_no, item_row_id,
      from_warehouse, to_warehouse, created_by)
    select 'BI-' || r, 'batchIssue', sent, batch_no, null, null, 'Greige Stores - GM', processor, 'ERP'
      from bench_batches
    union all select 'BDR-' || r, 'dyeingReceipt', back, batch_no, null, null, processor,
      'Finished Goods - GM', 'ERP' from bench_batches where received
    union all select 'BW-' || r, 'weighing', back, batch_no, null, null, null,
      'Finished Goods - GM', 'ERP' from bench_batches where received
    union all select 'BSO-' || r, 'transfer', sold, batch_no, 'SAL-ORD-B' || r, 'SAL-ORD-B' || r || '-1',
      'Finished Goods - GM', 'PTSASTRI Main - GM', 'ERP' from bench_batches where received and dispatched`);
  await db.execute(sql`
    insert into stock_ledger (entry_no, posting_date, item_code, warehouse, process, batch_no,
      roll_no, qty_kg, pieces, rolls)
    select e, d, item_code, wh, pr, bn, roll, q, 0, n from bench_batch_rolls x,
      lateral (values
        ('BI-' || r, sent, 'Greige Stores - GM', null, null, roll_no, -kg, -1, true),
        ('BI-' || r, sent, processor, null, batch_no, roll_no, kg, 1, true),
        ('BDR-' || r, back, processor, null, batch_no, roll_no, -kg, -1, received),
        ('BDR-' || r, back, null, 'dyeing', batch_no, roll_no, kg, 1, received),
        ('BDR-' || r, back, null, 'dyeing', batch_no, finish_no, 0, -1, received),
        ('BDR-' || r, back, 'Finished Goods - GM', null, batch_no, finish_no, 0, 1, received),
        ('BW-' || r, back, null, 'dyeing', batch_no, finish_no, -finish_kg, 0, received),
        ('BW-' || r, back, 'Finished Goods - GM', null, batch_no, finish_no, finish_kg, 0, received),
        ('BSO-' || r, sold, 'Finished Goods - GM', null, batch_no, finish_no, -finish_kg, -1,
          received and dispatched),
        ('BSO-' || r, sold, 'PTSASTRI Main - GM', null, batch_no, finish_no, finish_kg, 1,
          received and dispatched)
      ) v(e, d, wh, pr, bn, roll, q, n, keep)
    where keep`);
}
