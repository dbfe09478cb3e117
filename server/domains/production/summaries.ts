import { sql, type SQL } from 'drizzle-orm';
import type { RollReportSummary } from '../../../contract/main/production';
import type { Grade } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';
import { grams } from './scope';
import { rowsOf } from '../../db/rows';
import { gradeListLimit, selectRollRows } from './rolls';

/**
 * Roll report summaries: every greige roll of one document with its latest grade, and the totals
 * by grade summed in SQL over all of them. A number that names no such document is refused
 * (404 naming jsonReportNo), so a typo is not mistaken for a document without rolls; a document
 * without rolls yet gives an empty summary. The roll list is capped like the graded-roll lists.
 */

interface Document {
  /** The document's kind in the refusal: "job card 'X'". */
  what: string;
  exists: (no: string) => SQL;
  /** The rolls of the document, as a condition on greige rolls `g`. */
  rolls: (no: string) => SQL;
}

const jobCard: Document = {
  what: 'job card',
  exists: (no) => sql`select 1 from job_cards where jc_no = ${no}`,
  rolls: (no) => sql`g.source_kind = 'jobCard' and g.source_doc_no = ${no}`,
};

/** A PO's rolls: bought against it, or knitted by a subcontractor against an order raised from it. */
const purchaseOrder: Document = {
  what: 'purchase order',
  exists: (no) => sql`select 1 from purchase_orders where po_no = ${no}`,
  rolls: (no) => sql`(
    (g.source_kind = 'purchaseOrder' and g.source_doc_no = ${no})
    or (g.source_kind = 'subcontractingOrder' and g.source_doc_no in
        (select so_no from subcontracting_orders where po_no = ${no})))`,
};

/** A subcontracting order's rolls; given the PO it was raised from, the rolls of all its orders. */
const subcontractingOrder: Document = {
  what: 'subcontracting order or purchase order of one',
  exists: (no) => sql`select 1 from subcontracting_orders where so_no = ${no} or po_no = ${no}`,
  rolls: (no) => sql`g.source_kind = 'subcontractingOrder' and g.source_doc_no in
    (select so_no from subcontracting_orders where so_no = ${no} or po_no = ${no})`,
};

const gradeOrder = (g: number | null) => g ?? 4;

async function summary(db: Db, doc: Document, no: string): Promise<RollReportSummary> {
  const [known] = await rowsOf<{ ok: number }>(db, sql`${doc.exists(no)} limit 1`);
  if (!known) throw notFound(`jsonReportNo: no ${doc.what} '${no}'`);
  const where = doc.rolls(no);
  const grades = await rowsOf<{ grade: number | null; rolls: number; kg: number }>(
    db,
    sql`select l.grade, count(*)::int as rolls, coalesce(sum(g.kg), 0)::float8 as kg
        from greige_rolls g
        left join lateral (
          select q.grade from qi_rolls q where q.greige_roll_no = g.roll_no
          order by q.report_date desc, q.created_at desc limit 1) l on true
        where ${where} group by l.grade`,
  );
  const byGrade = grades
    .map((r) => ({
      grade: r.grade === 1 || r.grade === 2 || r.grade === 3 ? (r.grade as Grade) : null,
      rolls: r.rolls,
      kg: grams(r.kg),
    }))
    .sort((a, b) => gradeOrder(a.grade) - gradeOrder(b.grade));
  const rollRows = await selectRollRows(
    db,
    sql`greige_rolls g`,
    where,
    sql`order by g.produced_on desc, g.roll_no desc limit ${gradeListLimit}`,
  );
  return {
    docNo: no,
    rolls: byGrade.reduce((n, g) => n + g.rolls, 0),
    kg: grams(grades.reduce((kg, g) => kg + g.kg, 0)),
    byGrade,
    rollRows,
  };
}

export const summaryHandlers = {
  getRollReportSummaryJobCardWiseFromERPNext: (ctx, { jsonReportNo }) =>
    summary(ctx.db, jobCard, jsonReportNo),
  getRollReportSummaryPOWiseFromERPNext: (ctx, { jsonReportNo }) =>
    summary(ctx.db, purchaseOrder, jsonReportNo),
  getRollReportSummarySOPOWiseFromERPNext: (ctx, { jsonReportNo }) =>
    summary(ctx.db, subcontractingOrder, jsonReportNo),
} satisfies HandlerMap;
