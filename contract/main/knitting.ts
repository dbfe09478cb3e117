/** Collar & cuff knitting: production records of flat machines and their rolls (bundles). */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { docNo, isoDate, kg, notes, text } from '../core/fields';
import type { PageName } from '../core/pages';
import { pageInput, pageOf } from '../core/paging';
import { ccKind, clientId, knitShift, pieces, reportStatus, timestamp } from './inspection/fields';

const knitPages = [
  'knit-collar-cuff-home',
  'select-knit-collar-cuff',
  'knit-collar-cuff-details',
  'collar-cuff-knitting-modal',
] as const satisfies readonly PageName[];
/** Starting a collar & cuff inspection picks a knitting report and its bundles. */
const ccStartPages = [
  'select-create-collar-cuff',
  'collar-cuff-details',
] as const satisfies readonly PageName[];
const rollPages = ['knit-collar-cuff-details', 'collar-cuff-knitting-modal'] as const;
const remarks = notes(500).optional();

export const knitCCReportRow = z.object({
  reportNo: z.string(),
  date: isoDate,
  machine: z.string(),
  operator: z.string(),
  shift: knitShift,
  itemCode: z.string(),
  itemName: z.string(),
  kind: ccKind,
  colour: z.string(),
  size: z.string(),
  jobCardNo: z.string().nullable(),
  /** Ongoing while bundles are added; completed once closed with postKnitCCRollSummaryData. */
  status: reportStatus,
  rolls: z.number().int(),
  pieces: z.number().int(),
  rejectedPieces: z.number().int(),
  kg: z.number(),
  /** Pieces per kg converts collar & cuff stock between pieces and kg; null without kg. */
  piecesPerKg: z.number().nullable(),
  remarks: z.string().nullable(),
});
export type KnitCCReportRow = z.infer<typeof knitCCReportRow>;

/**
 * A knitted roll (bundle) with what its label prints: the knitting report's machine, shift, item,
 * colour and size. It is the greige collar & cuff roll that inspection starts from.
 */
export const knitCCRollRow = z.object({
  reportNo: z.string(),
  rollNo: z.string(),
  date: isoDate,
  machine: z.string(),
  operator: z.string(),
  shift: knitShift,
  itemCode: z.string(),
  itemName: z.string(),
  kind: ccKind,
  colour: z.string(),
  size: z.string(),
  jobCardNo: z.string().nullable(),
  /** Pieces counted in the bundle, knitting rejects included. */
  pieces: z.number().int(),
  /** Pieces the knitting floor rejected; the rest go on to inspection. */
  rejectedPieces: z.number().int(),
  kg: z.number(),
  piecesPerKg: z.number().nullable(),
  remarks: z.string().nullable(),
  /** Its finish roll, once it has one (createCCFinishRollNoInDB). */
  finishRollNo: z.string().nullable(),
  createdAt: timestamp,
});
export type KnitCCRollRow = z.infer<typeof knitCCRollRow>;

export const knitCCInput = z.object({
  date: isoDate,
  /** A flat knitting machine of the machine master. */
  machine: text(60),
  /** A knitting operator of the operator master. */
  operator: text(80),
  shift: knitShift,
  /** A collar or cuff item; `kind` must be its kind. */
  itemCode: docNo,
  kind: ccKind,
  colour: text(80),
  size: text(20),
  /** The job card the bundles are knitted against, as written on the card. */
  jobCardNo: docNo.optional(),
  remarks,
  clientId,
});
export type KnitCCInput = z.infer<typeof knitCCInput>;

/**
 * A bundle's pieces and weight. `rollNo` is one createKnitCCRollNoInDB reserved for the report;
 * without it (a tablet saving offline) the server numbers the roll. Saving a roll number the
 * report already has corrects that roll.
 */
export const knitCCRollInput = z.object({
  reportNo: docNo,
  rollNo: docNo.optional(),
  pieces: pieces.min(1, 'must be at least 1'),
  kg: kg.positive('must be positive'),
  remarks,
  clientId,
});
export type KnitCCRollInput = z.infer<typeof knitCCRollInput>;

/** A count or weight as the first app's form sent it: a number, or its digits as text. */
const numberOrDigits = (what: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}(\.\d{1,3})?$/)
        .transform(Number),
    ],
    { error: `must be ${what}, as a number or its digits` },
  );

