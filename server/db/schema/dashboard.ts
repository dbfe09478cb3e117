import { check, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stages } from '../../../contract/main/inspection/fields';
import { oneOf } from './columns';

/**
 * Daily rollups of fabric inspection for the dashboards (docs/decisions/020-dashboard-figures.md).
 * A year holds a million inspected rolls and three million mistakes; summing those for every
 * dashboard call is too slow, so the figures are kept per day, updated in the transaction of each
 * save that changes a report's rolls or mistakes (server/domains/dashboard/rollups.ts).
 *
 * The `dash_report_*` tables hold what each report last added to the daily ones, so a save
 * applies the difference (new minus old) and never has to re-read a whole day.
 */

/** What the daily roll figures are kept by; a roll counts once in each. */
export const dashboardRollupDims = ['supplier', 'item', 'checker', 'grade', 'table'] as const;

// Sums of numeric(12, 3) kg and areas: numeric without a limit keeps them exact.
const sum = (name: string) => numeric(name, { mode: 'number' }).notNull().default(0);
const n = (name: string) => integer(name).notNull().default(0);
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/** The figures every rollup row carries. */
const figures = () => ({
  rolls: n('rolls'),
  kg: sum('kg'),
  mistakes: n('mistakes'),
  points: n('points'),
  /** Points of the rolls with an area, and that area: points per 100 m² as reports compute it. */
  pointsWithArea: n('points_with_area'),
  areaM2: sum('area_m2'),
});

/** A report's rolls by item and grade (0: not graded), as last added to `dash_day_rolls`. */
export const dashReportRolls = pgTable(
  'dash_report_rolls',
  {
    reportNo: text('report_no').notNull(),
    itemCode: text('item_code').notNull(),
    grade: integer('grade').notNull(),
    day: day('report_date'),
    stage: text('stage', { enum: stages }).notNull(),
    /** '' for in-house rolls. */
    supplier: text('supplier').notNull(),
    checker: text('checker').notNull(),
    tableName: text('table_name').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.reportNo, t.itemCode, t.grade] })],
);

/** A report's mistakes by mistake type, as last added to the `dash_day_*mistakes` tables. */
export const dashReportMistakes = pgTable(
  'dash_report_mistakes',
  {
    reportNo: text('report_no').notNull(),
    mistake: text('mistake').notNull(),
    day: day('report_date'),
    stage: text('stage', { enum: stages }).notNull(),
    supplier: text('supplier').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.reportNo, t.mistake] })],
);

/**
 * Inspected rolls of a day and stage by one dimension: `key` is the supplier ('' in house), item
 * code, checker, grade ('1'–'3', '' not graded) or inspection table.
 */
export const dashDayRolls = pgTable(
  'dash_day_rolls',
  {
    dim: text('dim', { enum: dashboardRollupDims }).notNull(),
    stage: text('stage', { enum: stages }).notNull(),
    day: day('report_date'),
    key: text('key').notNull(),
    ...figures(),
  },
  (t) => [
    // Every read is one dimension and stage over a range of days.
    primaryKey({ columns: [t.dim, t.stage, t.day, t.key] }),
    check('dash_day_rolls_dim_check', oneOf(t.dim, dashboardRollupDims)),
  ],
);

/**
 * Mistakes of a day and stage by mistake type; `rolls`, `kg` and the area are those of the rolls
 * with that mistake, so a mistake's bar and its drill-down count the same rolls.
 */
export const dashDayMistakes = pgTable(
  'dash_day_mistakes',
  {
    stage: text('stage', { enum: stages }).notNull(),
    day: day('report_date'),
    mistake: text('mistake').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.stage, t.day, t.mistake] })],
);

/**
 * The same by supplier too ('' in house), for the mistake × supplier view; kept apart so the
 * mistake-wise reads of a year touch a few thousand rows, not one per supplier as well.
 */
export const dashDaySupplierMistakes = pgTable(
  'dash_day_supplier_mistakes',
  {
    stage: text('stage', { enum: stages }).notNull(),
    day: day('report_date'),
    supplier: text('supplier').notNull(),
    mistake: text('mistake').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.stage, t.day, t.supplier, t.mistake] })],
);
