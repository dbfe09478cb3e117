import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { docNo, isoDate } from '../core/fields';
import { scanKinds, scanStatuses } from './security';
import { ccKind, grade, stage, tamilName, timestamp } from './inspection/fields';
import { gradeReasons } from './inspection/rows';
import { photoRef } from './inspection/photos';

/**
 * A roll's passport: everything the mill knows of one roll, from the machine that knitted it to the
 * order it left on, read in one call. A roll number may be a greige roll, its finish roll, a
 * collar & cuff bundle (knitted here) or that bundle's finish roll.
 */
export const passportKinds = ['greige', 'finish', 'ccBundle', 'ccFinish'] as const;
export const passportKind = z.enum(passportKinds);
export type PassportKind = z.infer<typeof passportKind>;

/** One roll a number matched, when it matched more than one kind. */
export const passportMatch = z.object({
  kind: passportKind,
  rollNo: z.string(),
  itemCode: z.string(),
  itemName: z.string().nullable(),
});
export type PassportMatch = z.infer<typeof passportMatch>;

/** Where and how the roll (or bundle) was made: knitted here, by a subcontractor, or bought. */
export const passportOrigin = z.object({
  /** workOrder, jobCard, purchaseOrder, subcontractingOrder, supplier, or knitReport for a bundle. */
  sourceKind: z.string().nullable(),
  sourceDocNo: z.string().nullable(),
  workOrderNo: z.string().nullable(),
  supplier: z.string().nullable(),
  machine: z.string().nullable(),
  operator: z.string().nullable(),
  shift: z.string().nullable(),
  producedOn: isoDate.nullable(),
  /** The collar & cuff knitting report a bundle was knitted in. */
  knitReportNo: z.string().nullable(),
  kg: z.number().nullable(),
  gsm: z.number().nullable(),
  widthCm: z.number().nullable(),
  diaIn: z.number().int().nullable(),
  /** Bundles: pieces knitted and rejected at the machine. */
  pieces: z.number().int().nullable(),
  rejectedPieces: z.number().int().nullable(),
});
export type PassportOrigin = z.infer<typeof passportOrigin>;

/** A defect found at an inspection, with its photos. */
export const passportDefect = z.object({
  /** The tap's id, as on the roll sheet. */
  id: z.string(),
  mistake: z.string(),
  mistakeTa: tamilName,
  /** Scored points (fabric) or pieces rejected (collar & cuff). */
  points: z.number().int().nullable(),
  pieces: z.number().int().nullable(),
  positionM: z.number().nullable(),
  continuousM: z.number().nullable(),
  lengthMm: z.number().nullable(),
  recordedAt: timestamp,
  photos: z.array(photoRef),
});
export type PassportDefect = z.infer<typeof passportDefect>;

/** One inspection of the roll: its result and each defect; `earlier` when a re-inspection replaced it. */
export const passportInspection = z.object({
  kind: z.enum(['fabric', 'collarCuff']),
  stage,
  reportNo: z.string(),
  /** The number the roll had in that report. */
  rollNo: z.string(),
  date: isoDate,
  inspector: z.string(),
  tableName: z.string(),
  status: z.enum(['ongoing', 'completed']),
  earlier: z.boolean(),
  kg: z.number().nullable(),
  lengthM: z.number().nullable(),
  shade: z.string().nullable(),
  points: z.number().int().nullable(),
  points100m2: z.number().nullable(),
  grade: grade.nullable(),
  gradeReasons,
  piecesChecked: z.number().int().nullable(),
  piecesRejected: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  defects: z.array(passportDefect),
});
export type PassportInspection = z.infer<typeof passportInspection>;

/** The dyeing batch the roll went into. */
export const passportBatch = z.object({
  batchNo: z.string(),
  /** The processor (job-work warehouse) it was sent to. */
  processor: z.string().nullable(),
  colour: z.string().nullable(),
  shade: z.string().nullable(),
  machine: z.string().nullable(),
  createdOn: isoDate,
  /** The day its rolls were sent out, and came back finished (null while at the processor). */
  sentOn: isoDate.nullable(),
  receivedOn: isoDate.nullable(),
});
export type PassportBatch = z.infer<typeof passportBatch>;

/** A line of the stock ledger that moved the roll (under its greige or finish number). */
export const passportMove = z.object({
  entryNo: z.string(),
  kind: z.string(),
  postingDate: isoDate,
  rollNo: z.string(),
  warehouse: z.string().nullable(),
  process: z.string().nullable(),
  qtyKg: z.number(),
  rolls: z.number().int(),
  salesOrderNo: z.string().nullable(),
});
export type PassportMove = z.infer<typeof passportMove>;

/** A scan of the roll's number at the gate. */
export const passportScan = z.object({
  scanId: z.string(),
  scannedAt: timestamp,
  gate: z.string(),
  guard: z.string(),
  kind: z.enum(scanKinds),
  status: z.enum(scanStatuses),
});
export type PassportScan = z.infer<typeof passportScan>;

export const rollPassport = z.object({
  kind: passportKind,
  /** The number asked for, and the roll's greige (bundle) and finish numbers. */
  rollNo: z.string(),
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  itemCode: z.string(),
  itemName: z.string().nullable(),
  colour: z.string().nullable(),
  /** Collar & cuff: collar or cuff, and its size. */
  ccKind: ccKind.nullable(),
  size: z.string().nullable(),
  origin: passportOrigin,
  inspections: z.array(passportInspection),
  batch: passportBatch.nullable(),
  /** Greige kg into dyeing, finish kg out of it; null until both are known. */
  processLoss: z
    .object({ greigeKg: z.number(), finishKg: z.number(), lossPct: z.number() })
    .nullable(),
  moves: z.array(passportMove),
  /** Where the roll lies now (warehouse and kg), empty once it has left. */
  whereNow: z.array(z.object({ warehouse: z.string(), qtyKg: z.number() })),
  /** The sales order and stock entry it left on, when it has. */
  dispatch: z
    .object({ salesOrderNo: z.string(), entryNo: z.string(), postingDate: isoDate })
    .nullable(),
  scans: z.array(passportScan),
});
export type RollPassport = z.infer<typeof rollPassport>;

/** The answer: one roll, several to choose from, or none with that number. */
export const passportAnswer = z.discriminatedUnion('found', [
  z.object({ found: z.literal('one'), passport: rollPassport }),
  z.object({ found: z.literal('many'), matches: z.array(passportMatch).min(2) }),
  z.object({ found: z.literal('none'), rollNo: z.string() }),
]);
export type PassportAnswer = z.infer<typeof passportAnswer>;

export const passportCalls = defineCalls({
  getRollPassport: defineCall({
    name: 'getRollPassport',
    service: 'main',
    kind: 'read',
    access: ['roll-passport'],
    summary:
      'A roll’s whole life in one read: knitting, inspections and defects, dyeing, stock moves, dispatch and gate scans.',
    input: z.object({ roll_no: docNo, kind: passportKind.optional() }),
    output: passportAnswer,
  }),
});
