import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate, type Page, type PageParams } from '../../../contract';
import type { ProductionDimension, ProductionRollRow } from '../../../contract/main/production';
import type { Grade } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { keysetPage } from '../../http/paging';
import { grams, noShift, producedIn } from './scope';
import { rowsOf } from '../../db/rows';

/** The graded-roll lists are pick lists for a person, not exports: the newest this many. */
export const gradeListLimit = 1000;

/**
 * A greige roll as the production lists show it, with its latest inspection (stage, report and
 * grade; by inspection date, then when the roll was entered). Job card and PO come from the
 * roll's source document; a subcontracted roll's PO is the one its subcontracting order was
 * raised from. `from` must name greige rolls `g` (a table or a subquery of whole rows).
 */
const rollRows = (from: SQL, where: SQL, tail: SQL): SQL => sql`
  select g.roll_no as "rollNo", g.produced_on::text as date, g.item_code as "itemCode",
    coalesce(i.item_name, g.item_code) as "itemName", g.machine, g.operator, g.shift,
    g.kg::float8 as kg, g.gsm::float8 as gsm, g.dia_in as "diaIn",
    l.stage, l.report_no as "reportNo", l.grade, g.work_order_no as "workOrderNo",
    case when g.source_kind = 'jobCard' then g.source_doc_no end as "jobCardNo",
    case when g.source_kind = 'purchaseOrder' then g.source_doc_no
         when g.source_kind = 'subcontractingOrder' then sco.po_no end as "poNo"
  from ${from}
  left join items i on i.item_code = g.item_code
  left join subcontracting_orders sco
    on g.source_kind = 'subcontractingOrder' and sco.so_no = g.source_doc_no
  left join lateral (
    select q.stage, q.report_no, q.grade from qi_rolls q where q.greige_roll_no = g.roll_no
    order by q.report_date desc, q.created_at desc limit 1) l on true
  where ${where}
  ${tail}`;

interface RawRow extends Omit<ProductionRollRow, 'grade'> {
  grade: number | null;
}

const asRow = (r: RawRow): ProductionRollRow => ({
  ...r,
  kg: grams(r.kg),
  grade: r.grade === 1 || r.grade === 2 || r.grade === 3 ? r.grade : null,
});

export async function selectRollRows(
  db: Db,
  from: SQL,
  where: SQL,
  tail: SQL,
): Promise<ProductionRollRow[]> {
  return (await rowsOf<RawRow>(db, rollRows(from, where, tail))).map(asRow);
}

/**
 * The rolls graded `grade` at their latest inspection, newest inspection first: the grade index
 * walks that grade's inspected rolls from the newest, and a roll inspected again later is
 * skipped (its later inspection decides), until the list is full.
 */
async function gradedRolls(db: Db, grade: Grade): Promise<ProductionRollRow[]> {
  return selectRollRows(
    db,
    sql`(select g.*, q.report_date as graded_on from qi_rolls q
          join greige_rolls g on g.roll_no = q.greige_roll_no
          where q.grade = ${grade} and not exists (
            select 1 from qi_rolls later where later.greige_roll_no = q.greige_roll_no
              and (later.report_date, later.created_at) > (q.report_date, q.created_at))
          order by q.report_date desc, q.roll_no desc limit ${gradeListLimit}) g`,
    sql`true`,
    sql`order by g.graded_on desc, g.roll_no desc`,
  );
}

/** Above this many inspections of a grade since the range began, the grade is a common one. */
const rareGradeRows = 20_000;

/**
 * Rolls produced in the range whose latest inspection graded them `grade`, newest first. A roll
 * is inspected on or after the day it is produced, so its grading inspections lie from the range's
 * start on. A rare grade (few such inspections) is found from the grade index and joined to its
 * rolls; a common one by walking the range's rolls newest first, which fills the list within a
 * few thousand rolls. Either way the same rolls, in the same order.
 */
