import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from './measure';

/**
 * Bulk inspection history for the benchmarks: `rolls` inspected rolls in reports of 10, dated over
 * the year up to `today`, on top of a seeded demo mill (its items, suppliers, inspectors, tables
 * and mistake types). The demo generator plans roll by roll in JS, which at a million rolls
 * takes far longer than the queries it feeds; here everything is INSERT … SELECT generate_series.
 *
 * Every value comes from a hash of the row number (bench_h), so a run is repeatable. Report r is
 * dated `r % 365` days before today (the same count every day of the year); a roll's points are
 * the sum of the points of the mistakes generated for it (0–6 of them), and a report's totals
 * and worst grade are aggregated from its rolls.
 */

const rollsPerReport = 10;
/** Report numbers continue the day's demo numbering from here, so they never collide. */
const firstNo = 5000;

/** bench_h(n, salt): a repeatable hash of a row number, for every generated value. */
export const hashFunction = sql.raw(`
create or replace function bench_h(n bigint, salt int) returns bigint language sql immutable as $$
  select ((((n * 1597334677 + salt * 40503 + 12345) % 4294967296) #
           (((n * 1597334677 + salt * 40503 + 12345) % 4294967296) >> 13)) * 1597334677) % 4294967296 >> 8
$$`);
export const dropHashFunction = sql.raw(`drop function bench_h(bigint, int)`);

export async function bulkInspections(
  db: Db,
  rolls: number,
  today: string,
  log: (msg: string) => void,
): Promise<void> {
  await db.execute(hashFunction);
  const reports = Math.ceil(rolls / rollsPerReport);
  const chunk = 10_000; // reports per statement: 100k rolls, about 300k mistakes
  for (let from = 0; from < reports; from += chunk) {
    const to = Math.min(reports, from + chunk) - 1;
    const started = Date.now();
    // Foreign keys are checked once at the end by anti-joins (checkKeys): per-row trigger checks
    // of four million rows would take most of the load time. Local to the transaction, which
    // also keeps the whole chunk on one pooled connection.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertChunk(tx, from, to, today);
    });
    log(
      `bulk: reports ${from}–${to} (${(to + 1) * rollsPerReport} rolls) in ${Date.now() - started} ms`,
    );
  }
  await db.execute(dropHashFunction);
  await checkKeys(db);
  await db.execute(sql`analyze`);
}

