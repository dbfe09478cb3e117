import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Test support: every non-empty daily rollup row as text, in key order, so the rows kept by the
 * saves can be compared with those a rebuild from the raw tables gives.
 */
export async function rollupSnapshot(db: Db): Promise<unknown[]> {
  const res = await db.execute(sql`
    select 'rolls' as t, dim || '|' || stage || '|' || report_date || '|' || key as k,
      rolls, kg::numeric(14, 3)::text as kg, mistakes, points, points_with_area,
      area_m2::numeric(14, 3)::text as area
    from dash_day_rolls where rolls <> 0
    union all
    select 'mistakes', stage || '|' || report_date || '|' || mistake,
      rolls, kg::numeric(14, 3)::text, mistakes, points, points_with_area,
      area_m2::numeric(14, 3)::text
    from dash_day_mistakes where rolls <> 0
    union all
    select 'supplier mistakes', stage || '|' || report_date || '|' || supplier || '|' || mistake,
      rolls, kg::numeric(14, 3)::text, mistakes, points, points_with_area,
      area_m2::numeric(14, 3)::text
    from dash_day_supplier_mistakes where rolls <> 0
    order by 1, 2`);
  return (res as unknown as { rows: unknown[] }).rows;
}
