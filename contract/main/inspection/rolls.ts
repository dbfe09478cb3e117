import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { docNo, isoDate, kg, notes, text } from '../../core/fields';
import {
  clientId,
  finishRollCreated,
  gsm,
  metres,
  reinspection,
  reportHeaderInput,
  reportStatus,
  rollCheck,
  rollLookup,
  verdict,
  widthCm,
} from './fields';
import { rollRow, rollSummary } from './rows';

const startPages = ['home', 'select-create-roll', 'roll-details', 'roll-modal'] as const;
const shade = text(60);
/** Who knitted the roll and on which machine, picked from the lookups; the mirror's are the default. */
const operator = text(140);
const machine = text(140);
const remarks = notes(500);

/** Measurements an inspector may enter and later correct. */
const rollMeasures = {
  kg,
  gsmMeasured: gsm,
  widthMeasuredCm: widthCm,
  /** Measured on the table when a counter is fitted; otherwise derived from kg, GSM and width. */
  lengthM: metres,
  shade,
  remarks,
};

export const rollInput = z.object({
  reportNo: docNo,
  greigeRollNo: docNo,
  /** Required at finish stage; the server refuses a finish-stage roll without it. */
  finishRollNo: docNo.optional(),
  kg: rollMeasures.kg,
  gsmSpec: gsm.optional(),
  gsmTolerancePct: z.number().min(0).max(25).optional(),
  gsmMeasured: gsm.optional(),
  widthSpecCm: widthCm.optional(),
  widthStartCm: widthCm.optional(),
  widthMiddleCm: widthCm.optional(),
  widthEndCm: widthCm.optional(),
  lengthM: metres.optional(),
  shade: shade.optional(),
  remarks: remarks.optional(),
  operator: operator.optional(),
  machine: machine.optional(),
  reinspection: reinspection.optional(),
  clientId,
});
export type RollInput = z.infer<typeof rollInput>;

export const rollEdit = z
  .object({
    rollNo: docNo,
    finishRollNo: docNo.optional(),
    kg: rollMeasures.kg.optional(),
    gsmMeasured: rollMeasures.gsmMeasured.optional(),
    widthMeasuredCm: rollMeasures.widthMeasuredCm.optional(),
    lengthM: rollMeasures.lengthM.nullable().optional(),
    shade: rollMeasures.shade.optional(),
    remarks: rollMeasures.remarks.optional(),
    operator: operator.optional(),
    machine: machine.optional(),
  })
  .refine((e) => Object.keys(e).some((k) => k !== 'rollNo'), {
    path: ['rollNo'],
    message: 'name at least one field to change',
  });
export type RollEdit = z.infer<typeof rollEdit>;

export const rollSummaryInput = z
  .object({
    reportNo: docNo,
    rollNo: docNo,
    kg: kg.optional(),
    lengthM: metres.optional(),
    shade: shade.optional(),
    remarks: remarks.optional(),
    /** Also close the report: every roll done, the inspector gives the verdict. */
    completeReport: z.boolean().default(false),
    verdict: verdict.optional(),
    clientId,
  })
  .refine((s) => !s.completeReport || s.verdict !== undefined, {
    path: ['verdict'],
    message: 'required when completing the report',
  });
export type RollSummaryInput = z.infer<typeof rollSummaryInput>;

/** A roll an open report may still take: of its source and item, not yet inspected at its stage. */
export const rollToInspect = z.object({
  /** The number to check it under: the greige number, or at finish stage its finish number if it has one. */
  rollNo: z.string(),
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  kg: z.number(),
  producedOn: isoDate.nullable(),
});
export type RollToInspect = z.infer<typeof rollToInspect>;

