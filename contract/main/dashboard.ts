/** Inspection dashboards: totals, breakdowns and live views over a date range. */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, dateRange, kg, line } from '../core/fields';
import { pageInput, pageOf } from '../core/paging';
import type { PageName } from '../core/pages';
import { grade, stage, timestamp, type Stage } from './inspection/fields';

const dashboardPages = ['dashboard', 'dashboardlive'] as const satisfies readonly PageName[];
const livePages = ['dashboardlive', 'dashboard'] as const satisfies readonly PageName[];

/** One bar of a breakdown: `key` is what rows are grouped by (supplier, item, checker, mistake, grade). */
export const breakdownRow = z.object({
  key: z.string(),
  label: z.string(),
  rolls: z.number().int(),
  kg: z.number(),
  /** Mistakes recorded: defects for a mistake-wise row, all defects otherwise. */
  mistakes: z.number().int(),
  points: z.number().int(),
  points100m2: z.number().nullable(),
});
export type BreakdownRow = z.infer<typeof breakdownRow>;

export const supplierMistakeRow = breakdownRow.extend({
  supplier: z.string(),
  supplierName: z.string(),
});
export type SupplierMistakeRow = z.infer<typeof supplierMistakeRow>;

const stageTotals = z.object({ rolls: count, kg });
export const fabricTotals = z.object({
  rolls: count,
  kg,
  points: count,
  points100m2: z.number().nullable(),
  greige: stageTotals,
  finish: stageTotals,
});
export type FabricTotals = z.infer<typeof fabricTotals>;

export const ccTotals = z.object({
  rolls: count,
  piecesChecked: count,
  piecesRejected: count,
  rejectPct: z.number().nullable(),
});
export type CcTotals = z.infer<typeof ccTotals>;

const liveBase = {
  reportNo: z.string(),
  tableName: z.string(),
  inspector: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  stage,
  currentRollNo: z.string().nullable(),
  rolls: z.number().int(),
  startedAt: timestamp,
  lastActivityAt: timestamp,
};
/**
 * What a live row adds for the wall screen: the report's points per 100 m² and worst grade so far
 * (always sent; optional so rows written before these fields stay valid).
 */
const liveScore = {
  points100m2: z.number().nullable().optional(),
  grade: grade.nullable().optional(),
};
export const liveFabricRow = z.object({
  ...liveBase,
  kg: z.number(),
  points: z.number().int(),
  ...liveScore,
});
export type LiveFabricRow = z.infer<typeof liveFabricRow>;
export const liveCCRow = z.object({
  ...liveBase,
  piecesChecked: z.number().int(),
  piecesRejected: z.number().int(),
  rejectPct: z.number().nullable().optional(),
  grade: grade.nullable().optional(),
});
export type LiveCCRow = z.infer<typeof liveCCRow>;

/** An inspection table ("machine") and what it did in the range; `active` while a report is ongoing. */
const machineBase = {
  tableName: z.string(),
  active: z.boolean(),
  reportNo: z.string().nullable(),
  inspector: z.string().nullable(),
  rolls: z.number().int(),
  lastActivityAt: timestamp.nullable(),
  /** The ongoing report's item and latest roll; null when idle (always sent, optional in type). */
  itemCode: z.string().nullable().optional(),
  itemName: z.string().nullable().optional(),
  currentRollNo: z.string().nullable().optional(),
  /** The ongoing report's worst grade so far. */
  grade: grade.nullable().optional(),
};
export const liveFabricMachineRow = z.object({
  ...machineBase,
  kg: z.number(),
  points: z.number().int(),
  /** The ongoing report's points per 100 m² so far. */
  points100m2: z.number().nullable().optional(),
});
export type LiveFabricMachineRow = z.infer<typeof liveFabricMachineRow>;
export const liveCCMachineRow = z.object({
  ...machineBase,
  piecesChecked: z.number().int(),
  piecesRejected: z.number().int(),
  /** The ongoing report's reject % so far. */
  rejectPct: z.number().nullable().optional(),
});
export type LiveCCMachineRow = z.infer<typeof liveCCMachineRow>;

const breakdownList = z.array(breakdownRow);

/** A breakdown of inspected rolls of one stage; non-"Finish" names cover the greige stage. */
const breakdown = <N extends string>(name: N, by: string, of: Stage) =>
  defineCall({
    name,
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary: `Rolls, kg and points of ${of} fabric inspected in the range, ${by}.`,
    input: dateRange,
    output: breakdownList,
  });

/** What a dashboard figure groups inspected rolls by; `all` is a total's rows. */
export const dashboardDimensions = [
  'all',
  'supplier',
  'item',
  'checker',
  'grade',
  'mistake',
] as const;
export type DashboardDimension = (typeof dashboardDimensions)[number];

/** One inspected roll behind a dashboard figure: a drill-down's row. */
export const dashboardRollRow = z.object({
  reportNo: z.string(),
  rollNo: z.string(),
  date: z.string(),
  stage,
  itemCode: z.string(),
  itemName: z.string(),
  supplier: z.string().nullable(),
  supplierName: z.string().nullable(),
  checker: z.string(),
  kg: z.number(),
  mistakes: z.number().int(),
  points: z.number().int(),
  points100m2: z.number().nullable(),
  grade: grade.nullable(),
});
export type DashboardRollRow = z.infer<typeof dashboardRollRow>;

