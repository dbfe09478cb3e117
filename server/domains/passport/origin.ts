import { eq } from 'drizzle-orm';
import type { PassportOrigin, RollPassport } from '../../../contract/main/passport';
import type { Db } from '../../db/client';
import { jobCards, knitCcReports, knitCcRolls, greigeRolls } from '../../db/schema';

/** Where a roll was made, and what the passport shows of it beside its origin. */
export interface Origin {
  readonly origin: PassportOrigin;
  readonly colour: string | null;
  readonly ccKind: RollPassport['ccKind'];
  readonly size: string | null;
}

const none = {
  sourceKind: null,
  sourceDocNo: null,
  workOrderNo: null,
  supplier: null,
  machine: null,
  operator: null,
  shift: null,
  producedOn: null,
  knitReportNo: null,
  kg: null,
  gsm: null,
  widthCm: null,
  diaIn: null,
  pieces: null,
  rejectedPieces: null,
} satisfies PassportOrigin;

/** A greige roll as the ERP's roll production record has it: knitted, subcontracted or bought. */
export async function greigeOrigin(db: Db, greigeRollNo: string): Promise<Origin> {
  const [g] = await db
    .select({
      sourceKind: greigeRolls.sourceKind,
      sourceDocNo: greigeRolls.sourceDocNo,
      workOrderNo: greigeRolls.workOrderNo,
      supplier: greigeRolls.supplier,
      machine: greigeRolls.machine,
      operator: greigeRolls.operator,
      shift: greigeRolls.shift,
      producedOn: greigeRolls.producedOn,
      kg: greigeRolls.kg,
      gsm: greigeRolls.gsm,
      widthCm: greigeRolls.widthCm,
      diaIn: greigeRolls.diaIn,
    })
    .from(greigeRolls)
    .where(eq(greigeRolls.rollNo, greigeRollNo));
  return { origin: { ...none, ...g }, colour: null, ccKind: null, size: null };
}

/** A bundle as its knitting report has it: the flat machine, operator, shift, pieces and kg. */
export async function bundleOrigin(db: Db, bundleNo: string): Promise<Origin> {
  const [b] = await db
    .select({
      reportNo: knitCcReports.reportNo,
      date: knitCcReports.date,
      machine: knitCcReports.machine,
      operator: knitCcReports.operator,
      shift: knitCcReports.shift,
      jobCardNo: knitCcReports.jobCardNo,
      workOrderNo: jobCards.woNo,
      kind: knitCcReports.kind,
      colour: knitCcReports.colour,
      size: knitCcReports.size,
      pieces: knitCcRolls.pieces,
      rejectedPieces: knitCcRolls.rejectedPieces,
      kg: knitCcRolls.kg,
    })
    .from(knitCcRolls)
    .innerJoin(knitCcReports, eq(knitCcReports.reportNo, knitCcRolls.reportNo))
    .leftJoin(jobCards, eq(jobCards.jcNo, knitCcReports.jobCardNo))
    .where(eq(knitCcRolls.rollNo, bundleNo));
  if (!b) return { origin: none, colour: null, ccKind: null, size: null };
  return {
    origin: {
      ...none,
      sourceKind: 'knitReport',
      sourceDocNo: b.jobCardNo,
      workOrderNo: b.workOrderNo,
      machine: b.machine,
      operator: b.operator,
      shift: b.shift,
      producedOn: b.date,
      knitReportNo: b.reportNo,
      kg: b.kg,
      pieces: b.pieces,
      rejectedPieces: b.rejectedPieces,
    },
    colour: b.colour,
    ccKind: b.kind,
    size: b.size,
  };
}
