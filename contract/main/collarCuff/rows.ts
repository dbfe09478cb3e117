/** Rows and save payloads of collar & cuff inspection. */
import { z } from 'zod';
import { docNo, isoDate, kg, notes, text } from '../../core/fields';
import type { PageName } from '../../core/pages';
import {
  ccKind,
  checkHeaderSource,
  clientId,
  grade,
  pieces,
  reportHeaderShape,
  reportStatus,
  stage,
  tamilName,
  timestamp,
  verdict,
} from '../inspection/fields';

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

/** Lot acceptance by ISO 2859-1 / ANSI Z1.4, General Inspection Level II, AQL 2.5. */
export const aqlResult = z.object({
  lotSize: z.number().int(),
  sampleSize: z.number().int(),
  acceptNo: z.number().int(),
  rejectNo: z.number().int(),
  /** Null until enough pieces of the sample have been checked. */
  accepted: z.boolean().nullable(),
});
export type AqlResult = z.infer<typeof aqlResult>;

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
  itemCode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  lot: z.string().nullable(),
  inspector: z.string(),
  tableName: z.string(),
  rolls: z.number().int(),
  piecesChecked: z.number().int(),
  piecesRejected: z.number().int(),
  rejectPct: z.number().nullable(),
  aql: aqlResult.nullable(),
  grade: grade.nullable(),
});
export type CcReportRow = z.infer<typeof ccReportRow>;

export const ccRollRow = z.object({
  reportNo: z.string(),
  rollNo: z.string(),
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  status: reportStatus,
  size: z.string().nullable(),
  piecesChecked: z.number().int(),
  piecesRejected: z.number().int(),
  kg: z.number().nullable(),
  rejectPct: z.number().nullable(),
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
});
export type CcMistakeRow = z.infer<typeof ccMistakeRow>;

const rejectedWithinChecked = (r: { piecesChecked: number; piecesRejected: number }) =>
  r.piecesRejected <= r.piecesChecked;
const rejectedIssue = { path: ['piecesRejected'], message: 'must not exceed piecesChecked' };

export const ccHeaderInput = z
  .object({ ...reportHeaderShape, kind: ccKind, size: size.optional() })
  .superRefine(checkHeaderSource);

export const ccRollInput = z
  .object({
    reportNo: docNo,
    /** The CC roll (bundle) number being inspected. */
    rollNo: docNo,
    greigeRollNo: docNo.optional(),
    size: size.optional(),
    piecesChecked: pieces,
    piecesRejected: pieces,
    kg: kg.optional(),
    remarks: notes(500).optional(),
    clientId,
  })
  .refine(rejectedWithinChecked, rejectedIssue);

export const ccRollSummaryInput = z
  .object({
    reportNo: docNo,
    rollNo: docNo,
    piecesChecked: pieces,
    piecesRejected: pieces,
    kg: kg.optional(),
    remarks: notes(500).optional(),
    completeReport: z.boolean().default(false),
    verdict: verdict.optional(),
    clientId,
  })
  .refine(rejectedWithinChecked, rejectedIssue)
  .refine((s) => !s.completeReport || s.verdict !== undefined, {
    path: ['verdict'],
    message: 'required when completing the report',
  });

export const ccMistakeInput = z.object({
  reportNo: docNo,
  rollNo: docNo,
  /** From the mistake master (appliesTo collarCuff or both): size out, tipping wrong, curl, ... */
  mistake: text(80),
  pieces: pieces.min(1, 'must be at least 1'),
  clientId,
});