/** One row per report of the chunk, every column a function of r, so rolls need no join. */
function reportRows(from: number, to: number, today: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a date: ${today}`);
  const day = `'${today}'::date - (r % 365)`;
  const pick = (list: string, salt: number) =>
    `m.${list}[1 + bench_h(r, ${salt}) % cardinality(m.${list})]`;
  const verdict = `case when s.status = 'completed' then
      case when bench_h(r, 16) % 33 = 0 then 'inspectNotOk' else 'inspectOk' end end`;
  // Masters as arrays, picked by hash; `1 +` because SQL arrays count from 1.
  return sql.raw(`
    select r,
      'QI-' || to_char(${day}, 'YYYYMMDD') || '-' || lpad((${firstNo} + r / 365)::text, 4, '0') as report_no,
      ${day} as day,
      case when bench_h(r, 10) % 5 = 0 then 'finish' else 'greige' end as stage,
      case when bench_h(r, 11) % 3 = 0 then 'workOrder' else 'supplier' end as source_kind,
      ${pick('suppliers', 12)} as supplier, ${pick('items', 13)} as item_code,
      ${pick('inspectors', 14)} as inspector, ${pick('tables', 15)} as table_name,
      s.status, ${verdict} as verdict, s.started
    from generate_series(${from}, ${to}) r,
      (select
        (select array_agg(item_code order by item_code) from items where item_group = 'Fabric') as items,
        (select array_agg(name order by name) from suppliers) as suppliers,
        (select array_agg(employee_name order by employee_id) from employees
          where designation in ('Inspector', 'Checker')) as inspectors,
        (select array_agg(name order by name) from machines where kind = 'inspection_table') as tables) m,
      lateral (select
        -- Today, one report in twenty is still on its table.
        case when r % 365 = 0 and (r / 365) % 20 = 0 then 'ongoing' else 'completed' end as status,
        (${day})::timestamptz + interval '7 hours' + (r / 365 % 600) * interval '1 minute' as started) s`);
}

/** Roll g of report r: its measures and its mistakes' points, all hashed from g. */
const rollRows = (from: number, to: number, today: string) => sql`
  select q.*, g, 'BR-' || lpad(g::text, 7, '0') as roll_no,
    round(12 + (bench_h(g, 1) % 1800) / 100.0, 3) as kg,
    40 + bench_h(g, 4) % 60 as length_m, 150 + bench_h(g, 5) % 35 as width_cm,
    round((40 + bench_h(g, 4) % 60) * (150 + bench_h(g, 5) % 35) / 100.0, 3) as area,
    (bench_h(g, 2) % 7)::int as mistakes, p.points,
    q.started + (g % ${rollsPerReport}) * interval '6 minutes' as roll_started
  from (${reportRows(from, to, today)}) q,
    generate_series(q.r * ${rollsPerReport}, q.r * ${rollsPerReport} + ${rollsPerReport - 1}) g,
    lateral (select coalesce(sum(1 + bench_h(g * 8 + j, 3) % 4), 0)::int as points
      from generate_series(1, bench_h(g, 2) % 7) j) p`;

const grade = (p100: string) => `case when ${p100} < 20 then 1 when ${p100} < 40 then 2 else 3 end`;

async function insertChunk(db: Db, from: number, to: number, today: string): Promise<void> {
  const t0 = Date.now();
  const lap = (what: string) => {
    if (process.env.BENCH_VERBOSE) console.log(`    ${what}: ${Date.now() - t0} ms`);
  };
  await db.execute(
    sql`create temporary table bench_rolls on commit drop as ${rollRows(from, to, today)}`,
  );
  lap('temp');
  const p100 = sql.raw(grade('points * 100.0 / area'));
  await db.execute(sql`
    insert into qi_reports (report_no, report_date, stage, source_kind, supplier, item_code,
      inspector, table_name, status, verdict, inspector_verdict, rolls, total_kg, total_points,
      total_area_m2, points_100m2, grade, created_by, created_at, updated_at, completed_at)
    select report_no, day, stage, source_kind, supplier, item_code, inspector, table_name, status,
      verdict, verdict, count(*), sum(kg), sum(points), sum(area), round(sum(points) * 100.0 / sum(area), 2),
      max(${p100}), inspector, started, max(roll_started) + interval '6 minutes',
      case when status = 'completed' then max(roll_started) + interval '6 minutes' end
    from bench_rolls
    group by report_no, day, stage, source_kind, supplier, item_code, inspector, table_name, status, verdict, started`);
  lap('qi_reports');
  await db.execute(sql`
    insert into greige_rolls (roll_no, item_code, kg, gsm, width_cm, produced_on, source_kind, supplier, stage)
    select roll_no, item_code, kg, 180, width_cm, day - 2, source_kind, supplier, 'greige' from bench_rolls`);
  lap('greige_rolls');
  await db.execute(sql`
    insert into qi_rolls (report_no, roll_no, greige_roll_no, report_date, stage, status, item_code, kg,
      length_m, width_measured_cm, mistakes, points, area_m2, points_100m2, points_100yd2, grade,
      created_by, created_at, updated_at, summarised_at, machine)
    select report_no, roll_no, roll_no, day, stage, status, item_code, kg, length_m, width_cm,
      mistakes, points, area, round(points * 100.0 / area, 2), round(points * 100.0 / (area * 1.19599), 2),
      ${p100}, inspector, roll_started, roll_started + interval '6 minutes',
      case when status = 'completed' then roll_started + interval '6 minutes' end,
      -- Greige rolls knitted on one of 40 machines, as the alert rules read them.
      case when stage = 'greige' then 'BM-' || lpad((1 + bench_h(g, 7) % 40)::text, 2, '0') end
    from bench_rolls`);
  lap('qi_rolls');
  await db.execute(sql`
    insert into qi_mistakes (report_no, roll_no, mistake, points, position_m, scored_points, created_by, created_at)
    select report_no, roll_no, k.names[1 + bench_h(g * 8 + j, 6) % cardinality(k.names)],
      1 + bench_h(g * 8 + j, 3) % 4, j * 7, 1 + bench_h(g * 8 + j, 3) % 4, inspector,
      roll_started + j * interval '30 seconds'
    from bench_rolls,
      (select array_agg(name order by sort_order) as names from mistake_types
        where active and applies_to in ('fabric', 'both')) k,
      generate_series(1, mistakes) j`);
  lap('qi_mistakes');
}

/** The checks the skipped foreign-key triggers would have made, as one anti-join each. */
async function checkKeys(db: Db): Promise<void> {
  const orphans = rowsOf(
    await db.execute(sql`
    select (select count(*) from qi_rolls r where not exists
              (select 1 from qi_reports q where q.report_no = r.report_no))
         + (select count(*) from qi_rolls r where not exists
              (select 1 from greige_rolls g where g.roll_no = r.greige_roll_no))
         + (select count(*) from qi_reports q where not exists
              (select 1 from items i where i.item_code = q.item_code))
         + (select count(*) from qi_mistakes m where not exists
              (select 1 from qi_rolls r where r.report_no = m.report_no and r.roll_no = m.roll_no))
         + (select count(*) from qi_mistakes m where not exists
              (select 1 from mistake_types t where t.name = m.mistake)) as n`),
  );
  const n = Number(orphans[0]?.n ?? 0);
  if (n > 0) throw new Error(`bulk load left ${n} rows without their parent`);
}
