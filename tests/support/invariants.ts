import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { ledgerMismatches } from './domains/stock';

/**
 * The mill's invariants across its domains (docs/decisions/045-mill-invariants.md), as queries
 * that answer the rows breaking one: an empty list means the mill adds up. Each names what broke
 * and up to five of its rows, so a failing step says where to look.
 */
const checks: readonly (readonly [string, SQL])[] = [
  [
    'a fabric roll inspected twice at one stage',
    sql`select greige_roll_no, stage, count(*)::int as reports from qi_rolls
      group by 1, 2 having count(*) > 1`,
  ],
  [
    'a collar & cuff bundle inspected twice at one stage',
    sql`select greige_roll_no, stage, count(*)::int as reports from cc_rolls
      group by 1, 2 having count(*) > 1`,
  ],
  [
    'a report whose roll count or kg is not its rolls’',
    sql`select r.report_no, r.rolls, r.total_kg, count(q.roll_no)::int as counted,
        coalesce(sum(q.kg), 0) as counted_kg
      from qi_reports r left join qi_rolls q on q.report_no = r.report_no
      group by r.report_no, r.rolls, r.total_kg
      having r.rolls <> count(q.roll_no) or abs(r.total_kg - coalesce(sum(q.kg), 0)) > 0.0005`,
  ],
  [
    'a collar & cuff lot whose counts are not its bundles’',
    sql`select r.report_no, r.rolls, r.lot_pieces, r.pieces_checked, r.pieces_rejected, r.kg
      from cc_reports r left join cc_rolls q on q.report_no = r.report_no
      group by r.report_no
      having r.rolls <> count(q.roll_no)
        or r.lot_pieces <> coalesce(sum(q.pieces), 0)
        or r.pieces_checked <> coalesce(sum(q.pieces_checked), 0)
        or r.pieces_rejected <> coalesce(sum(q.pieces_rejected), 0)
        or abs(r.kg - coalesce(sum(q.kg), 0)) > 0.0005`,
  ],
  [
    'a knitting report whose totals are not its bundles’',
    sql`select r.report_no, r.rolls, r.pieces, r.kg
      from knit_cc_reports r left join knit_cc_rolls b on b.report_no = r.report_no
      group by r.report_no
      having r.rolls <> count(b.roll_no) or r.pieces <> coalesce(sum(b.pieces), 0)
        or abs(r.kg - coalesce(sum(b.kg), 0)) > 0.0005`,
  ],
  [
    'a roll whose status is not its report’s',
    sql`select q.report_no, q.roll_no, q.status, r.status as report_status
      from qi_rolls q join qi_reports r on r.report_no = q.report_no where q.status <> r.status`,
  ],
  [
    'a roll whose defect count is not its defects',
    sql`select q.report_no, q.roll_no, q.mistakes, count(m.id)::int as recorded
      from qi_rolls q left join qi_mistakes m on m.report_no = q.report_no and m.roll_no = q.roll_no
      group by q.report_no, q.roll_no, q.mistakes having q.mistakes <> count(m.id)`,
  ],
  [
    'a completed report passed with a grade 3 roll',
    sql`select r.report_no from qi_reports r
      where r.status = 'completed' and r.verdict = 'inspectOk'
        and exists (select 1 from qi_rolls q where q.report_no = r.report_no and q.grade = 3)`,
  ],
  [
    'an order item whose transferred kg is not its live stock-entry rows',
    sql`select i.row_id, i.transferred_kg, coalesce(sum(r.qty_kg), 0) as rows_kg
      from sales_order_items i
      left join stock_entry_report_rows r on r.item_row_id = i.row_id and r.removed_at is null
      group by i.row_id, i.transferred_kg
      having abs(i.transferred_kg - coalesce(sum(r.qty_kg), 0)) > 0.0005`,
  ],
  [
    'a roll on two live stock-entry rows',
    sql`select roll_no, count(*)::int as rows from stock_entry_report_rows
      where removed_at is null group by roll_no having count(*) > 1`,
  ],
  [
    'a live stock-entry row for a roll its entry did not move',
    sql`select r.id from stock_entry_report_rows r where r.removed_at is null
      and not exists (select 1 from stock_ledger l
        where l.entry_no = r.stock_entry_no and l.roll_no = r.roll_no and l.rolls > 0)`,
  ],
  [
    'a visitor out before coming in',
    sql`select visitor_id from gate_visitors where out_time < in_time`,
  ],
];

export async function millInvariants(db: Db): Promise<string[]> {
  const problems = await ledgerMismatches(db);
  for (const [what, query] of checks) {
    for (const row of (await rowsOf(db, query)).slice(0, 5)) {
      problems.push(`${what}: ${JSON.stringify(row)}`);
    }
  }
  return problems;
}
