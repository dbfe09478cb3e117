import { z } from 'zod';
import { isoDate } from '../../core/fields';
import type { PageName } from '../../core/pages';
import { grade, mistakeScope, reportStatus, stage, tamilName, timestamp, verdict } from './fields';
import { photoRef } from './photos';

/** Pages of the fabric inspection flow, grouped by what they do with a call. */
export const inspectPages = [
  'home',
  'select-create-roll',
  'roll-details',
  'mistake-details',
  'mistake-modal',
  'roll-modal',
  'roll-summary-modal',
] as const satisfies readonly PageName[];
export const reportPages = [
  'qi-report-view',
  'report-view',
  'report-view-detail',
  'roll-view',
] as const satisfies readonly PageName[];

const outOfTolerance = { measured: z.number(), spec: z.number(), tolerancePct: z.number() };

/**
 * Why a grade is not the one the mill's band gives its points per 100 m² (rules/gradeReasons.ts):
 * GSM or width (cm) out of tolerance, the item's own band, a report's worst roll, or bands
 * changed since the roll was graded.
 */
export const gradeReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gsmOut'), ...outOfTolerance }),
  z.object({ kind: z.literal('widthOut'), ...outOfTolerance }),
  z.object({ kind: z.literal('itemBand'), grade1Below: z.number(), grade3Above: z.number() }),
  z.object({ kind: z.literal('worstRoll'), rollNo: z.string() }),
  z.object({ kind: z.literal('earlierRules') }),
]);
export type GradeReason = z.infer<typeof gradeReason>;
/** Empty when the grade is what the points say; absent from answers an older version gave. */
export const gradeReasons = z.array(gradeReason).max(5).optional();

export const qiReportRow = z.object({
  reportNo: z.string(),
  date: isoDate,
  stage,
  status: reportStatus,
  verdict: verdict.nullable(),
  sourceKind: z.string().nullable(),
  sourceDocNo: z.string().nullable(),
  supplier: z.string().nullable(),
  itemCode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  lot: z.string().nullable(),
  inspector: z.string(),
  tableName: z.string(),
  rolls: z.number().int(),
  totalKg: z.number(),
  totalPoints: z.number().int(),
  points100m2: z.number().nullable(),
  /** The worst grade among the report's graded rolls. */
  grade: grade.nullable(),
  gradeReasons,
});
export type QiReportRow = z.infer<typeof qiReportRow>;

export const rollRow = z.object({
  reportNo: z.string(),
  /** The number the roll is inspected under: greige no at greige stage, finish no at finish stage. */
  rollNo: z.string(),
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  itemCode: z.string(),
  status: reportStatus,
  kg: z.number(),
  gsmSpec: z.number().nullable(),
  gsmTolerancePct: z.number().nullable(),
  gsmMeasured: z.number().nullable(),
  widthSpecCm: z.number().nullable(),
  widthMeasuredCm: z.number().nullable(),
  lengthM: z.number().nullable(),
  shade: z.string().nullable(),
  remarks: z.string().nullable(),
  operator: z.string().nullable(),
  machine: z.string().nullable(),
  mistakes: z.number().int(),
  points: z.number().int(),
  points100m2: z.number().nullable(),
  points100yd2: z.number().nullable(),
  /** Computed on the server from stored data; null until the roll has kg and GSM. */
  grade: grade.nullable(),
  gradeReasons,
});
export type RollRow = z.infer<typeof rollRow>;

export const mistakeRow = z.object({
  id: z.string(),
  reportNo: z.string(),
  rollNo: z.string(),
  /** The mistake type's English name, which the tap was saved by. */
  mistake: z.string(),
  /** Its Tamil name, for a tablet set to Tamil. */
  mistakeTa: tamilName,
  /** Points this entry scores after the 4-points-per-metre cap and continuous scoring. */
  points: z.number().int(),
  /** The points as tapped (1–4), before scoring; absent from older answers. */
  enteredPoints: z.number().int().optional(),
  /** The measured longest dimension, when the inspector gave one. */
  lengthMm: z.number().nullable().optional(),
  continuousM: z.number().nullable(),
  positionM: z.number().nullable(),
  recordedBy: z.string(),
  recordedAt: timestamp,
  clientId: z.string().nullable(),
  /** Photos of the defect; absent from answers an older version gave. */
  photos: z.array(photoRef).optional(),
});
export type MistakeRow = z.infer<typeof mistakeRow>;

export const mistakeMasterRow = z.object({
  /** The English name: what a tap is saved by, whatever language the tablet shows. */
  name: z.string(),
  /** The Tamil name, shown on a tablet set to Tamil. */
  nameTa: tamilName,
  defaultPoints: z.number().int().min(1).max(4),
  /** Continuous defects score 4 for every metre they run. */
  continuous: z.boolean(),
  isHole: z.boolean(),
  appliesTo: mistakeScope,
  sortOrder: z.number().int(),
  /** How often it was recorded lately, so the pick list puts the common ones first. */
  usage: z.number().int(),
  active: z.boolean(),
});
export type MistakeMasterRow = z.infer<typeof mistakeMasterRow>;

export const rollSummary = z.object({
  reportNo: z.string(),
  rollNo: z.string(),
  points: z.number().int(),
  points100m2: z.number().nullable(),
  points100yd2: z.number().nullable(),
  grade: grade.nullable(),
  reportStatus,
  verdict: verdict.nullable(),
});
export type RollSummary = z.infer<typeof rollSummary>;
