import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { dropHashFunction, hashFunction } from '../qi/bulk';
import { rowsOf } from '../qi/measure';

/**
 * Bulk collar & cuff history for the benchmarks: `pieces` pieces of lots inspected over the year up
 * to `today`, on top of a seeded demo mill (its collar and cuff items, flat machines, operators,
 * inspectors, tables and mistake types). Each lot is a knitting report of 7 bundles of 100 pieces
 * (letter J at level II: a sample of 80, Ac 5, Re 6), inspected the day after it was knitted:
 * two lots in five sorted piece by piece, the others sampled 12 pieces a bundle, each rejected
 * piece one tap. Everything is INSERT … SELECT generate_series, every value a hash of the row
 * number (bench_h of qi/bulk.ts), so a run is repeatable; report r is dated `r % 365` days ago.
 */

const bundles = 7;
const bundlePieces = 100;
/** Numbers continue each day's demo numbering from here, so they never collide. */
const firstNo = 5000;

/** One row per roll of the chunk's reports, every column a function of r and g. */
function rollRows(from: number, to: number, today: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a date: ${today}`);
  const pick = (list: string, salt: number) =>
    `m.${list}[1 + bench_h(r, ${salt}) % cardinality(m.${list})]`;
  const no = `lpad((${firstNo} + r / 365)::text, 4, '0')`;
  return sql.raw(`
    select q.*, g, g % ${bundles} + 1 as seq,
      q.knit_no || '-' || lpad((g % ${bundles} + 1)::text, 2, '0') as roll_no,
      c.checked, c.rejected, round(c.rejected * 100.0 / c.checked, 2) as pct,
      case when c.rejected * 100.0 / c.checked < 2 then 1
           when c.rejected * 100.0 / c.checked <= 5 then 2 else 3 end as grade,
      q.started + (g % ${bundles}) * interval '5 minutes' as roll_started
    from (
      select r, d.day, s.sorted, s.status,
        'QCC-' || to_char(d.day, 'YYYYMMDD') || '-' || ${no} as report_no,
        'KCC-' || to_char(d.day - 1, 'YYYYMMDD') || '-' || ${no} as knit_no,
        i.item_code, case i.item_group when 'Cuff' then 'cuff' else 'collar' end as kind,
        ${pick('inspectors', 14)} as inspector, ${pick('tables', 15)} as table_name,
        ${pick('machines', 16)} as machine, ${pick('operators', 17)} as operator,
        (d.day)::timestamptz + interval '8 hours' + (r / 365 % 480) * interval '1 minute' as started
      from generate_series(${from}, ${to}) r,
        (select
          (select array_agg(item_code order by item_code) from items
            where item_group in ('Collar', 'Cuff')) as items,
          (select array_agg(employee_name order by employee_id) from employees
            where designation in ('Inspector', 'Checker')) as inspectors,
          (select array_agg(name order by name) from machines where kind = 'inspection_table') as tables,
          (select array_agg(name order by name) from machines where kind = 'flat') as machines,
          (select array_agg(name order by id) from operators) as operators) m,
        lateral (select '${today}'::date - (r % 365) as day) d,
        lateral (select
          bench_h(r, 20) % 5 < 2 as sorted,
          -- Today, one lot in twenty is still on its table.
          case when r % 365 = 0 and (r / 365) % 20 = 0 then 'ongoing' else 'completed' end as status) s,
        lateral (select item_code, item_group from items
          where item_code = ${pick('items', 13)}) i
    ) q,
      generate_series(q.r * ${bundles}, q.r * ${bundles} + ${bundles - 1}) g,
      lateral (select
        case when q.sorted then ${bundlePieces} else 12 end as checked,
        case when q.sorted then bench_h(g, 2) % 5 else (bench_h(g, 2) % 6 = 0)::int end as rejected) c`);
}

/** A constant of the generator written into the SQL (a parameter's type would be unknown). */
const n = (value: number) => sql.raw(String(value));

async function insertChunk(db: Db, from: number, to: number, today: string): Promise<void> {
  await db.execute(
    sql`create temporary table bench_cc on commit drop as ${rollRows(from, to, today)}`,
  );
  await db.execute(sql`
    insert into knit_cc_reports (report_no, report_date, machine, operator, shift, item_code, kind,
      colour, size, status, last_roll_seq, rolls, pieces, rejected_pieces, kg, pieces_per_kg,
      created_by, created_at, updated_at, completed_at)
    select knit_no, day - 1, machine, operator, 'A', item_code, kind, 'Navy', '40x9', 'completed',
      ${n(bundles)}, ${n(bundles)}, ${n(bundles * bundlePieces)}, 0, ${n(bundles * 1.5)}, 66.67, operator,
      started - interval '1 day', started - interval '20 hours', started - interval '20 hours'
    from bench_cc where seq = 1`);
  await db.execute(sql`
    insert into knit_cc_rolls (roll_no, report_no, seq, report_date, pieces, rejected_pieces, kg,
      pieces_per_kg, created_by, created_at, updated_at)
    select roll_no, knit_no, seq, day - 1, ${n(bundlePieces)}, 0, 1.5, 66.67, operator,
      started - interval '1 day', started - interval '1 day'
    from bench_cc`);
  await db.execute(sql`
    insert into cc_reports (report_no, report_date, stage, kind, source_kind, source_doc_no,
      knit_report_no, item_code, colour, size, inspector, table_name, status, verdict,
      inspector_verdict, aql_level, aql, grade1_below, grade3_above, rolls, lot_pieces,
      pieces_checked, pieces_rejected, reject_pct, kg, code_letter, plan_letter, sample_size,
      accept_no, reject_no, aql_accepted, grade, created_by, created_at, updated_at, completed_at)
    select report_no, day, 'greige', kind, 'workOrder', 'MFG-WO-BENCH', knit_no, item_code, 'Navy',
      '40x9', inspector, table_name, status,
      case when status = 'completed' then
        case when sum(rejected) * 80 <= 5 * sum(checked) and bench_h(r, 21) % 33 <> 0
          then 'inspectOk' else 'inspectNotOk' end end,
      case when status = 'completed' then
        case when bench_h(r, 21) % 33 = 0 then 'inspectNotOk' else 'inspectOk' end end,
      'II', 2.5, 2, 5, count(*), sum(${n(bundlePieces)}), sum(checked), sum(rejected),
      round(sum(rejected) * 100.0 / sum(checked), 2), count(*) * 1.5, 'J', 'J', 80, 5, 6,
      sum(rejected) * 80 <= 5 * sum(checked), max(grade), inspector, started,
      max(roll_started) + interval '5 minutes',
      case when status = 'completed' then max(roll_started) + interval '5 minutes' end
    from bench_cc
    group by r, report_no, day, kind, knit_no, item_code, inspector, table_name, status, started`);
  await db.execute(sql`
    insert into cc_rolls (report_no, roll_no, greige_roll_no, report_date, stage, status, item_code,
      size, pieces, checked_entered, rejected_entered, pieces_checked, pieces_rejected, reject_pct,
      kg, grade, passed, created_by, created_at, updated_at, summarised_at)
    select report_no, roll_no, roll_no, day, 'greige', status, item_code, '40x9', ${n(bundlePieces)},
      checked, rejected, checked, rejected, pct, 1.5, grade, grade < 3, inspector, roll_started,
      roll_started + interval '5 minutes', roll_started + interval '5 minutes'
    from bench_cc`);
  await db.execute(sql`
    insert into cc_mistakes (report_no, roll_no, mistake, pieces, created_by, created_at)
    select report_no, roll_no, k.names[1 + bench_h(g * 8 + j, 6) % cardinality(k.names)], 1,
      inspector, roll_started + j * interval '20 seconds'
    from bench_cc,
      (select array_agg(name order by sort_order) as names from mistake_types
        where active and applies_to in ('collarCuff', 'both')) k,
      generate_series(1, rejected) j`);
}

export async function bulkCcInspections(
  db: Db,
  pieces: number,
  today: string,
  log: (msg: string) => void,
): Promise<{ reports: number; rolls: number }> {
  await db.execute(hashFunction);
  const reports = Math.ceil(pieces / (bundles * bundlePieces));
  const chunk = 10_000; // reports per statement: 70,000 rolls
  for (let from = 0; from < reports; from += chunk) {
    const to = Math.min(reports, from + chunk) - 1;
    const started = Date.now();
    // Foreign keys are checked once at the end (checkKeys), as for the fabric history.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertChunk(tx, from, to, today);
    });
    log(`bulk: lots ${from}–${to} (${(to + 1) * bundles} rolls) in ${Date.now() - started} ms`);
  }
  await db.execute(dropHashFunction);
  await checkKeys(db);
  await db.execute(sql`analyze`);
  return { reports, rolls: reports * bundles };
}

/** The checks the skipped foreign-key triggers would have made, as one anti-join each. */
async function checkKeys(db: Db): Promise<void> {
  const orphans = rowsOf(
    await db.execute(sql`
    select (select count(*) from cc_rolls r where not exists
              (select 1 from cc_reports q where q.report_no = r.report_no))
         + (select count(*) from cc_rolls r where not exists
              (select 1 from knit_cc_rolls k where k.roll_no = r.greige_roll_no))
         + (select count(*) from knit_cc_rolls k where not exists
              (select 1 from knit_cc_reports q where q.report_no = k.report_no))
         + (select count(*) from cc_mistakes m where not exists
              (select 1 from cc_rolls r where r.report_no = m.report_no and r.roll_no = m.roll_no))
         + (select count(*) from cc_mistakes m where not exists
              (select 1 from mistake_types t where t.name = m.mistake)) as n`),
  );
  const orphaned = Number(orphans[0]?.n ?? 0);
  if (orphaned > 0) throw new Error(`bulk load left ${orphaned} rows without their parent`);
}
