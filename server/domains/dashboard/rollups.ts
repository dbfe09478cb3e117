import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Upkeep of the dashboard rollups (server/db/schema/dashboard.ts). `refreshDashboardRollups` runs
 * in the transaction of every save that changes a fabric report's rolls or mistakes (through
 * refreshReport, the one place report totals are recomputed), so a figure is never stale.
 *
 * A report's new contribution is summed from its rolls and mistakes; the difference from what it
 * added before goes to the daily rows in one sorted upsert per table. Concurrent saves on other
 * reports of the same day add their own differences to the same rows (increments commute), and
 * each transaction locks those rows in one statement in key order, so two saves never deadlock.
 */

/** A report's rolls by item and grade, with the report's day, stage, supplier, checker, table. */
const rollParts = (where: SQL) => sql`
  select r.report_no, r.item_code, coalesce(r.grade, 0) as grade, r.report_date, r.stage,
    coalesce(q.supplier, '') as supplier, q.inspector as checker, q.table_name,
    count(*)::int as rolls, coalesce(sum(r.kg), 0)::numeric as kg,
    coalesce(sum(r.mistakes), 0)::int as mistakes, coalesce(sum(r.points), 0)::int as points,
    coalesce(sum(r.points) filter (where r.area_m2 is not null), 0)::int as points_with_area,
    coalesce(sum(r.area_m2), 0)::numeric as area_m2
  from qi_rolls r join qi_reports q on q.report_no = r.report_no
  where ${where}
  group by r.report_no, r.item_code, coalesce(r.grade, 0), r.report_date, r.stage, q.supplier,
    q.inspector, q.table_name`;

/**
 * A report's mistakes by type: how many, their scored points, and the rolls carrying the type
 * (each counted once, with its kg and area).
 */
const mistakeParts = (where: SQL) => sql`
  select m.report_no, m.mistake, r.report_date, r.stage, coalesce(q.supplier, '') as supplier,
    count(*)::int as rolls, coalesce(sum(r.kg), 0)::numeric as kg,
    sum(m.n)::int as mistakes, sum(m.points)::int as points,
    coalesce(sum(m.points) filter (where r.area_m2 is not null), 0)::int as points_with_area,
    coalesce(sum(r.area_m2), 0)::numeric as area_m2
  from (select report_no, roll_no, mistake, count(*) as n, sum(scored_points) as points
        from qi_mistakes m where ${where} group by report_no, roll_no, mistake) m
    join qi_rolls r on r.report_no = m.report_no and r.roll_no = m.roll_no
    join qi_reports q on q.report_no = m.report_no
  group by m.report_no, m.mistake, r.report_date, r.stage, q.supplier`;

const figureCols = sql.raw('rolls, kg, mistakes, points, points_with_area, area_m2');
const summed = (sign: string) =>
  sql.raw(
    ['rolls', 'kg', 'mistakes', 'points', 'points_with_area', 'area_m2']
      .map((c) => `sum(${sign}${c}) as ${c}`)
      .join(', '),
  );
const addOnConflict = (table: string) =>
  sql.raw(
    ['rolls', 'kg', 'mistakes', 'points', 'points_with_area', 'area_m2']
      .map((c) => `${c} = ${table}.${c} + excluded.${c}`)
      .join(', '),
  );
const anyChange = sql.raw(
  ['rolls', 'kg', 'mistakes', 'points', 'points_with_area', 'area_m2']
    .map((c) => `sum(sign * ${c}) <> 0`)
    .join(' or '),
);

/** Each part under every dimension it counts in: supplier, item, checker, grade, table. */
const dims = sql.raw(`cross join lateral (values ('supplier', p.supplier), ('item', p.item_code),
  ('checker', p.checker), ('grade', case when p.grade = 0 then '' else p.grade::text end),
  ('table', p.table_name)) d(dim, key)`);

const partCols = sql.raw(
  'report_no, item_code, grade, report_date, stage, supplier, checker, table_name',
);
const mistakePartCols = sql.raw('report_no, mistake, report_date, stage, supplier');

