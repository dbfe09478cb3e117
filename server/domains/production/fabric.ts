import { sql } from 'drizzle-orm';
import type {
  MachineDayRow,
  ProductionBreakdownRow,
  ProductionDayRow,
} from '../../../contract/main/production';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { daysOf, grams, producedIn } from './scope';
import { rowsOf } from '../../db/rows';

/**
 * Fabric production figures: greige rolls knitted in the mill (scope.ts), summed in SQL over the
 * range's days. Every figure is one grouping of the same rows, so a total equals the sum of any
 * breakdown of the same range, and getProductionRollsFromDB lists exactly the rolls a bar counts.
 */

export interface Range {
  jsonStartDate: string;
  jsonEndDate: string;
}

export interface Sums {
  rolls: number;
  kg: number;
}

const sums = sql.raw(`count(*)::int as rolls, coalesce(sum(g.kg), 0)::float8 as kg`);

async function totals(db: Db, r: Range): Promise<Sums> {
  const [row] = await rowsOf<Sums>(
    db,
    sql`select ${sums} from greige_rolls g where ${producedIn(r.jsonStartDate, r.jsonEndDate)}`,
  );
  return { rolls: row?.rolls ?? 0, kg: grams(row?.kg ?? 0) };
}

/** Rolls and kg per day, every day of the range listed (a day without production is a zero). */
async function perDay(db: Db, r: Range): Promise<ProductionDayRow[]> {
  const rows = await rowsOf<Sums & { date: string }>(
    db,
    sql`select g.produced_on::text as date, ${sums} from greige_rolls g
        where ${producedIn(r.jsonStartDate, r.jsonEndDate)} group by g.produced_on`,
  );
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysOf(r.jsonStartDate, r.jsonEndDate).map((date) => {
    const row = byDay.get(date);
    return { date, rolls: row?.rolls ?? 0, kg: grams(row?.kg ?? 0) };
  });
}

/** Largest first, so a chart's top bars and its "others" are the first and the rest. */
const byKg = (a: ProductionBreakdownRow, b: ProductionBreakdownRow) =>
  b.kg - a.kg || a.key.localeCompare(b.key);

async function perMachine(db: Db, r: Range): Promise<ProductionBreakdownRow[]> {
  const rows = await rowsOf<Sums & { key: string }>(
    db,
    sql`select g.machine as key, ${sums} from greige_rolls g
        where ${producedIn(r.jsonStartDate, r.jsonEndDate)} group by g.machine`,
  );
  return rows.map((row) => ({ ...row, label: row.key, kg: grams(row.kg) })).sort(byKg);
}

async function perItem(db: Db, r: Range): Promise<ProductionBreakdownRow[]> {
  // Grouped first, named after: the join touches one row per item, not one per roll.
  const rows = await rowsOf<Sums & { key: string; label: string }>(
    db,
    sql`select t.key, coalesce(i.item_name, t.key) as label, t.rolls, t.kg
        from (select g.item_code as key, ${sums} from greige_rolls g
              where ${producedIn(r.jsonStartDate, r.jsonEndDate)} group by g.item_code) t
        left join items i on i.item_code = t.key`,
  );
  return rows.map((row) => ({ ...row, kg: grams(row.kg) })).sort(byKg);
}

async function perMachineDay(db: Db, r: Range): Promise<MachineDayRow[]> {
  const rows = await rowsOf<Sums & { machine: string; date: string }>(
    db,
    sql`select g.machine, g.produced_on::text as date, ${sums} from greige_rolls g
        where ${producedIn(r.jsonStartDate, r.jsonEndDate)}
        group by g.machine, g.produced_on order by g.machine, g.produced_on`,
  );
  return rows.map((row) => ({ ...row, kg: grams(row.kg) }));
}

export const fabricHandlers = {
  getTodayProductionFabricTotalRollsForDate: (ctx, input) => totals(ctx.db, input),
  getTodayProductionFabricTotalRollsForSpecifiedDate: (ctx, input) => totals(ctx.db, input),
  getTodayProductionFabricDayWiseTotalRollsForDate: (ctx, input) => perDay(ctx.db, input),
  getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate: (ctx, input) => perDay(ctx.db, input),
  getTodayProductionMachineWiseTotalRollsForDate: (ctx, input) => perMachine(ctx.db, input),
  getTodayProductionFabricWiseTotalRollsForDate: (ctx, input) => perItem(ctx.db, input),
  getTodayProductionMachineWiseDayWiseTotalRollsForDate: (ctx, input) =>
    perMachineDay(ctx.db, input),
} satisfies HandlerMap;