export async function gradedRollsProduced(
  db: Db,
  grade: Grade,
  r: { jsonStartDate: string; jsonEndDate: string },
  rareBelow = rareGradeRows,
): Promise<ProductionRollRow[]> {
  const produced = sql`g.produced_on between ${r.jsonStartDate}::date and ${r.jsonEndDate}::date`;
  const order = sql`order by g.produced_on desc, g.roll_no desc limit ${gradeListLimit}`;
  const [seen] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from qi_rolls q where q.grade = ${grade}
          and q.report_date >= ${r.jsonStartDate}::date limit ${rareBelow}) c`,
  );
  if ((seen?.n ?? 0) >= rareBelow)
    return selectRollRows(db, sql`greige_rolls g`, sql`${produced} and l.grade = ${grade}`, order);
  return selectRollRows(
    db,
    sql`(select distinct g.* from qi_rolls q join greige_rolls g on g.roll_no = q.greige_roll_no
          where q.grade = ${grade} and q.report_date >= ${r.jsonStartDate}::date) g`,
    sql`${produced} and l.grade = ${grade}`,
    order,
  );
}

/** The condition a bar of a production figure adds; `key` names the bar. */
export function barFilter(by: ProductionDimension, key: string | undefined): SQL {
  if (by === 'all') return sql`true`;
  if (key === undefined) throw badInput('key', `is needed when by is ${by}`);
  switch (by) {
    case 'machine':
      return sql`g.machine = ${key}`;
    case 'item':
      return sql`g.item_code = ${key}`;
    case 'shift':
      return key === noShift ? sql`g.shift is null` : sql`g.shift = ${key}`;
    case 'day':
      if (!isoDate.safeParse(key).success) throw badInput('key', 'must be a date YYYY-MM-DD');
      return sql`g.produced_on = ${key}::date`;
  }
}

// A cursor comes back from the client: its date and roll number must be ones the database takes.
const rollKey = z.tuple([
  isoDate,
  z
    .string()
    .min(1)
    .max(140)
    .refine((no) => !no.includes('\0')),
]);

/** The rolls behind a production figure, newest first, a page at a time. */
export async function productionRollsPage(
  db: Db,
  input: { jsonStartDate: string; jsonEndDate: string; by: ProductionDimension; key?: string },
  params: PageParams,
): Promise<Page<ProductionRollRow>> {
  const where = sql`${producedIn(input.jsonStartDate, input.jsonEndDate)} and ${barFilter(input.by, input.key)}`;
  return keysetPage(params, {
    key: rollKey,
    keyOf: (row) => [row.date, row.rollNo] as [string, string],
    rows: (after, take) =>
      selectRollRows(
        db,
        sql`greige_rolls g`,
        after
          ? sql`${where} and (g.produced_on, g.roll_no) < (${after[0]}::date, ${after[1]})`
          : where,
        sql`order by g.produced_on desc, g.roll_no desc limit ${take}`,
      ),
    total: async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from greige_rolls g where ${where}`,
      );
      return row?.n ?? 0;
    },
  });
}

export const rollHandlers = {
  getGradeNo1RollReportFromERPNEXT: (ctx) => gradedRolls(ctx.db, 1),
  getGradeNo2RollReportFromERPNEXT: (ctx) => gradedRolls(ctx.db, 2),
  getGradeNo3RollReportFromERPNEXT: (ctx) => gradedRolls(ctx.db, 3),
  getGradeNo1RollReportFromERPNEXTForDate: (ctx, r) => gradedRollsProduced(ctx.db, 1, r),
  getGradeNo2RollReportFromERPNEXTForDate: (ctx, r) => gradedRollsProduced(ctx.db, 2, r),
  getGradeNo3RollReportFromERPNEXTForDate: (ctx, r) => gradedRollsProduced(ctx.db, 3, r),
  getProductionRollsFromDB: (ctx, { limit, cursor, ...input }) =>
    productionRollsPage(ctx.db, input, { limit, cursor }),
} satisfies HandlerMap;