/** The daily mistake tables and their keys after (stage, day), in the order saves lock them. */
const mistakeTables = [
  ['dash_day_mistakes', 'mistake'],
  ['dash_day_supplier_mistakes', 'supplier, mistake'],
] as const;

/** Brings the rollups of one fabric report up to date with its rolls and mistakes. */
export async function refreshDashboardRollups(db: Db, reportNo: string): Promise<void> {
  const rolls = sql`r.report_no = ${reportNo}`;
  const ownParts = sql`report_no = ${reportNo}`;
  await db.execute(sql`
    insert into dash_day_rolls (dim, stage, report_date, key, ${figureCols})
    select d.dim, p.stage, p.report_date, d.key, ${summed('sign * ')}
    from (select -1 as sign, ${partCols}, ${figureCols} from dash_report_rolls where ${ownParts}
          union all
          select 1, ${partCols}, ${figureCols} from (${rollParts(rolls)}) f) p
      ${dims}
    group by d.dim, p.stage, p.report_date, d.key
    having ${anyChange}
    order by d.dim, p.stage, p.report_date, d.key
    on conflict (dim, stage, report_date, key) do update set ${addOnConflict('dash_day_rolls')}`);
  await db.execute(sql`delete from dash_report_rolls where ${ownParts}`);
  await db.execute(sql`
    insert into dash_report_rolls (${partCols}, ${figureCols}) ${rollParts(rolls)}`);

  const mistakes = sql`m.report_no = ${reportNo}`;
  for (const [table, keys] of mistakeTables) {
    await db.execute(sql`
      insert into ${sql.raw(table)} (stage, report_date, ${sql.raw(keys)}, ${figureCols})
      select p.stage, p.report_date, ${sql.raw(keys)}, ${summed('sign * ')}
      from (select -1 as sign, ${mistakePartCols}, ${figureCols} from dash_report_mistakes
              where ${ownParts}
            union all
            select 1, ${mistakePartCols}, ${figureCols} from (${mistakeParts(mistakes)}) f) p
      group by p.stage, p.report_date, ${sql.raw(keys)}
      having ${anyChange}
      order by p.stage, p.report_date, ${sql.raw(keys)}
      on conflict (stage, report_date, ${sql.raw(keys)})
        do update set ${addOnConflict(table)}`);
  }
  await db.execute(sql`delete from dash_report_mistakes where ${ownParts}`);
  await db.execute(sql`
    insert into dash_report_mistakes (${mistakePartCols}, ${figureCols})
    ${mistakeParts(mistakes)}`);
}

/**
 * Builds every rollup again from the raw tables: for loaders that write reports in bulk (the demo
 * mill, the benchmark's history), which skip the per-save upkeep.
 */
export async function rebuildDashboardRollups(db: Db): Promise<void> {
  const all = sql`true`;
  await db.execute(
    sql`truncate dash_report_rolls, dash_report_mistakes, dash_day_rolls, dash_day_mistakes,
      dash_day_supplier_mistakes`,
  );
  await db.execute(sql`
    insert into dash_report_rolls (${partCols}, ${figureCols}) ${rollParts(all)}`);
  await db.execute(sql`
    insert into dash_report_mistakes (${mistakePartCols}, ${figureCols}) ${mistakeParts(all)}`);
  await db.execute(sql`
    insert into dash_day_rolls (dim, stage, report_date, key, ${figureCols})
    select d.dim, p.stage, p.report_date, d.key, ${summed('')}
    from dash_report_rolls p ${dims}
    group by d.dim, p.stage, p.report_date, d.key`);
  for (const [table, keys] of mistakeTables) {
    await db.execute(sql`
      insert into ${sql.raw(table)} (stage, report_date, ${sql.raw(keys)}, ${figureCols})
      select stage, report_date, ${sql.raw(keys)}, ${summed('')}
      from dash_report_mistakes
      group by stage, report_date, ${sql.raw(keys)}`);
  }
}
