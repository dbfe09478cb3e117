/** Production dashboards, graded roll reports, roll summaries and dyeing batches. */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, dateRange, docNo, isoDate, kg, noInput, oneDay, notes, text } from '../core/fields';
import type { PageName } from '../core/pages';
import { pageInput, pageOf } from '../core/paging';
import { clientId, grade, stage, type Grade } from './inspection/fields';

const dashboardPages = ['production-dashboard'] as const satisfies readonly PageName[];
const rollPages = [
  'production-roll-summary',
  'production-dashboard',
] as const satisfies readonly PageName[];
const summaryPages = ['production-roll-report-summary'] as const satisfies readonly PageName[];

export const productionRollRow = z.object({
  rollNo: z.string(),
  date: isoDate,
  itemCode: z.string(),
  itemName: z.string(),
  machine: z.string().nullable(),
  operator: z.string().nullable(),
  shift: z.string().nullable(),
  kg: z.number(),
  gsm: z.number().nullable(),
  diaIn: z.number().nullable(),
  /** The latest inspection's stage, report and grade; null while the roll is uninspected. */
  stage: stage.nullable(),
  reportNo: z.string().nullable(),
  grade: grade.nullable(),
  workOrderNo: z.string().nullable(),
  jobCardNo: z.string().nullable(),
  poNo: z.string().nullable(),
});
export type ProductionRollRow = z.infer<typeof productionRollRow>;

export const productionTotals = z.object({ rolls: count, kg });
export const ccProductionTotals = z.object({ rolls: count, pieces: count, kg });

/** `key` is the item code or machine the rows are grouped by. */
export const productionBreakdownRow = z.object({
  key: z.string(),
  label: z.string(),
  rolls: z.number().int(),
  kg: z.number(),
});
export const ccProductionBreakdownRow = productionBreakdownRow.extend({ pieces: z.number().int() });
export const productionDayRow = z.object({
  date: isoDate,
  rolls: z.number().int(),
  kg: z.number(),
});
export const ccProductionDayRow = productionDayRow.extend({ pieces: z.number().int() });
export const machineDayRow = productionDayRow.extend({ machine: z.string() });
export const ccMachineDayRow = ccProductionDayRow.extend({ machine: z.string() });
export type ProductionBreakdownRow = z.infer<typeof productionBreakdownRow>;
export type CcProductionBreakdownRow = z.infer<typeof ccProductionBreakdownRow>;
export type ProductionDayRow = z.infer<typeof productionDayRow>;
export type CcProductionDayRow = z.infer<typeof ccProductionDayRow>;
export type MachineDayRow = z.infer<typeof machineDayRow>;
export type CcMachineDayRow = z.infer<typeof ccMachineDayRow>;

export const rollReportSummary = z.object({
  /** The job card, PO or sales-order PO the rolls were grouped by. */
  docNo: z.string(),
  rolls: count,
  kg,
  byGrade: z.array(z.object({ grade: grade.nullable(), rolls: count, kg })),
  rollRows: z.array(productionRollRow),
});
export type RollReportSummary = z.infer<typeof rollReportSummary>;

/** What a production figure groups produced rolls by; `all` is a total's rows. */
export const productionDimensions = ['all', 'machine', 'item', 'day', 'shift'] as const;
export type ProductionDimension = (typeof productionDimensions)[number];

/** The rows behind one production figure: rolls produced in the range, of one bar when `by` and `key` say. */
export const productionRollsInput = dateRange.safeExtend({
  by: z.enum(productionDimensions).default('all'),
  key: z.string().trim().min(1).max(140).optional(),
  ...pageInput,
});

export const batchInput = z.object({
  date: isoDate,
  itemCode: docNo,
  colour: text(80),
  shade: text(60).optional(),
  lot: text(80),
  greigeRollNos: z
    .array(docNo)
    .min(1, 'must hold at least one roll')
    .max(500)
    .refine((r) => new Set(r).size === r.length, 'must not repeat a roll'),
  /**
   * The warehouse of the dyeing processor the rolls go to: the mill's own dye house or a job-work
   * (JV) processor (getWarehousesFromDB lists them with `processor: true`).
   */
  processor: text(),
  /** The dyeing machine, when already planned. */
  machine: text(60).optional(),
  remarks: notes(500).optional(),
  clientId,
});
export type BatchInput = z.infer<typeof batchInput>;

