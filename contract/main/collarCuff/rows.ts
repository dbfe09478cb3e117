/** Rows and save payloads of collar & cuff inspection. */
import { z } from 'zod';
import { aqlValues, codeLetters, inspectionLevels } from '../../../rules/aql';
import { docNo, isoDate, kg, notes, text } from '../../core/fields';
import type { PageName } from '../../core/pages';
import { photoRef } from '../inspection/photos';
import {
  ccKind,
  checkHeaderSource,
  clientId,
  grade,
  pieces,
  reinspection,
  reportHeaderShape,
  reportStatus,
  stage,
  tamilName,
  timestamp,
  verdict,
} from '../inspection/fields';
import { knitCCRollRow } from '../knitting';

export const inspectPages = [
  'collar-cuff-home',
  'select-create-collar-cuff',
  'collar-cuff-details',
  'collar-cuff-mistake-details',
] as const satisfies readonly PageName[];
export const viewPages = [
  'qi-ccreport-view',
  'cc-report-view-detail',
] as const satisfies readonly PageName[];
export const listPages = ['collar-cuff-home', ...viewPages] as const;
export const startPages = ['select-create-collar-cuff', 'collar-cuff-details'] as const;
const size = text(20);

/** ISO 2859-1 general inspection levels; rules/aql.ts holds the tables. */
export const inspectionLevel = z.enum(inspectionLevels, { error: 'must be I, II or III' });
/** The AQLs offered, percent nonconforming. */
export const aqlValue = z.literal(aqlValues, {
  error: 'must be one of 0.65, 1.0, 1.5, 2.5, 4.0, 6.5',
});
export const codeLetter = z.enum(codeLetters);

/** A sampling plan (ISO 2859-1, single sampling, normal inspection), as getAqlPlan answers it. */
export const aqlPlan = z.object({
  lotSize: z.number().int(),
  level: inspectionLevel,
  aql: aqlValue,
  /** The lot's sample size code letter. */
  codeLetter,
  /** The letter whose plan applies after following the master table's arrows. */
  planLetter: codeLetter,
  /** Pieces to inspect: the plan's sample, or the whole lot when that is smaller. */
  sampleSize: z.number().int(),
  acceptNo: z.number().int(),
  rejectNo: z.number().int(),
  /** Every piece of the lot is inspected. */
  inspectAll: z.boolean(),
});
export type AqlPlanRow = z.infer<typeof aqlPlan>;

/** A lot's plan and what its pieces found so far: the lot is the report's rolls. */
export const aqlResult = aqlPlan.extend({
  piecesChecked: z.number().int(),
  piecesRejected: z.number().int(),
  /**
   * Null until the sample is checked, unless the rejected pieces already reached Re; a lot checked
   * beyond its sample is judged on its reject rate (rules/aql.ts, `lotAccepted`).
   */
  accepted: z.boolean().nullable(),
});
export type AqlResult = z.infer<typeof aqlResult>;

const percent = z.number().min(0, 'must not be negative').max(100, 'must be at most 100');
/** Reject percentage: below `grade1Below` grade 1, above `grade3Above` grade 3, between grade 2. */
export const ccGradeBand = z
  .object({ grade1Below: percent, grade3Above: percent })
  .refine((b) => b.grade1Below <= b.grade3Above, {
    path: ['grade3Above'],
    error: 'must not be below grade1Below',
  });

export const ccReportRow = z.object({
  reportNo: z.string(),
  date: isoDate,
  stage,
  status: reportStatus,
  verdict: verdict.nullable(),
  kind: ccKind,
  sourceKind: z.string().nullable(),
  sourceDocNo: z.string().nullable(),
  supplier: z.string().nullable(),
  /** The customer the lot is for, whose own AQL may apply. */
  customer: z.string().nullable(),
  /** The knitting report the lot was started from. */
  knitReportNo: z.string().nullable(),
  itemCode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  lot: z.string().nullable(),
  inspector: z.string(),
  tableName: z.string(),
  rolls: z.number().int(),
  /** Pieces of the lot: its rolls' pieces passed on from knitting. */
  lotPieces: z.number().int(),
  piecesChecked: z.number().int(),
  piecesRejected: z.number().int(),
  rejectPct: z.number().nullable(),
  kg: z.number(),
  /** The lot's plan and its judgement so far; null while the report has no rolls. */
  aql: aqlResult.nullable(),
  /** The band the report's rolls are graded by, fixed when it was started. */
  gradeBand: ccGradeBand,
  /** The worst grade among the report's graded rolls. */
  grade: grade.nullable(),
});
export type CcReportRow = z.infer<typeof ccReportRow>;