export const inspectionRollCalls = defineCalls({
  postData: defineCall({
    name: 'postData',
    service: 'main',
    kind: 'save',
    access: ['select-create-roll'],
    summary: 'Start a fabric QI report: the server numbers it and it is ongoing until completed.',
    input: z.object({ jsonData: reportHeaderInput }),
    output: z.object({ reportNo: z.string(), status: reportStatus }),
  }),
  postRollData: defineCall({
    name: 'postRollData',
    service: 'main',
    kind: 'save',
    access: ['roll-details', 'roll-modal', 'select-create-roll'],
    summary: 'Add a roll to an ongoing fabric QI report with its weight, GSM and width.',
    input: z.object({ jsonData: rollInput }),
    output: rollRow,
  }),
  postRollSummaryData: defineCall({
    name: 'postRollSummaryData',
    service: 'main',
    kind: 'save',
    access: ['roll-summary-modal', 'roll-details', 'mistake-details'],
    summary: 'Finish a roll (and optionally the report): the server scores and grades it.',
    input: z.object({ jsonData: rollSummaryInput }),
    output: rollSummary,
  }),
  updateRollDetails: defineCall({
    name: 'updateRollDetails',
    service: 'main',
    kind: 'save',
    access: ['roll-details', 'roll-view', 'report-view-detail'],
    summary: 'Correct a roll’s measurements; its score and grade are recomputed.',
    input: z.object({ jsonReportNo: docNo, jsonData: rollEdit }),
    output: rollRow,
  }),
  getGreigeRollNoInDB: defineCall({
    name: 'getGreigeRollNoInDB',
    service: 'main',
    kind: 'read',
    access: startPages,
    summary: 'Look up a greige roll by number before inspecting it or its finish roll.',
    input: z.object({ jsonData: docNo }),
    output: rollLookup,
  }),
  checkGreigeRollNoinFinishRoll: defineCall({
    name: 'checkGreigeRollNoinFinishRoll',
    service: 'main',
    kind: 'read',
    access: startPages,
    summary: 'Check that a greige roll exists and has no finish roll yet.',
    input: z.object({ jsonData: docNo }),
    output: rollCheck(['unknownGreigeRoll', 'alreadyFinished']).extend({
      finishRollNo: z.string().nullable(),
    }),
  }),
  createFinishRollNoInDB: defineCall({
    name: 'createFinishRollNoInDB',
    service: 'main',
    kind: 'save',
    access: startPages,
    summary: 'Give a greige roll its finish roll number (or return the one it already has).',
    input: z.object({ jsonData: docNo }),
    output: finishRollCreated,
  }),
  checkRollNoInERPNext: defineCall({
    name: 'checkRollNoInERPNext',
    service: 'main',
    kind: 'read',
    access: startPages,
    summary: 'Check that a roll is known to the ERP and not already in this or another report.',
    input: z.object({ jsonData: docNo, jsonData1: docNo }),
    output: rollCheck([
      'notInErp',
      'alreadyInReport',
      'inOtherReport',
      // Inspected at this stage in a report already done: a roll counts once per stage.
      'alreadyInspected',
      'itemMismatch',
      'alreadyFinished',
    ]).extend({
      otherReportNo: z.string().nullable(),
    }),
  }),
  confirmRollNoFromDB: defineCall({
    name: 'confirmRollNoFromDB',
    service: 'main',
    kind: 'read',
    access: [...startPages, 'mistake-details'],
    summary:
      'Confirm that a finish roll number (jsonData1) belongs to the greige roll (jsonData2).',
    input: z.object({ jsonData1: docNo, jsonData2: docNo }),
    output: rollCheck(['unknownGreigeRoll', 'unknownFinishRoll', 'notLinked']),
  }),
  getRollsToInspectFromDB: defineCall({
    name: 'getRollsToInspectFromDB',
    service: 'main',
    kind: 'read',
    access: ['select-create-roll'],
    summary:
      'The rolls of an open report’s order (or supplier) and item not yet inspected at its stage, by number (at most 200).',
    input: z.object({ jsonReportNo: docNo }),
    output: z.array(rollToInspect).max(200),
  }),
});
