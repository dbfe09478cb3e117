/** Collar & cuff knitting: production records of flat machines and their rolls (bundles). */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { docNo, isoDate, kg, noInput, notes, text } from '../core/fields';
import type { PageName } from '../core/pages';
import { ccKind, clientId, knitShift, pieces, reportStatus, timestamp } from './inspection/fields';

const knitPages = [
  'knit-collar-cuff-home',
  'select-knit-collar-cuff',
  'knit-collar-cuff-details',
  'collar-cuff-knitting-modal',
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
  status: reportStatus,
  rolls: z.number().int(),
  pieces: z.number().int(),
  rejectedPieces: z.number().int(),
  kg: z.number(),
  /** Pieces per kg converts collar & cuff stock between pieces and kg. */
  piecesPerKg: z.number().nullable(),
  remarks: z.string().nullable(),
});
export type KnitCCReportRow = z.infer<typeof knitCCReportRow>;

export const knitCCRollRow = z.object({
  reportNo: z.string(),
  rollNo: z.string(),
  pieces: z.number().int(),
  rejectedPieces: z.number().int(),
  kg: z.number(),
  piecesPerKg: z.number().nullable(),
  remarks: z.string().nullable(),
  createdAt: timestamp,
});
export type KnitCCRollRow = z.infer<typeof knitCCRollRow>;

export const knitCCInput = z.object({
  date: isoDate,
  machine: text(60),
  operator: text(80),
  shift: knitShift,
  itemCode: docNo,
  kind: ccKind,
  colour: text(80),
  size: text(20),
  remarks,
  clientId,
});
export type KnitCCInput = z.infer<typeof knitCCInput>;

/** A bundle's pieces and weight; the roll number comes from createKnitCCRollNoInDB. */
export const knitCCRollInput = z.object({
  reportNo: docNo,
  rollNo: docNo,
  pieces: pieces.min(1, 'must be at least 1'),
  kg: kg.positive('must be positive'),
  remarks,
  clientId,
});
export type KnitCCRollInput = z.infer<typeof knitCCRollInput>;

export const knitCCRollQualityInput = z
  .object({
    reportNo: docNo,
    rollNo: docNo,
    pieces,
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
    access: ['knit-collar-cuff-home', 'select-knit-collar-cuff', 'production-dashboard'],
    summary: 'List collar & cuff knitting reports, newest first (at most 500).',
    input: noInput,
    output: z.array(knitCCReportRow),
  }),
  getSpecifiedKnitCCReportFromDB: defineCall({
    name: 'getSpecifiedKnitCCReportFromDB',
    service: 'main',
    kind: 'read',
    access: knitPages,
    summary: 'One collar & cuff knitting report by number.',
    input: z.object({ jsonData: docNo }),
    output: knitCCReportRow,
  }),
  getSpecifiedKnitCCReportRollsFromDB: defineCall({
    name: 'getSpecifiedKnitCCReportRollsFromDB',
    service: 'main',
    kind: 'read',
    access: knitPages,
    summary: 'The rolls (bundles) of one collar & cuff knitting report.',
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
    summary: 'Save a knitted roll (bundle) with its pieces and kg.',
    input: z.object({ jsonData: knitCCRollInput }),
    output: knitCCRollRow,
  }),
  postKnitCCDataRollOld: defineCall({
    name: 'postKnitCCDataRollOld',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Correct the pieces and kg of a roll saved earlier.',
    input: z.object({ jsonData: knitCCRollInput }),
    output: knitCCRollRow,
  }),
  postKnitCollarCuffRollData: defineCall({
    name: 'postKnitCollarCuffRollData',
    service: 'main',
    kind: 'save',
    access: rollPages,
    summary: 'Record the good and rejected pieces counted on a knitted roll.',
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