/** One roll of a batch as its card prints it. */
export const batchRollRow = z.object({ rollNo: z.string(), kg });
export type BatchRollRow = z.infer<typeof batchRollRow>;

const gradeRolls = <N extends string>(name: N, g: Grade) =>
  defineCall({
    name,
    service: 'main',
    kind: 'read',
    access: rollPages,
    summary: `Rolls graded ${g} at their latest inspection, newest first (at most 1000).`,
    input: noInput,
    output: z.array(productionRollRow),
  });
const gradeRollsForDate = <N extends string>(name: N, g: Grade) =>
  defineCall({
    name,
    service: 'main',
    kind: 'read',
    access: rollPages,
    summary: `Rolls produced in the range and graded ${g} at their latest inspection.`,
    input: dateRange,
    output: z.array(productionRollRow),
  });
const rangeRead = <N extends string, O extends z.ZodType>(name: N, summary: string, output: O) =>
  defineCall({
    name,
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary,
    input: dateRange,
    output,
  });
/** Single-day collar & cuff views; day-wise ones cover the 7 days ending on jsonTodayDate. */
const dayRead = <N extends string, O extends z.ZodType>(name: N, summary: string, output: O) =>
  defineCall({
    name,
    service: 'main',
    kind: 'read',
    access: dashboardPages,
    summary,
    input: oneDay,
    output,
  });
const reportSummary = <N extends string>(name: N, by: string) =>
  defineCall({
    name,
    service: 'main',
    kind: 'read',
    access: summaryPages,
    summary: `Rolls of one ${by} (jsonReportNo) with their grades, kg and totals.`,
    input: z.object({ jsonReportNo: docNo }),
    output: rollReportSummary,
  });

