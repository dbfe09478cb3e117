import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * Bulk inspection history for the benchmarks: `rolls` inspected rolls in reports of 10, dated over
 * the year up to `today`, on top of a seeded demo mill (its items, suppliers, inspectors, tables
 * and mistake types). The demo generator plans roll by roll in JS, which at a million rolls
 * takes far longer than the queries it feeds; here everything is INSERT … SELECT generate_series.
 *
 * Every value comes from a hash of the row number (bench_h), so a run is repeatable and reports,
 * rolls and mistakes agree without a second pass: a roll's points are the sum of the points of
 * the mistakes generated for it, and a report's totals the sums over its rolls.
 */

const rollsPerReport = 10;
/** Report numbers continue the day's demo numbering from here, so they never collide. */
const firstNo = 5000;

const helpers = sql.raw(`
create or replace function bench_h(n bigint, salt int) returns bigint language sql immutable as $$
  select ((((n * 1597334677 + salt * 40503 + 12345) % 4294967296) # 
           (((n * 1597334677 + salt * 40503 + 12345) % 4294967296) >> 13)) * 1597334677) % 4294967296 >> 8
$$;
create or replace function bench_mistakes(g bigint) returns int language sql immutable as $$
  select (bench_h(g, 2) % 7)::int
$$;
create or replace function bench_points(g bigint, j int) returns int language sql immutable as $$
  select (1 + bench_h(g * 8 + j, 3) % 4)::int
$$;
create or replace function bench_roll_points(g bigint) returns int language sql immutable as $$
  select coalesce(sum(bench_points(g, j)), 0)::int from generate_series(1, bench_mistakes(g)) j
$$;
create or replace function bench_kg(g bigint) returns numeric language sql immutable as $$
  select round(12 + (bench_h(g, 1) % 1800) / 100.0, 3)
$$;
create or replace function bench_area(g bigint) returns numeric language sql immutable as $$
  select round((40 + bench_h(g, 4) % 60) * (150 + bench_h(g, 5) % 35) / 100.0, 3)
$$;
`);

const dropHelpers = sql.raw(`
drop function bench_area(bigint); drop function bench_kg(bigint);
drop function bench_roll_points(bigint); drop function bench_points(bigint, int);
drop function bench_mistakes(bigint); drop function bench_h(bigint, int);
`);

/** Report r is dated `r % 365` days before today: about the same count every day of the year. */
const reportDay = sql.raw(`(r % 365)`);

export async function bulkInspections(
  db: Db,
  rolls: number,
  today: string,
  log: (msg: string) => void,
): Promise<void> {
  await db.execute(helpers);
  const reports = Math.ceil(rolls / rollsPerReport);
  const chunk = 10_000; // reports per statement: 100k rolls, about 300k mistakes
  for (let from = 0; from < reports; from += chunk) {
    const to = Math.min(reports, from + chunk) - 1;
    const started = Date.now();
    await insertChunk(db, from, to, today);
    log(`bulk: reports ${from}–${to} (${(to + 1) * rollsPerReport} rolls) in ${Date.now() - started} ms`);
  }
  await db.execute(dropHelpers);
  await db.execute(sql`analyze`);
}

