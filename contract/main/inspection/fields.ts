import { z } from 'zod';
import { docNo, isoDate, notes, text } from '../../core/fields';

/** Field types shared by fabric inspection, collar & cuff inspection, dashboards and production. */

export const stages = ['greige', 'finish'] as const;
export const stage = z.enum(stages);
export type Stage = z.infer<typeof stage>;

export const sourceKinds = [
  'purchaseOrder',
  'subcontractingOrder',
  'workOrder',
  'jobCard',
  'supplier',
] as const;
export const sourceKind = z.enum(sourceKinds);
export type SourceKind = z.infer<typeof sourceKind>;

export const reportStatus = z.enum(['ongoing', 'completed']);
export const verdict = z.enum(['inspectOk', 'inspectNotOk']);
export type Verdict = z.infer<typeof verdict>;

/** 4-point system (ASTM D5430): one defect scores 1 to 4. */
export const points = z.number().int().min(1, 'must be 1 to 4').max(4, 'must be 1 to 4');
/** Which inspection a mistake type is tapped in: fabric rolls, collar & cuff pieces, or both. */
export const mistakeScopes = ['fabric', 'collarCuff', 'both'] as const;
export const mistakeScope = z.enum(mistakeScopes);
/**
 * A mistake type's Tamil name, next to the English one that stays its identity: null when the
 * type has none yet (the tablet shows the English name then); absent from answers an older
 * version gave, which a tablet may still hold offline.
 */
export const tamilName = z.string().nullable().optional();
export const grade = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Grade = z.infer<typeof grade>;

export const gsm = z.number().positive('must be positive').max(1500);
export const widthCm = z.number().positive('must be positive').max(500);
export const metres = z.number().nonnegative('must not be negative').max(20_000);
export const pieces = z.number().int().nonnegative('must not be negative').max(1_000_000);
export const clientId = z.uuid({ error: 'must be a UUID' }).optional();
export const timestamp = z.iso.datetime({ offset: true });

export const knitShift = z.enum(['A', 'B', 'C']);
export const ccKind = z.enum(['collar', 'cuff']);

/**
 * Header of an inspection report, shared by fabric and collar & cuff inspection. The server
 * numbers the report; `clientId` lets a save retried after a network drop land only once.
 */
export const reportHeaderShape = {
  date: isoDate,
  stage,
  sourceKind,
  /** PO / subcontracting order / work order / job card number; absent for `supplier`. */
  sourceDocNo: docNo.optional(),
  supplier: text().optional(),
  itemCode: docNo,
  colour: text(80).optional(),
  lot: text(80).optional(),
  inspector: text(80),
  /** The inspection table; live views call it the machine. */
  tableName: text(80),
  remarks: notes(500).optional(),
  clientId,
};

type HeaderSource = { sourceKind: SourceKind; sourceDocNo?: string; supplier?: string };

/** A document number unless the fabric came straight from a supplier; a supplier for bought-in fabric. */
export const checkHeaderSource = (h: HeaderSource, ctx: z.RefinementCtx): void => {
  if (h.sourceKind !== 'supplier' && !h.sourceDocNo) {
    ctx.addIssue({
      code: 'custom',
      path: ['sourceDocNo'],
      message: `required for ${h.sourceKind}`,
    });
  }
  const needsSupplier =
    h.sourceKind === 'supplier' ||
    h.sourceKind === 'purchaseOrder' ||
    h.sourceKind === 'subcontractingOrder';
  if (needsSupplier && !h.supplier) {
    ctx.addIssue({ code: 'custom', path: ['supplier'], message: `required for ${h.sourceKind}` });
  }
};

export const reportHeaderInput = z.object(reportHeaderShape).superRefine(checkHeaderSource);
export type ReportHeaderInput = z.infer<typeof reportHeaderInput>;

/** The answer of a roll check: `problem` says which check failed, `message` says it to the user. */
export const rollCheck = <const P extends readonly [string, ...string[]]>(problems: P) =>
  z.object({
    ok: z.boolean(),
    problem: z.enum(problems).nullable(),
    message: z.string(),
  });

/** A greige roll as the mirror knows it (produced in house or received). */
export const greigeRoll = z.object({
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  itemCode: z.string(),
  itemName: z.string(),
  kg: z.number(),
  gsm: z.number().nullable(),
  widthCm: z.number().nullable(),
  diaIn: z.number().nullable(),
  machine: z.string().nullable(),
  operator: z.string().nullable(),
  shift: z.string().nullable(),
  sourceKind: sourceKind.nullable(),
  sourceDocNo: z.string().nullable(),
  supplier: z.string().nullable(),
});
export type GreigeRoll = z.infer<typeof greigeRoll>;

export const rollLookup = z.object({ found: z.boolean(), roll: greigeRoll.nullable() });

/** Idempotent: asking again for a greige roll that already has its finish roll returns that one. */
export const finishRollCreated = z.object({
  greigeRollNo: z.string(),
  finishRollNo: z.string(),
  created: z.boolean(),
});

/**
 * A roll (or collar & cuff bundle) inspected again at a stage it was already inspected at, after
 * rework, with the reason: the earlier result moves to the roll's history and every figure counts
 * this one.
 */
export const reinspection = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'must say why the roll is inspected again')
    .max(200, 'at most 200 characters'),
});
