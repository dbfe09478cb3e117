import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { QiReportRow, RollRow } from '../../../contract/main/inspection';
import type { GradeRules } from '../../../contract/main/users';
import {
  bandsForItem,
  defaultMillGradeRules,
  gradeInBand,
  reportReasons,
  storedRollReasons,
  worstRoll,
  type GradeBands,
  type MillGradeRules,
} from '../../../rules';
import type { Db } from '../../db/client';
import { gradeBandOverrides, millSettings, qiRolls } from '../../db/schema';

/**
 * The mill's grading rules as stored (defaults until the mill saves its own), with the items'
 * own bands: every item's for the tablets (`getGradeRules`), or one item's when scoring a roll.
 */
export async function millGradeRules(db: Db, itemCode?: string): Promise<GradeRules> {
  const [settings] = await db.select().from(millSettings).where(eq(millSettings.id, 1));
  const base: Omit<MillGradeRules, 'overrides'> = settings
    ? {
        gradeBand: { grade1Below: settings.grade1Below, grade3Above: settings.grade3Above },
        gsmTolerancePct: settings.gsmTolerancePct,
        widthTolerancePct: settings.widthTolerancePct,
        toleranceLowersGrade: settings.toleranceLowersGrade,
      }
    : defaultMillGradeRules;
  const scope = eq(gradeBandOverrides.scope, 'item');
  const overrides = await db
    .select({
      key: gradeBandOverrides.key,
      grade1Below: gradeBandOverrides.grade1Below,
      grade3Above: gradeBandOverrides.grade3Above,
    })
    .from(gradeBandOverrides)
    .where(itemCode === undefined ? scope : and(scope, eq(gradeBandOverrides.key, itemCode)))
    .orderBy(gradeBandOverrides.key);
  return {
    gradeBand: base.gradeBand,
    gsmTolerancePct: base.gsmTolerancePct,
    widthTolerancePct: base.widthTolerancePct,
    toleranceLowersGrade: base.toleranceLowersGrade,
    overrides: overrides.map((o) => ({ scope: 'item' as const, ...o })),
  };
}

/**
 * The grade bands that apply to an item, chosen by the same rule the tablets' preview uses.
 * Inspection reports name no customer, so customer overrides apply where sales allocate rolls.
 */
export async function gradeBandsFor(db: Db, itemCode: string): Promise<GradeBands> {
  return bandsForItem(await millGradeRules(db, itemCode), itemCode);
}

/** An item's bands. */
export type BandsOf = (itemCode: string) => GradeBands;

/** Each item's bands, from the mill's rules read once for all the rows of an answer. */
export async function bandsOfItems(db: Db): Promise<BandsOf> {
  const rules = await millGradeRules(db);
  return (itemCode) => bandsForItem(rules, itemCode);
}

/** Each roll with why it has its grade, by the rule that graded it (rules/gradeReasons.ts). */
export const withRollReasons = <R extends RollRow>(rolls: readonly R[], bandsOf: BandsOf): R[] =>
  rolls.map((r) => ({ ...r, gradeReasons: [...storedRollReasons(r, bandsOf(r.itemCode))] }));

/** Each report with why it has its grade, given its rolls (the worst one is named). */
export const withReportReasons = <R extends QiReportRow & { rollRows: readonly RollRow[] }>(
  reports: readonly R[],
  bandsOf: BandsOf,
): R[] =>
  reports.map((r) => ({
    ...r,
    gradeReasons: [...reportReasons(r, worstRoll(r.rollRows)?.rollNo ?? null, bandsOf(r.itemCode))],
  }));

/**
 * A page of reports with why each has its grade. Only a report whose grade is not what its points
 * say needs its worst roll: those are read in one query, in `worstRoll`'s order.
 */
export async function reportsWithReasons<R extends QiReportRow>(
  db: Db,
  reports: R[],
  known?: BandsOf,
): Promise<R[]> {
  if (reports.length === 0) return reports;
  const bandsOf = known ?? (await bandsOfItems(db));
  const aboveItsPoints = ({ grade, points100m2, itemCode }: R) =>
    grade !== null && points100m2 !== null && grade > gradeInBand(points100m2, bandsOf(itemCode));
  const toName = reports.filter(aboveItsPoints).map((r) => r.reportNo);
  const worst = toName.length
    ? await db
        .selectDistinctOn([qiRolls.reportNo], {
          reportNo: qiRolls.reportNo,
          rollNo: qiRolls.rollNo,
        })
        .from(qiRolls)
        .where(and(inArray(qiRolls.reportNo, toName), isNotNull(qiRolls.grade)))
        .orderBy(
          qiRolls.reportNo,
          desc(qiRolls.grade),
          sql`${qiRolls.points100m2} desc nulls last`,
          asc(qiRolls.createdAt),
          asc(qiRolls.rollNo),
        )
    : [];
  const worstOf = new Map(worst.map((w) => [w.reportNo, w.rollNo]));
  return reports.map((r) => ({
    ...r,
    gradeReasons: [...reportReasons(r, worstOf.get(r.reportNo) ?? null, bandsOf(r.itemCode))],
  }));
}