async function insertChunk(db: Db, from: number, to: number, today: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a date: ${today}`);
  const day = sql.raw(`'${today}'::date`);
  const no = sql.raw(
    `'QI-' || to_char('${today}'::date - (r % 365), 'YYYYMMDD') || '-' || lpad((${firstNo} + r / 365)::text, 4, '0')`,
  );
  // Masters as arrays, picked by hash; `1 +` because SQL arrays count from 1.
  const masters = sql`
    m as (select
      (select array_agg(item_code order by item_code) from items where item_group = 'Fabric') as items,
      (select array_agg(name order by name) from suppliers) as suppliers,
      (select array_agg(employee_name order by employee_id) from employees
        where designation in ('Inspector', 'Checker')) as inspectors,
      (select array_agg(name order by name) from machines where kind = 'inspection_table') as tables)`;
  await db.execute(sql`
    with ${masters}
    insert into qi_reports (report_no, report_date, stage, source_kind, supplier, item_code,
      inspector, table_name, status, verdict, inspector_verdict, rolls, total_kg, total_points,
      total_area_m2, points_100m2, grade, created_by, created_at, updated_at, completed_at)
    select ${no}, ${day} - ${reportDay},
      case when bench_h(r, 10) % 5 = 0 then 'finish' else 'greige' end,
      case when bench_h(r, 11) % 3 = 0 then 'workOrder' else 'supplier' end,
      m.suppliers[1 + bench_h(r, 12) % cardinality(m.suppliers)],
      m.items[1 + bench_h(r, 13) % cardinality(m.items)],
      m.inspectors[1 + bench_h(r, 14) % cardinality(m.inspectors)],
      m.tables[1 + bench_h(r, 15) % cardinality(m.tables)],
      s.status,
      case when s.status = 'completed' then
        case when bench_h(r, 16) % 33 = 0 then 'inspectNotOk' else 'inspectOk' end end,
      case when s.status = 'completed' then
        case when bench_h(r, 16) % 33 = 0 then 'inspectNotOk' else 'inspectOk' end end,
      ${rollsPerReport}, t.kg, t.points, t.area, round(t.points * 100 / t.area, 2),
      case when t.points * 100 / t.area < 20 then 1 when t.points * 100 / t.area < 40 then 2 else 3 end,
      'bench', s.started, s.started + interval '1 hour', 
      case when s.status = 'completed' then s.started + interval '1 hour' end
    from generate_series(${from}::bigint, ${to}::bigint) r, m,
      lateral (select case when ${reportDay} = 0 and (r / 365) % 20 = 0 then 'ongoing' else 'completed' end as status,
        (${day} - ${reportDay})::timestamptz + interval '7 hours' + (r / 365 % 600) * interval '1 minute' as started) s,
      lateral (select sum(bench_kg(g)) as kg, sum(bench_roll_points(g))::int as points, sum(bench_area(g)) as area
        from generate_series(r * ${rollsPerReport}, r * ${rollsPerReport} + ${rollsPerReport - 1}) g) t`);
  const rollNo = sql.raw(`'BR-' || lpad(g::text, 7, '0')`);
  const gOf = sql.raw(`(r * ${rollsPerReport} + i)`);
  const rollRows = sql`
    select ${no} as report_no, ${gOf} as g, ${day} - ${reportDay} as day
    from generate_series(${from}::bigint, ${to}::bigint) r, generate_series(0, ${rollsPerReport - 1}) i`;
  await db.execute(sql`
    insert into greige_rolls (roll_no, item_code, kg, gsm, width_cm, produced_on, source_kind, supplier, stage)
    select ${rollNo}, q.item_code, bench_kg(g), 180, 160, x.day - 2, q.source_kind, q.supplier, 'greige'
    from (${rollRows}) x join qi_reports q using (report_no)`);
  await db.execute(sql`
    insert into qi_rolls (report_no, roll_no, greige_roll_no, report_date, stage, status, item_code, kg,
      length_m, width_measured_cm, mistakes, points, area_m2, points_100m2, points_100yd2, grade,
      created_by, created_at, updated_at, summarised_at)
    select x.report_no, ${rollNo}, ${rollNo}, x.day, q.stage, q.status, q.item_code, bench_kg(g),
      40 + bench_h(g, 4) % 60, 150 + bench_h(g, 5) % 35, bench_mistakes(g), p.points, a.area,
      round(p.points * 100 / a.area, 2), round(p.points * 100 / (a.area * 1.19599), 2),
      case when p.points * 100 / a.area < 20 then 1 when p.points * 100 / a.area < 40 then 2 else 3 end,
      q.inspector, q.created_at + (g % 10) * interval '6 minutes', q.created_at + (g % 10) * interval '6 minutes',
      case when q.status = 'completed' then q.created_at + (g % 10 + 1) * interval '6 minutes' end
    from (${rollRows}) x join qi_reports q using (report_no),
      lateral (select bench_roll_points(g) as points) p, lateral (select bench_area(g) as area) a`);
  await db.execute(sql`
    with kinds as (select array_agg(name order by sort_order) as names from mistake_types
      where active and applies_to in ('fabric', 'both'))
    insert into qi_mistakes (report_no, roll_no, mistake, points, position_m, scored_points, created_by, created_at)
    select x.report_no, ${rollNo}, kinds.names[1 + bench_h(g * 8 + j, 6) % cardinality(kinds.names)],
      bench_points(g, j), j * 7, bench_points(g, j), q.inspector,
      q.created_at + (g % 10) * interval '6 minutes' + j * interval '30 seconds'
    from (${rollRows}) x join qi_reports q using (report_no), kinds,
      generate_series(1, bench_mistakes(g)) j`);
}
