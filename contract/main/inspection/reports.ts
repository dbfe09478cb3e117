import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { count, dateRange, docNo, isoDate, kg, oneDay } from '../../core/fields';
import { pageInput, pageOf } from '../../core/paging';
import { greigeRoll, tamilName } from './fields';
import { inspectPages, mistakeRow, qiReportRow, reportPages, rollRow } from './rows';

/** Report lists page newest first (by date, then report number); see core/paging.ts. */
const reportList = pageOf(qiReportRow);
const listPages = ['home', ...reportPages] as const;
const pagedRange = dateRange.safeExtend(pageInput);
const pagedAll = z.object(pageInput);

export const qiReportWithRolls = qiReportRow.extend({ rollRows: z.array(rollRow) });
export type QiReportWithRolls = z.infer<typeof qiReportWithRolls>;

/** One roll's inspection sheet: the report header, the roll and every mistake on it. */
export const rollSheet = z.object({
  report: qiReportRow,
  roll: rollRow,
  mistakes: z.array(mistakeRow),
  mistakeSummary: z.array(
    z.object({
      mistake: z.string(),
      mistakeTa: tamilName,
      count: z.number().int(),
      points: z.number().int(),
    }),
  ),
});
export type RollSheet = z.infer<typeof rollSheet>;

export const rollProduction = greigeRoll.extend({
  date: isoDate,
  workOrderNo: z.string().nullable(),
  jobCardNo: z.string().nullable(),
  /** Every inspection the roll went through, oldest first. */
  inspections: z.array(rollRow),
});
export type RollProduction = z.infer<typeof rollProduction>;

export const inspectionReportCalls = defineCalls({
  getAllQIReportFromDB: defineCall({
    name: 'getAllQIReportFromDB',
    service: 'main',
    kind: 'read',
    access: listPages,
    summary: 'List fabric QI reports of every status, newest first, a page at a time.',
    input: pagedAll,
    output: reportList,
  }),
  getAllQIReportFromDBWithInspectOk: defineCall({
    name: 'getAllQIReportFromDBWithInspectOk',
    service: 'main',
    kind: 'read',
    access: listPages,
    summary: 'List completed fabric QI reports judged inspect-OK, newest first, a page at a time.',
    input: pagedAll,
    output: reportList,
  }),
  getQIReportFromDB: defineCall({
    name: 'getQIReportFromDB',
    service: 'main',
    kind: 'read',
    access: listPages,
    summary:
      'List the ongoing fabric QI reports dated in the range, so an inspector can resume one.',
    input: pagedRange,
    output: reportList,
  }),
  getQIReportFromDBCompleted: defineCall({
    name: 'getQIReportFromDBCompleted',
    service: 'main',
    kind: 'read',
    access: reportPages,
    summary: 'List the completed fabric QI reports dated in the range.',
    input: pagedRange,
    output: reportList,
  }),
  getQIReportFromDBAllData: defineCall({
    name: 'getQIReportFromDBAllData',
    service: 'main',
    kind: 'read',
    access: reportPages,
    summary:
      'List the fabric QI reports dated in the range, whatever their status, each with its rolls, a page of reports at a time.',
    input: pagedRange,
    output: pageOf(qiReportWithRolls),
  }),
  getQIReportWithRollsFromDB: defineCall({
    name: 'getQIReportWithRollsFromDB',
    service: 'main',
    kind: 'read',
    access: [...reportPages, ...inspectPages],
    summary: 'One fabric QI report with its rolls, by its number: what opening a report shows.',
    input: z.object({ report_no: docNo }),
    output: qiReportWithRolls,
  }),
  getQIReportFromDBWithInspectNotOk: defineCall({
    name: 'getQIReportFromDBWithInspectNotOk',
    service: 'main',
    kind: 'read',
    access: reportPages,
    summary: 'List the completed fabric QI reports in the range judged inspect-not-OK.',
    input: pagedRange,
    output: reportList,
  }),
  getQIReportFromDBWithInspectOk: defineCall({
    name: 'getQIReportFromDBWithInspectOk',
    service: 'main',
    kind: 'read',
    access: reportPages,
    summary: 'List the completed fabric QI reports in the range judged inspect-OK.',
    input: pagedRange,
    output: reportList,
  }),
  getOnGoingInspectionDetails: defineCall({
    name: 'getOnGoingInspectionDetails',
    service: 'main',
    kind: 'read',
    access: ['home', 'select-create-roll', 'dashboardlive'],
    summary: 'List the fabric QI reports still ongoing on the day, with their progress so far.',
    input: oneDay.extend(pageInput),
    output: reportList,
  }),
  getTodayInspectedFabricWeight: defineCall({
    name: 'getTodayInspectedFabricWeight',
    service: 'main',
    kind: 'read',
    access: ['home', 'dashboard', 'dashboardlive'],
    summary: 'Total kg of fabric inspected on the day, greige and finish.',
    input: oneDay,
    output: z.object({ date: isoDate, totalKg: kg, greigeKg: kg, finishKg: kg }),
  }),
  getTodayInspectedFabricTotalRolls: defineCall({
    name: 'getTodayInspectedFabricTotalRolls',
    service: 'main',
    kind: 'read',
    access: ['home', 'dashboard', 'dashboardlive'],
    summary: 'Number of fabric rolls inspected on the day, greige and finish.',
    input: oneDay,
    output: z.object({ date: isoDate, rolls: count, greigeRolls: count, finishRolls: count }),
  }),
  getQIReportFromERPNEXT: defineCall({
    name: 'getQIReportFromERPNEXT',
    service: 'main',
    kind: 'read',
    access: [...reportPages, 'production-roll-summary'],
    summary: 'The inspection sheet of one roll in one QI report, for viewing or printing.',
    input: z.object({ report_no: docNo, roll_no: docNo }),
    output: rollSheet,
  }),
  getRollReportFromERPNEXT: defineCall({
    name: 'getRollReportFromERPNEXT',
    service: 'main',
    kind: 'read',
    access: [...reportPages, 'production-roll-summary'],
    summary: 'The inspection result of a roll in a report, with its mistakes summed by type.',
    input: z.object({ roll_no: docNo, report_no: docNo }),
    output: rollSheet,
  }),
  getRollProductionFromERPNEXT: defineCall({
    name: 'getRollProductionFromERPNEXT',
    service: 'main',
    kind: 'read',
    access: [...reportPages, ...inspectPages, 'production-roll-summary'],
    summary:
      'Where and how a roll was produced (machine, operator, shift, order) and its inspections.',
    input: z.object({ roll_no: docNo }),
    output: rollProduction,
  }),
});