/**
 * The rows behind one figure: the rolls of a stage inspected in the range, those of one bar when
 * `by` names a dimension and `key` the bar's key (a mistake-wise bar: the rolls with that mistake).
 */
export const dashboardRollsInput = dateRange.safeExtend({
  stage,
  by: z.enum(dashboardDimensions).default('all'),
  key: line(140).optional(),
  ...pageInput,
});

export const dashboardCalls = defineCalls({
  getDashboardRollsFromDB: defineCall({
    name: 'getDashboardRollsFromDB',
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary:
      'The inspected rolls behind a dashboard figure: a stage, a range, and one bar of a breakdown.',
    input: dashboardRollsInput,
    output: pageOf(dashboardRollRow),
  }),
  getTotalFabricInspected: defineCall({
    name: 'getTotalFabricInspected',
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary: 'Rolls, kg and points of fabric inspected in the range, greige and finish.',
    input: dateRange,
    output: fabricTotals,
  }),
  getTotalCCInspected: defineCall({
    name: 'getTotalCCInspected',
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary: 'Collar & cuff rolls and pieces checked and rejected in the range.',
    input: dateRange,
    output: ccTotals,
  }),
  getMistakeWiseFabricInspected: breakdown('getMistakeWiseFabricInspected', 'by mistake', 'greige'),
  getMistakeWiseFinishFabricInspected: breakdown(
    'getMistakeWiseFinishFabricInspected',
    'by mistake',
    'finish',
  ),
  getMistakeWiseSupplierWiseFinishFabricInspected: defineCall({
    name: 'getMistakeWiseSupplierWiseFinishFabricInspected',
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary: 'Mistakes found on finish fabric in the range, by supplier and mistake.',
    input: dateRange,
    output: z.array(supplierMistakeRow),
  }),
  getSupplierWiseFabricInspected: breakdown(
    'getSupplierWiseFabricInspected',
    'by supplier',
    'greige',
  ),
  getSupplierWiseFinishFabricInspected: breakdown(
    'getSupplierWiseFinishFabricInspected',
    'by supplier',
    'finish',
  ),
  getFabricWiseFabricInspected: breakdown(
    'getFabricWiseFabricInspected',
    'by fabric item',
    'greige',
  ),
  getFabricWiseFinishFabricInspected: breakdown(
    'getFabricWiseFinishFabricInspected',
    'by fabric item',
    'finish',
  ),
  getCheckerWiseFabricInspected: breakdown('getCheckerWiseFabricInspected', 'by checker', 'greige'),
  getCheckerWiseFinishFabricInspected: breakdown(
    'getCheckerWiseFinishFabricInspected',
    'by checker',
    'finish',
  ),
  getGradeWiseRollInspected: breakdown(
    'getGradeWiseRollInspected',
    'by grade (key 1, 2, 3)',
    'greige',
  ),
  getGradeWiseFinishRollInspected: breakdown(
    'getGradeWiseFinishRollInspected',
    'by grade (key 1, 2, 3)',
    'finish',
  ),
  getLiveFabricInspectionDetails: defineCall({
    name: 'getLiveFabricInspectionDetails',
    service: 'main',
    kind: 'read',
    access: livePages,
    summary: 'Fabric inspections in the range with their latest roll, most recently active first.',
    input: dateRange,
    output: z.array(liveFabricRow),
  }),
  getLiveFabricMachineInspectionDetails: defineCall({
    name: 'getLiveFabricMachineInspectionDetails',
    service: 'main',
    kind: 'read',
    access: livePages,
    summary: 'Every fabric inspection table: busy or idle now, and its output in the range.',
    input: dateRange,
    output: z.array(liveFabricMachineRow),
  }),
  getLiveCCInspectionDetails: defineCall({
    name: 'getLiveCCInspectionDetails',
    service: 'main',
    kind: 'read',
    access: livePages,
    summary: 'Collar & cuff inspections in the range with their latest roll, most recent first.',
    input: dateRange,
    output: z.array(liveCCRow),
  }),
  getLiveCCMachineInspectionDetails: defineCall({
    name: 'getLiveCCMachineInspectionDetails',
    service: 'main',
    kind: 'read',
    access: livePages,
    summary: 'Every collar & cuff inspection table: busy or idle now, and its output in the range.',
    input: dateRange,
    output: z.array(liveCCMachineRow),
  }),
  getTodayInspectedFabricTotalRollsForDate: defineCall({
    name: 'getTodayInspectedFabricTotalRollsForDate',
    service: 'main',
    kind: 'read',
    access: [...dashboardPages, 'home'],
    summary: 'Number of fabric rolls and kg inspected in the range.',
    input: dateRange,
    output: z.object({ rolls: count, kg }),
  }),
  getTodayInspectedCollarCuffTotalRollsForDate: defineCall({
    name: 'getTodayInspectedCollarCuffTotalRollsForDate',
    service: 'main',
    kind: 'read',
    access: [...dashboardPages, 'collar-cuff-home'],
    summary: 'Number of collar & cuff rolls and pieces inspected in the range.',
    input: dateRange,
    output: z.object({ rolls: count, pieces: count }),
  }),
});
