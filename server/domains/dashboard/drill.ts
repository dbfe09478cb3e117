import { and, between, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate, type Page } from '../../../contract';
import type { DashboardDimension, DashboardRollRow } from '../../../contract/main/dashboard';
import type { Grade, Stage } from '../../../contract/main/inspection/fields';
import type { Db } from '../../db/client';
import {
  dashDayMistakes,
  dashDayRolls,
  items,
  qiMistakes,
  qiReports,
  qiRolls,
  suppliers,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { keysetPage } from '../../http/paging';
import { round3, type Range } from './figures';

/**
 * The rolls behind a dashboard figure: the same rolls the rollups counted for that bar (a roll of
 * the stage on its report's date, ongoing reports included), newest first. The page's `total` is
 * the bar's own count from the rollups, which the rows always match.
 */

interface Filter extends Range {
  stage: Stage;
  by: DashboardDimension;
  key: string;
}

const gradeKey = (key: string): Grade | null | undefined =>
  key === '' ? null : key === '1' ? 1 : key === '2' ? 2 : key === '3' ? 3 : undefined;

/** The condition on qi_rolls r / qi_reports q a bar stands for; false for a key no bar has. */
function barWhere(f: Filter): SQL | undefined {
  switch (f.by) {
    case 'all':
      return undefined;
    case 'supplier':
      return f.key === '' ? isNull(qiReports.supplier) : eq(qiReports.supplier, f.key);
    case 'item':
      return eq(qiRolls.itemCode, f.key);
    case 'checker':
      return eq(qiReports.inspector, f.key);
    case 'grade': {
      const g = gradeKey(f.key);
      if (g === undefined) return sql`false`;
      return g === null ? isNull(qiRolls.grade) : eq(qiRolls.grade, g);
    }
    case 'mistake':
      // A scalar subquery, not EXISTS: checked roll by roll through the roll's mistake index as
      // the newest rolls are read, where a semi-join would first gather every tap of the type.
      return sql`(select count(*) from (select 1 from ${qiMistakes} m
        where m.report_no = ${qiRolls.reportNo} and m.roll_no = ${qiRolls.rollNo}
          and m.mistake = ${f.key} limit 1) one) > 0`;
  }
}

/** How many rolls the bar counts, from the same rollups the bar was drawn from. */
async function barTotal(db: Db, f: Filter): Promise<number> {
  if (f.by === 'mistake') {
    const [t] = await db
      .select({ n: sql<number>`coalesce(sum(${dashDayMistakes.rolls}), 0)::int` })
      .from(dashDayMistakes)
      .where(
        and(
          eq(dashDayMistakes.stage, f.stage),
          between(dashDayMistakes.day, f.jsonStartDate, f.jsonEndDate),
          eq(dashDayMistakes.mistake, f.key),
        ),
      );
    return t?.n ?? 0;
  }
  // Every roll has one grade key ('' when ungraded): the grade rows sum to the stage's total.
  const [dim, key] = f.by === 'all' ? (['grade', undefined] as const) : [f.by, f.key];
  const [t] = await db
    .select({ n: sql<number>`coalesce(sum(${dashDayRolls.rolls}), 0)::int` })
    .from(dashDayRolls)
    .where(
      and(
        eq(dashDayRolls.dim, dim),
        eq(dashDayRolls.stage, f.stage),
        between(dashDayRolls.day, f.jsonStartDate, f.jsonEndDate),
        key === undefined ? undefined : eq(dashDayRolls.key, key),
      ),
    );
  return t?.n ?? 0;
}

const rollKey = z.tuple([
  isoDate,
  z
    .string()
    .min(1)
    .max(140)
    .refine((s) => !s.includes('\0')),
  z
    .string()
    .min(1)
    .max(140)
    .refine((s) => !s.includes('\0')),
]);
type RollKey = z.infer<typeof rollKey>;

async function rollsPage(
  db: Db,
  f: Filter,
  params: { limit: number; cursor?: string | undefined },
): Promise<Page<DashboardRollRow>> {
  // The report's date and stage (the rolls hold copies): a page then reads the reports of the
  // bar newest first by their (…, date) indexes and each report's rolls by its key.
  const where = and(
    between(qiReports.date, f.jsonStartDate, f.jsonEndDate),
    eq(qiReports.stage, f.stage),
    barWhere(f),
  );
  return keysetPage(params, {
    key: rollKey,
    keyOf: (r): RollKey => [r.date, r.reportNo, r.rollNo],
    total: () => barTotal(db, f),
    rows: async (after, take) => {
      const rows = await db
        .select({
          reportNo: qiRolls.reportNo,
          rollNo: qiRolls.rollNo,
          date: qiRolls.reportDate,
          stage: qiRolls.stage,
          itemCode: qiRolls.itemCode,
          itemName: sql<string>`coalesce(${items.itemName}, ${qiRolls.itemCode})`,
          supplier: qiReports.supplier,
          supplierName: sql<
            string | null
          >`case when ${qiReports.supplier} is null then null else coalesce(${suppliers.supplierName}, ${qiReports.supplier}) end`,
          checker: qiReports.inspector,
          kg: qiRolls.kg,
          mistakes: qiRolls.mistakes,
          points: qiRolls.points,
          points100m2: qiRolls.points100m2,
          grade: qiRolls.grade,
        })
        .from(qiRolls)
        .innerJoin(qiReports, eq(qiReports.reportNo, qiRolls.reportNo))
        .leftJoin(items, eq(items.itemCode, qiRolls.itemCode))
        .leftJoin(suppliers, eq(suppliers.name, qiReports.supplier))
        .where(
          and(
            where,
            after
              ? sql`(${qiReports.date}, ${qiReports.reportNo}, ${qiRolls.rollNo}) < (${after[0]}::date, ${after[1]}, ${after[2]})`
              : undefined,
          ),
        )
        .orderBy(desc(qiReports.date), desc(qiReports.reportNo), desc(qiRolls.rollNo))
        .limit(take);
      return rows.map((r) => ({ ...r, kg: round3(r.kg) }));
    },
  });
}

export const drillHandlers = {
  getDashboardRollsFromDB: async (ctx, input) => {
    const { jsonStartDate, jsonEndDate, stage, by, key, limit, cursor } = input;
    if (by !== 'all' && key === undefined) {
      throw badInput('key', `required when by is ${by}: the key of the bar to list`);
    }
    return rollsPage(
      ctx.db,
      { jsonStartDate, jsonEndDate, stage, by, key: key ?? '' },
      { limit, cursor },
    );
  },
} satisfies HandlerMap;
