import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { dropHashFunction, hashFunction } from '../qi/bulk';

/**
 * Turns the bulk inspection history's greige rolls (bench/qi/bulk.ts) into a knitting floor's
 * year: seven rolls in ten become knitted here, on a circular machine, in a shift, by that shift's
 * operator, against a job card; the rest stay bought. Adds a year of collar and cuff knitting
 * reports (six a shift on the flat machines). Every value is hashed from the row, so a run repeats.
 */
export async function bulkProduction(
  db: Db,
  today: string,
  log: (msg: string) => void,
): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a date: ${today}`);
  await db.execute(hashFunction);
  let started = Date.now();
  await db.execute(sql`
    update greige_rolls g set
      machine = m.circular[1 + bench_h(n, 21) % cardinality(m.circular)],
      shift = (array['A', 'B', 'C'])[1 + bench_h(n, 22) % 3],
      operator = m.staff[1 + bench_h(n, 23) % cardinality(m.staff)],
      source_kind = 'jobCard',
      source_doc_no = m.cards[1 + bench_h(n, 24) % cardinality(m.cards)],
      supplier = null
    from (select roll_no, substr(roll_no, 4)::bigint as n from greige_rolls where roll_no like 'BR-%') r,
      (select
        (select array_agg(name order by name) from machines where kind = 'circular') as circular,
        (select array_agg(name order by id) from operators) as staff,
        (select array_agg(jc_no order by jc_no) from job_cards) as cards) m
    where g.roll_no = r.roll_no and bench_h(r.n, 20) % 10 < 7`);
  log(`bulk: rolls knitted on the floor in ${Date.now() - started} ms`);
  started = Date.now();
  await db.execute(
    sql.raw(`
    insert into knit_cc_reports (report_no, report_date, machine, operator, shift, item_code, kind,
      colour, size, status, last_roll_seq, rolls, pieces, rejected_pieces, kg, pieces_per_kg, created_by)
    select 'KCC-' || to_char(d, 'YYYYMMDD') || '-' || lpad((5000 + s * 10 + k)::text, 4, '0'),
      d, m.flat[1 + (k + day_no) % cardinality(m.flat)], m.staff[1 + bench_h(day_no * 40 + s * 10 + k, 31) % cardinality(m.staff)],
      (array['A', 'B', 'C'])[1 + s], m.items[1 + bench_h(day_no * 40 + s * 10 + k, 32) % cardinality(m.items)],
      'collar', 'White', '40x9', 'completed', 3, 3, 300, 2, 4.5, 66.67, 'Knitting'
    from generate_series(0, 365) day_no, generate_series(0, 2) s, generate_series(0, 5) k,
      lateral (select '${today}'::date - day_no as d) dd,
      (select
        (select array_agg(name order by name) from machines where kind = 'flat') as flat,
        (select array_agg(name order by id) from operators) as staff,
        (select array_agg(item_code order by item_code) from items where item_group = 'Collar') as items) m
    on conflict do nothing`),
  );
  log(`bulk: a year of collar and cuff knitting in ${Date.now() - started} ms`);
  await db.execute(dropHashFunction);
  await db.execute(sql`vacuum analyze`);
}
