/**
 * Collar & cuff inspection: mirrors fabric inspection but counts pieces, grades a roll by its
 * reject percentage and judges the lot by AQL sampling (ISO 2859-1).
 */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { dateRange, docNo, oneDay } from '../core/fields';
import { pageInput, pageOf } from '../core/paging';
import { finishRollCreated, reportStatus, rollCheck, verdict } from './inspection/fields';
import { mistakeRef } from './inspection/mistakes';
import {
  aqlPlan,
  aqlResult,
  aqlValue,
  ccHeaderInput,
  ccMistakeInput,
  ccMistakeRow,
  ccReportRow,
  ccRollInput,
  ccRollLookup,
  ccRollRow,
  ccRollSummaryInput,
  inspectionLevel,
  inspectPages,
  listPages,
  startPages,
  viewPages,
} from './collarCuff/rows';
import { collarCuffSettingsCalls } from './collarCuff/settings';

export * from './collarCuff/rows';
export * from './collarCuff/settings';

/** Report lists page newest first (by date, then report number); see core/paging.ts. */
const reportList = pageOf(ccReportRow);
const pagedRange = dateRange.safeExtend(pageInput);
const pagedAll = z.object(pageInput);

export const ccReportWithRolls = ccReportRow.extend({ rollRows: z.array(ccRollRow) });
export type CcReportWithRolls = z.infer<typeof ccReportWithRolls>;

/** One CC roll's inspection sheet: the report, the roll, every tap and the taps by defect. */
export const ccRollSheet = z.object({
  report: ccReportRow,
  roll: ccRollRow,
  mistakes: z.array(ccMistakeRow),
  mistakeSummary: z.array(
    z.object({
      mistake: z.string(),
      mistakeTa: ccMistakeRow.shape.mistakeTa,
      pieces: z.number().int(),
    }),
  ),
});
export type CcRollSheet = z.infer<typeof ccRollSheet>;

const ccTapResult = z.object({ mistake: ccMistakeRow, roll: ccRollRow, aql: aqlResult.nullable() });