/**
 * The roll payload of the mill's first app, which tablets that were never updated still send:
 *
 *     { "report_no": "KCC-20260112-0003", "roll_no": "KCC-20260112-0003-02",
 *       "pieces": "120", "weight": "1.5", "remarks": "" }
 *
 * - snake_case names; `weight` is the bundle's kg;
 * - `pieces` and `weight` as numbers or as their digits in text, as that form sent them;
 * - `roll_no` may be left out: the server numbers the roll as createKnitCCRollNoInDB would;
 * - there is no clientId: the same `roll_no` sent again corrects the roll rather than adding a
 *   second one, so a resend is harmless.
 *
 * It is checked and saved exactly like postKnitCCDataRoll's payload, and answers the same row;
 * a refusal names the field by its old name (`jsonData.weight`).
 */
export const knitCCRollOldInput = z.object({
  report_no: docNo,
  roll_no: docNo.optional(),
  pieces: numberOrDigits('a whole number of pieces').pipe(pieces.min(1, 'must be at least 1')),
  weight: numberOrDigits('the weight in kg').pipe(kg.positive('must be positive')),
  remarks,
});
export type KnitCCRollOldInput = z.infer<typeof knitCCRollOldInput>;

export const knitCCRollQualityInput = z
  .object({
    reportNo: docNo,
    rollNo: docNo,
    pieces: pieces.min(1, 'must be at least 1'),
    rejectedPieces: pieces,
    remarks,
    clientId,
  })
  .refine((r) => r.rejectedPieces <= r.pieces, {
    path: ['rejectedPieces'],
    message: 'must not exceed pieces',
  });
export type KnitCCRollQualityInput = z.infer<typeof knitCCRollQualityInput>;

export const knittingCalls = defineCalls({
  getKnitCCReportFromDB: defineCall({
    name: 'getKnitCCReportFromDB',
    service: 'main',
    kind: 'read',
    access: [
      'knit-collar-cuff-home',
      'select-knit-collar-cuff',
      'production-dashboard',
      'select-create-collar-cuff',
    ],
    summary: 'List collar & cuff knitting reports, newest first, a page at a time.',
    input: z.object(pageInput),
    output: pageOf(knitCCReportRow),
  }),
  getSpecifiedKnitCCReportFromDB: defineCall({
    name: 'getSpecifiedKnitCCReportFromDB',
    service: 'main',
    kind: 'read',
    access: [...knitPages, ...ccStartPages],
    summary: 'One collar & cuff knitting report by number.',
    input: z.object({ jsonData: docNo }),
    output: knitCCReportRow,
  }),
  getSpecifiedKnitCCReportRollsFromDB: defineCall({
    name: 'getSpecifiedKnitCCReportRollsFromDB',
    service: 'main',
    kind: 'read',
    access: [...knitPages, ...ccStartPages],
    summary: 'The rolls (bundles) of one collar & cuff knitting report, in the order knitted.',
    input: z.object({ jsonData: docNo }),
    output: z.array(knitCCRollRow),
  }),
  createKnitCCRollNoInDB: defineCall({
    name: 'createKnitCCRollNoInDB',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Reserve the next roll number for a collar & cuff knitting report.',
    input: z.object({ jsonData: docNo }),
    output: z.object({ reportNo: z.string(), rollNo: z.string() }),
  }),
  postKnitCCData: defineCall({
    name: 'postKnitCCData',
    service: 'main',
    kind: 'save',
    access: ['select-knit-collar-cuff'],
    summary: 'Start a collar & cuff knitting report for a machine, operator and shift.',
    input: z.object({ jsonData: knitCCInput }),
    output: z.object({ reportNo: z.string(), status: reportStatus }),
  }),
  postKnitCCDataRoll: defineCall({
    name: 'postKnitCCDataRoll',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Save a knitted roll (bundle) with its pieces and kg, or correct one saved earlier.',
    input: z.object({ jsonData: knitCCRollInput }),
    output: knitCCRollRow,
  }),
  postKnitCCDataRollOld: defineCall({
    name: 'postKnitCCDataRollOld',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Save or correct a knitted roll sent in the first app’s roll payload.',
    input: z.object({ jsonData: knitCCRollOldInput }),
    output: knitCCRollRow,
  }),
  postKnitCollarCuffRollData: defineCall({
    name: 'postKnitCollarCuffRollData',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Record the pieces counted on a knitted roll and how many the floor rejected.',
    input: z.object({ jsonData: knitCCRollQualityInput }),
    output: knitCCRollRow,
  }),
  postKnitCCRollSummaryData: defineCall({
    name: 'postKnitCCRollSummaryData',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Close a collar & cuff knitting report; the server totals pieces, kg and pieces/kg.',
    input: z.object({ jsonData: z.object({ reportNo: docNo, remarks, clientId }) }),
    output: knitCCReportRow,
  }),
});
