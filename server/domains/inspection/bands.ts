import { and, eq } from 'drizzle-orm';
import type { GradeRules } from '../../../contract/main/users';
import {
  bandsForItem,
  defaultMillGradeRules,
  type GradeBands,
  type MillGradeRules,
} from '../../../rules';
import type { Db } from '../../db/client';
import { gradeBandOverrides, millSettings } from '../../db/schema';

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
