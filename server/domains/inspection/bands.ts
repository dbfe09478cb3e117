import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gradeBandOverrides, millSettings } from '../../db/schema';
import { defaultGradeBands, type GradeBands } from './scoring';

/**
 * The grade bands that apply to an item: the mill settings (issue 5; defaults until the mill saves
 * its own) with the item's override, if any. Inspection reports name no customer, so customer
 * overrides apply where sales allocate rolls, not here.
 */
export async function gradeBandsFor(db: Db, itemCode: string): Promise<GradeBands> {
  const [settings] = await db.select().from(millSettings).where(eq(millSettings.id, 1));
  const base: GradeBands = settings
    ? {
        grade1Below: settings.grade1Below,
        grade3Above: settings.grade3Above,
        gsmTolerancePct: settings.gsmTolerancePct,
        widthTolerancePct: settings.widthTolerancePct,
        toleranceLowersGrade: settings.toleranceLowersGrade,
      }
    : defaultGradeBands;
  const [override] = await db
    .select({
      grade1Below: gradeBandOverrides.grade1Below,
      grade3Above: gradeBandOverrides.grade3Above,
    })
    .from(gradeBandOverrides)
    .where(and(eq(gradeBandOverrides.scope, 'item'), eq(gradeBandOverrides.key, itemCode)));
  return override ? { ...base, ...override } : base;
}