export const collarCuffCalls = defineCalls({
  getAllQICCReportFromDB: defineCall({
    name: 'getAllQICCReportFromDB',
    service: 'main',
    kind: 'read',
    access: listPages,
    summary: 'List collar & cuff QI reports of every status, newest first, a page at a time.',
    input: pagedAll,
    output: reportList,
  }),
  getAllQICCReportFromDBWithInspectOk: defineCall({
    name: 'getAllQICCReportFromDBWithInspectOk',
    service: 'main',
    kind: 'read',
    access: listPages,
    summary:
      'List completed collar & cuff QI reports judged inspect-OK, newest first, a page at a time.',
    input: pagedAll,
    output: reportList,
  }),
  getQICCReportFromDB: defineCall({
    name: 'getQICCReportFromDB',
    service: 'main',
    kind: 'read',
    access: listPages,
    summary: 'List the ongoing collar & cuff QI reports dated in the range, to resume one.',
    input: pagedRange,
    output: reportList,
  }),
  getQICCReportFromDBCompleted: defineCall({
    name: 'getQICCReportFromDBCompleted',
    service: 'main',
    kind: 'read',
    access: viewPages,
    summary: 'List the completed collar & cuff QI reports dated in the range.',
    input: pagedRange,
    output: reportList,
  }),
  getQICCReportFromDBAllData: defineCall({
    name: 'getQICCReportFromDBAllData',
    service: 'main',
    kind: 'read',
    access: viewPages,
    summary:
      'List the collar & cuff QI reports dated in the range, whatever their status, each with its rolls, a page of reports at a time.',
    input: pagedRange,
    output: pageOf(ccReportWithRolls),
  }),
  getQICCReportWithRollsFromDB: defineCall({
    name: 'getQICCReportWithRollsFromDB',
    service: 'main',
    kind: 'read',
    access: [...viewPages, ...inspectPages],
    summary: 'One collar & cuff QI report with its rolls, by its number: what opening one shows.',
    input: z.object({ report_no: docNo }),
    output: ccReportWithRolls,
  }),
  getQICCReportFromDBWithInspectNotOk: defineCall({
    name: 'getQICCReportFromDBWithInspectNotOk',
    service: 'main',
    kind: 'read',
    access: viewPages,
    summary: 'List the completed collar & cuff QI reports in the range judged inspect-not-OK.',
    input: pagedRange,
    output: reportList,
  }),
  getQICCReportFromDBWithInspectOk: defineCall({
    name: 'getQICCReportFromDBWithInspectOk',
    service: 'main',
    kind: 'read',
    access: viewPages,
    summary: 'List the completed collar & cuff QI reports in the range judged inspect-OK.',
    input: pagedRange,
    output: reportList,
  }),
  getOnGoingCCInspectionDetails: defineCall({
    name: 'getOnGoingCCInspectionDetails',
    service: 'main',
    kind: 'read',
    access: ['collar-cuff-home', 'select-create-collar-cuff', 'dashboardlive'],
    summary:
      'List the collar & cuff QI reports still ongoing on the day, with their pieces so far.',
    input: oneDay.extend(pageInput),
    output: reportList,
  }),
  getGreigeCCRollNoInDB: defineCall({
    name: 'getGreigeCCRollNoInDB',
    service: 'main',
    kind: 'read',
    access: startPages,
    summary: 'Look up a greige collar & cuff roll (a knitted bundle) by its or its finish number.',
    input: z.object({ jsonData: docNo }),
    output: ccRollLookup,
  }),
  checkGreigeCCRollNoinFinishRoll: defineCall({
    name: 'checkGreigeCCRollNoinFinishRoll',
    service: 'main',
    kind: 'read',
    access: startPages,
    summary: 'Check that a greige collar & cuff roll exists and has no finish roll yet.',
    input: z.object({ jsonData: docNo }),
    output: rollCheck(['unknownGreigeRoll', 'alreadyFinished']).extend({
      finishRollNo: z.string().nullable(),
    }),
  }),
  createCCFinishRollNoInDB: defineCall({
    name: 'createCCFinishRollNoInDB',
    service: 'main',
    kind: 'save',
    access: startPages,
    summary:
      'Give a greige collar & cuff roll its finish roll number (or return the existing one).',
    input: z.object({ jsonData: docNo }),
    output: finishRollCreated,
  }),
  checkCCRollNoInERPNext: defineCall({
    name: 'checkCCRollNoInERPNext',
    service: 'main',
    kind: 'read',
    access: startPages,
    summary:
      'Check that a collar & cuff roll (jsonData) is known and may join the report (jsonData1).',
    input: z.object({ jsonData: docNo, jsonData1: docNo }),
    output: rollCheck([
      'notInErp',
      'alreadyInReport',
      'inOtherReport',
      'alreadyInspected',
      'itemMismatch',
      'alreadyFinished',
    ]).extend({
      otherReportNo: z.string().nullable(),
    }),
  }),
  postCCData: defineCall({
    name: 'postCCData',
    service: 'main',
    kind: 'save',
    access: ['select-create-collar-cuff'],
    summary:
      'Start a collar & cuff QI report (with a knitting report’s bundles, if named): the server numbers it.',
    input: z.object({ jsonData: ccHeaderInput }),
    output: z.object({
      reportNo: z.string(),
      status: reportStatus,
      /** Rolls added from the knitting report. */
      rolls: z.number().int(),
      aql: aqlResult.nullable(),
    }),
  }),
  postCollarCuffRollData: defineCall({
    name: 'postCollarCuffRollData',
    service: 'main',
    kind: 'save',
    access: ['collar-cuff-details', 'select-create-collar-cuff'],
    summary: 'Add a collar & cuff roll to an ongoing report, with any pieces checked and rejected.',
    input: z.object({ jsonData: ccRollInput }),
    output: ccRollRow,
  }),
  postCCRollSummaryData: defineCall({
    name: 'postCCRollSummaryData',
    service: 'main',
    kind: 'save',
    access: ['collar-cuff-details', 'collar-cuff-mistake-details'],
    summary: 'Finish a collar & cuff roll (and optionally the report) with final piece counts.',
    input: z.object({ jsonData: ccRollSummaryInput }),
    output: z.object({
      roll: ccRollRow,
      reportStatus,
      verdict: verdict.nullable(),
      aql: aqlResult.nullable(),
    }),
  }),
  postCCMistakeData: defineCall({
    name: 'postCCMistakeData',
    service: 'main',
    kind: 'save',
    access: ['collar-cuff-mistake-details', 'collar-cuff-details'],
    summary:
      'Record rejected pieces of one mistake type on a collar & cuff roll; the lot is re-judged.',
    input: z.object({ jsonData: ccMistakeInput }),
    output: ccTapResult,
  }),
  removeCCMistakeData: defineCall({
    name: 'removeCCMistakeData',
    service: 'main',
    kind: 'save',
    access: ['collar-cuff-mistake-details', 'collar-cuff-details'],
    summary: 'Remove a recorded collar & cuff tap (undo); the roll and the lot are re-judged.',
    input: z.object({ jsonData: mistakeRef }),
    output: z.object({ removed: z.boolean(), roll: ccRollRow, aql: aqlResult.nullable() }),
  }),
  getQICCReportFromERPNEXT: defineCall({
    name: 'getQICCReportFromERPNEXT',
    service: 'main',
    kind: 'read',
    access: [...viewPages, ...inspectPages],
    summary: 'The inspection sheet of one collar & cuff roll in a report, with its taps.',
    input: z.object({ report_no: docNo, roll_no: docNo }),
    output: ccRollSheet,
  }),
  getAqlPlan: defineCall({
    name: 'getAqlPlan',
    service: 'main',
    kind: 'read',
    access: [...inspectPages, ...viewPages, 'knit-collar-cuff-details', 'settings'],
    summary:
      'The ISO 2859-1 sampling plan of a lot: code letter, sample size, accept and reject numbers (the mill’s level and AQL unless given).',
    input: z.object({
      lotSize: z
        .number()
        .int('must be a whole number of pieces')
        .min(1, 'must be at least 1')
        .max(10_000_000, 'must be at most 10,000,000'),
      aql: aqlValue.optional(),
      level: inspectionLevel.optional(),
    }),
    output: aqlPlan,
  }),
  ...collarCuffSettingsCalls,
});
