import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { BreakdownRow, SupplierMistakeRow } from '../../../contract/main/dashboard';
import type { Stage } from '../../../contract/main/inspection/fields';
import { points100m2 } from '../../../rules/points';
import type { Db } from '../../db/client';
import {
  dashDayMistakes,
  dashDayRolls,
  dashDaySupplierMistakes,
  items,
  suppliers,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';

/**
 * Totals and breakdowns of inspected fabric, read from the daily rollups
 * (docs/decisions/020-dashboard-figures.md): a roll counts on its report's date, ongoing reports
 * included, and every breakdown of a stage sums to that stage's total.
 */

export interface Range {
  jsonStartDate: string;
  jsonEndDate: string;
}

export const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** The figures of a group of rollup rows, as one bar shows them. */
const sums = <
  T extends typeof dashDayRolls | typeof dashDayMistakes | typeof dashDaySupplierMistakes,
>(
  t: T,
) => ({
  rolls: sql<number>`coalesce(sum(${t.rolls}), 0)::int`,
  kg: sql<number>`coalesce(sum(${t.kg}), 0)`.mapWith(Number),
  mistakes: sql<number>`coalesce(sum(${t.mistakes}), 0)::int`,
  points: sql<number>`coalesce(sum(${t.points}), 0)::int`,
  pointsWithArea: sql<number>`coalesce(sum(${t.pointsWithArea}), 0)::int`,
  areaM2: sql<number>`coalesce(sum(${t.areaM2}), 0)`.mapWith(Number),
});

interface Sums {
  rolls: number;
  kg: number;
  mistakes: number;
  points: number;
  pointsWithArea: number;
  areaM2: number;
}

const figuresOf = (s: Sums) => ({
  rolls: s.rolls,
  kg: round3(s.kg),
  mistakes: s.mistakes,
  points: s.points,
  points100m2: points100m2(s.pointsWithArea, s.areaM2 > 0 ? s.areaM2 : null),
});

/** Biggest bar first; ties by key, so the order never changes between two reads. */
const byRollsThenKey = (a: BreakdownRow, b: BreakdownRow) =>
  b.rolls - a.rolls || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Master names of the keys: supplier names, item names; other keys are names already. */
async function labels(db: Db, dim: string, keys: string[]): Promise<Map<string, string>> {
  const wanted = keys.filter((k) => k !== '');
  if (wanted.length === 0) return new Map();
  if (dim === 'supplier') {
    const rows = await db
      .select({ key: suppliers.name, label: suppliers.supplierName })
      .from(suppliers)
      .where(inArray(suppliers.name, wanted));
    return new Map(rows.map((r) => [r.key, r.label]));
  }
  if (dim === 'item') {
    const rows = await db
      .select({ key: items.itemCode, label: items.itemName })
      .from(items)
      .where(inArray(items.itemCode, wanted));
    return new Map(rows.map((r) => [r.key, r.label]));
  }
  return new Map();
}

export type RollDim = 'supplier' | 'item' | 'checker' | 'grade' | 'table';

const dayIn = (r: Range) => between(dashDayRolls.day, r.jsonStartDate, r.jsonEndDate);

/** The rolls of a stage inspected in the range, by one dimension. */
export async function rollBreakdown(
  db: Db,
  dim: RollDim,
  stage: Stage,
  range: Range,
): Promise<BreakdownRow[]> {
  const rows = await db
    .select({ key: dashDayRolls.key, ...sums(dashDayRolls) })
    .from(dashDayRolls)
    .where(and(eq(dashDayRolls.dim, dim), eq(dashDayRolls.stage, stage), dayIn(range)))
    .groupBy(dashDayRolls.key)
    .having(sql`sum(${dashDayRolls.rolls}) > 0`);
  const names = await labels(
    db,
    dim,
    rows.map((r) => r.key),
  );
  return rows
    .map((r) => ({ key: r.key, label: names.get(r.key) ?? r.key, ...figuresOf(r) }))
    .sort(byRollsThenKey);
}

const mistakeDayIn = (r: Range) => between(dashDayMistakes.day, r.jsonStartDate, r.jsonEndDate);

/** Mistakes found on a stage's rolls in the range, by mistake type; most found first. */
export async function mistakeBreakdown(
  db: Db,
  stage: Stage,
  range: Range,
): Promise<BreakdownRow[]> {
  const rows = await db
    .select({ key: dashDayMistakes.mistake, ...sums(dashDayMistakes) })
    .from(dashDayMistakes)
    .where(and(eq(dashDayMistakes.stage, stage), mistakeDayIn(range)))
    .groupBy(dashDayMistakes.mistake)
    .having(sql`sum(${dashDayMistakes.rolls}) > 0`);
  return rows
    .map((r) => ({ key: r.key, label: r.key, ...figuresOf(r) }))
    .sort((a, b) => b.mistakes - a.mistakes || byRollsThenKey(a, b));
}

/** Mistakes on finish rolls in the range by supplier and mistake type. */
async function supplierMistakes(db: Db, range: Range): Promise<SupplierMistakeRow[]> {
  const rows = await db
    .select({
      supplier: dashDaySupplierMistakes.supplier,
      key: dashDaySupplierMistakes.mistake,
      ...sums(dashDaySupplierMistakes),
    })
    .from(dashDaySupplierMistakes)
    .where(
      and(
        eq(dashDaySupplierMistakes.stage, 'finish'),
        between(dashDaySupplierMistakes.day, range.jsonStartDate, range.jsonEndDate),
      ),
    )
    .groupBy(dashDaySupplierMistakes.supplier, dashDaySupplierMistakes.mistake)
    .having(sql`sum(${dashDaySupplierMistakes.rolls}) > 0`);
  const names = await labels(db, 'supplier', [...new Set(rows.map((r) => r.supplier))]);
  return rows
    .map((r) => ({
      key: r.key,
      label: r.key,
      supplier: r.supplier,
      supplierName: names.get(r.supplier) ?? r.supplier,
      ...figuresOf(r),
    }))
    .sort(
      (a, b) =>
        (a.supplier < b.supplier ? -1 : a.supplier > b.supplier ? 1 : 0) ||
        b.mistakes - a.mistakes ||
        byRollsThenKey(a, b),
    );
}

/** Rolls, kg and points of each stage in the range: the sum of the grade-wise rows. */
export async function stageTotals(db: Db, range: Range) {
  const rows = await db
    .select({ stage: dashDayRolls.stage, ...sums(dashDayRolls) })
    .from(dashDayRolls)
    .where(and(eq(dashDayRolls.dim, 'grade'), dayIn(range)))
    .groupBy(dashDayRolls.stage);
  const zero: Sums = { rolls: 0, kg: 0, mistakes: 0, points: 0, pointsWithArea: 0, areaM2: 0 };
  const of = (stage: Stage): Sums => rows.find((r) => r.stage === stage) ?? zero;
  return { greige: of('greige'), finish: of('finish') };
}

export const figureHandlers = {
  getTotalFabricInspected: async (ctx, range) => {
    const { greige, finish } = await stageTotals(ctx.db, range);
    const both = figuresOf({
      rolls: greige.rolls + finish.rolls,
      kg: greige.kg + finish.kg,
      mistakes: greige.mistakes + finish.mistakes,
      points: greige.points + finish.points,
      pointsWithArea: greige.pointsWithArea + finish.pointsWithArea,
      areaM2: greige.areaM2 + finish.areaM2,
    });
    return {
      rolls: both.rolls,
      kg: both.kg,
      points: both.points,
      points100m2: both.points100m2,
      greige: { rolls: greige.rolls, kg: round3(greige.kg) },
      finish: { rolls: finish.rolls, kg: round3(finish.kg) },
    };
  },

  getTodayInspectedFabricTotalRollsForDate: async (ctx, range) => {
    const { greige, finish } = await stageTotals(ctx.db, range);
    return { rolls: greige.rolls + finish.rolls, kg: round3(greige.kg + finish.kg) };
  },

  getMistakeWiseFabricInspected: (ctx, range) => mistakeBreakdown(ctx.db, 'greige', range),
  getMistakeWiseFinishFabricInspected: (ctx, range) => mistakeBreakdown(ctx.db, 'finish', range),
  getMistakeWiseSupplierWiseFinishFabricInspected: (ctx, range) => supplierMistakes(ctx.db, range),
  getSupplierWiseFabricInspected: (ctx, range) =>
    rollBreakdown(ctx.db, 'supplier', 'greige', range),
  getSupplierWiseFinishFabricInspected: (ctx, range) =>
    rollBreakdown(ctx.db, 'supplier', 'finish', range),
  getFabricWiseFabricInspected: (ctx, range) => rollBreakdown(ctx.db, 'item', 'greige', range),
  getFabricWiseFinishFabricInspected: (ctx, range) =>
    rollBreakdown(ctx.db, 'item', 'finish', range),
  getCheckerWiseFabricInspected: (ctx, range) => rollBreakdown(ctx.db, 'checker', 'greige', range),
  getCheckerWiseFinishFabricInspected: (ctx, range) =>
    rollBreakdown(ctx.db, 'checker', 'finish', range),
  getGradeWiseRollInspected: (ctx, range) => rollBreakdown(ctx.db, 'grade', 'greige', range),
  getGradeWiseFinishRollInspected: (ctx, range) => rollBreakdown(ctx.db, 'grade', 'finish', range),
} satisfies HandlerMap;