export const ccRollRow = z.object({
  reportNo: z.string(),
  /** The number the roll is inspected under: greige no at greige stage, finish no at finish stage. */
  rollNo: z.string(),
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  status: reportStatus,
  size: z.string().nullable(),
  /** Pieces in the roll, from its knitting record. */
  pieces: z.number().int(),
  piecesChecked: z.number().int(),
  /** The more of the pieces entered as rejected and those tapped by defect. */
  piecesRejected: z.number().int(),
  kg: z.number().nullable(),
  rejectPct: z.number().nullable(),
  /** Grade 1 or 2; null until pieces are checked. */
  passed: z.boolean().nullable(),
  /** Computed on the server from the reject rate; never taken from the client. */
  grade: grade.nullable(),
  remarks: z.string().nullable(),
});
export type CcRollRow = z.infer<typeof ccRollRow>;

export const ccMistakeRow = z.object({
  id: z.string(),
  reportNo: z.string(),
  rollNo: z.string(),
  mistake: z.string(),
  /** The mistake type's Tamil name, for a tablet set to Tamil. */
  mistakeTa: tamilName,
  pieces: z.number().int(),
  recordedBy: z.string(),
  recordedAt: timestamp,
  clientId: z.string().nullable(),
  /** Photos of the defect; absent from answers an older version gave. */
  photos: z.array(photoRef).optional(),
});
export type CcMistakeRow = z.infer<typeof ccMistakeRow>;

/** A greige collar & cuff roll is a knitted bundle: its knitting record and finish roll. */
export const ccRollLookup = z.object({ found: z.boolean(), roll: knitCCRollRow.nullable() });

const rejectedWithinChecked = (r: { piecesChecked: number; piecesRejected: number }) =>
  r.piecesRejected <= r.piecesChecked;
const rejectedIssue = { path: ['piecesRejected'], message: 'must not exceed piecesChecked' };

export const ccHeaderInput = z
  .object({
    ...reportHeaderShape,
    kind: ccKind,
    size: size.optional(),
    /** A customer of the mirror; their own AQL and grade band apply when the settings have one. */
    customer: text(140).optional(),
    /**
     * Start from a knitting report: its bundles that can be inspected are added as the report's
     * rolls, so the lot size (and the sample) is known before the first piece is checked.
     */
    knitReportNo: docNo.optional(),
  })
  .superRefine(checkHeaderSource);
export type CcHeaderInput = z.infer<typeof ccHeaderInput>;

export const ccRollInput = z
  .object({
    reportNo: docNo,
    /** The CC roll (bundle) number inspected: greige no at greige stage, finish no at finish stage. */
    rollNo: docNo,
    /** At finish stage, the greige roll it must be the finish roll of. */
    greigeRollNo: docNo.optional(),
    size: size.optional(),
    piecesChecked: pieces.default(0),
    piecesRejected: pieces.default(0),
    /** The bundle's kg as weighed on the table; its knitting record's kg otherwise. */
    kg: kg.optional(),
    remarks: notes(500).optional(),
    reinspection: reinspection.optional(),
    clientId,
  })
  .refine(rejectedWithinChecked, rejectedIssue);
export type CcRollInput = z.infer<typeof ccRollInput>;

export const ccRollSummaryInput = z
  .object({
    reportNo: docNo,
    rollNo: docNo,
    piecesChecked: pieces,
    piecesRejected: pieces,
    kg: kg.optional(),
    remarks: notes(500).optional(),
    /** Also close the report: its lot must be decided (sample checked, or Re reached). */
    completeReport: z.boolean().default(false),
    verdict: verdict.optional(),
    clientId,
  })
  .refine(rejectedWithinChecked, rejectedIssue)
  .refine((s) => !s.completeReport || s.verdict !== undefined, {
    path: ['verdict'],
    message: 'required when completing the report',
  });
export type CcRollSummaryInput = z.infer<typeof ccRollSummaryInput>;

export const ccMistakeInput = z.object({
  reportNo: docNo,
  rollNo: docNo,
  /** From the mistake master (appliesTo collarCuff or both): size out, tipping wrong, curl, ... */
  mistake: text(80),
  pieces: pieces.min(1, 'must be at least 1'),
  clientId,
});
export type CcMistakeInput = z.infer<typeof ccMistakeInput>;