export const productionCalls = defineCalls({
  getProductionRollsFromDB: defineCall({
    name: 'getProductionRollsFromDB',
    service: 'main',
    kind: 'read',
    access: rollPages,
    summary:
      'The produced rolls behind a production figure: a range, and one bar (machine, item, day, shift).',
    input: productionRollsInput,
    output: pageOf(productionRollRow),
  }),
  getGradeNo1RollReportFromERPNEXT: gradeRolls('getGradeNo1RollReportFromERPNEXT', 1),
  getGradeNo2RollReportFromERPNEXT: gradeRolls('getGradeNo2RollReportFromERPNEXT', 2),
  getGradeNo3RollReportFromERPNEXT: gradeRolls('getGradeNo3RollReportFromERPNEXT', 3),
  getGradeNo1RollReportFromERPNEXTForDate: gradeRollsForDate(
    'getGradeNo1RollReportFromERPNEXTForDate',
    1,
  ),
  getGradeNo2RollReportFromERPNEXTForDate: gradeRollsForDate(
    'getGradeNo2RollReportFromERPNEXTForDate',
    2,
  ),
  getGradeNo3RollReportFromERPNEXTForDate: gradeRollsForDate(
    'getGradeNo3RollReportFromERPNEXTForDate',
    3,
  ),
  getTodayProductionFabricTotalRollsForDate: rangeRead(
    'getTodayProductionFabricTotalRollsForDate',
    'Fabric rolls and kg produced in the dashboard period.',
    productionTotals,
  ),
  getTodayProductionFabricTotalRollsForSpecifiedDate: rangeRead(
    'getTodayProductionFabricTotalRollsForSpecifiedDate',
    'Fabric rolls and kg produced in the period chosen for comparison.',
    productionTotals,
  ),
  getTodayProductionCollarCuffTotalRollsForSpecifiedDate: rangeRead(
    'getTodayProductionCollarCuffTotalRollsForSpecifiedDate',
    'Collar & cuff rolls, pieces and kg knitted in the period chosen for comparison.',
    ccProductionTotals,
  ),
  getTodayProductionFabricWiseTotalRollsForDate: rangeRead(
    'getTodayProductionFabricWiseTotalRollsForDate',
    'Fabric rolls and kg produced in the range, by fabric item.',
    z.array(productionBreakdownRow),
  ),
  getTodayProductionFabricDayWiseTotalRollsForDate: rangeRead(
    'getTodayProductionFabricDayWiseTotalRollsForDate',
    'Fabric rolls and kg produced on each day of the dashboard period.',
    z.array(productionDayRow),
  ),
  getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate: rangeRead(
    'getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate',
    'Fabric rolls and kg produced on each day of the period chosen for comparison.',
    z.array(productionDayRow),
  ),
  getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate: rangeRead(
    'getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate',
    'Collar & cuff rolls, pieces and kg knitted on each day of the period chosen for comparison.',
    z.array(ccProductionDayRow),
  ),
  getTodayProductionMachineWiseTotalRollsForDate: rangeRead(
    'getTodayProductionMachineWiseTotalRollsForDate',
    'Fabric rolls and kg produced in the range, by knitting machine.',
    z.array(productionBreakdownRow),
  ),
  getTodayProductionMachineWiseDayWiseTotalRollsForDate: rangeRead(
    'getTodayProductionMachineWiseDayWiseTotalRollsForDate',
    'Fabric rolls and kg produced in the range, by machine and day.',
    z.array(machineDayRow),
  ),
  getTodayProductionCollarCuffWiseTotalRollsForDate: dayRead(
    'getTodayProductionCollarCuffWiseTotalRollsForDate',
    'Collar & cuff rolls, pieces and kg knitted on the day, by item.',
    z.array(ccProductionBreakdownRow),
  ),
  getTodayProductionCollarCuffMachineWiseTotalRollsForDate: dayRead(
    'getTodayProductionCollarCuffMachineWiseTotalRollsForDate',
    'Collar & cuff rolls, pieces and kg knitted on the day, by flat machine.',
    z.array(ccProductionBreakdownRow),
  ),
  getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate: dayRead(
    'getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate',
    'Collar & cuff output by flat machine and day, for the 7 days ending on the day.',
    z.array(ccMachineDayRow),
  ),
  getTodayProductionCollarCuffDayWiseTotalRollsForDate: dayRead(
    'getTodayProductionCollarCuffDayWiseTotalRollsForDate',
    'Collar & cuff output per day, for the 7 days ending on the day.',
    z.array(ccProductionDayRow),
  ),
  getTodayProductionCCTotalRollsForDate: dayRead(
    'getTodayProductionCCTotalRollsForDate',
    'Collar & cuff rolls, pieces and kg knitted on the day.',
    ccProductionTotals,
  ),
  getRollReportSummaryJobCardWiseFromERPNext: reportSummary(
    'getRollReportSummaryJobCardWiseFromERPNext',
    'job card',
  ),
  getRollReportSummaryPOWiseFromERPNext: reportSummary(
    'getRollReportSummaryPOWiseFromERPNext',
    'purchase order',
  ),
  getRollReportSummarySOPOWiseFromERPNext: reportSummary(
    'getRollReportSummarySOPOWiseFromERPNext',
    // The mirror links rolls to subcontracting orders and their POs, not to sales orders.
    'subcontracting order, or the PO it was raised from',
  ),
  postBatchData: defineCall({
    name: 'postBatchData',
    service: 'main',
    kind: 'save',
    access: ['create-batch'],
    summary:
      'Group greige rolls into a dyeing batch and send them to its processor in one stock entry; the server totals the kg and numbers it.',
    input: z.object({ jsonData: batchInput }),
    output: z.object({
      batchNo: z.string(),
      rolls: count,
      totalKg: kg,
      /** The stock entry that moved the rolls from greige stock to the processor. */
      stockEntryNo: z.string(),
      processor: z.string(),
      /** The rolls in the order they were given, with the kg the server knows them by. */
      rollRows: z.array(batchRollRow),
      /** The batch is pushed to the ERP through the outbox; until then it is `queued`. */
      erpStatus: z.enum(['queued', 'synced']),
    }),
  }),
});
