import { inArray } from 'drizzle-orm';
import type { BandOverride, MillSettingsInput } from '../../../contract/main/users';
import type { Db } from '../../db/client';
import { customers, gradeBandOverrides, items, millSettings } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { millGradeRules } from '../inspection/bands';
import { purgeDefectPhotos } from '../inspection/photoRetention';
import { DEFAULT_MILL_SETTINGS, readMillSettings } from './millSettings';
import { requireAdmin } from './requireAdmin';

/** Every override must name an item or customer of the mirror (they are picked from lists). */
async function assertKnownKeys(db: Db, overrides: BandOverride[]): Promise<void> {
  const keysOf = (scope: BandOverride['scope']) =>
    overrides.filter((o) => o.scope === scope).map((o) => o.key);
  const itemKeys = keysOf('item');
  const customerKeys = keysOf('customer');
  const known = new Set<string>();
  if (itemKeys.length) {
    const rows = await db
      .select({ k: items.itemCode })
      .from(items)
      .where(inArray(items.itemCode, itemKeys));
    rows.forEach((r) => known.add(`item:${r.k}`));
  }
  if (customerKeys.length) {
    const rows = await db
      .select({ k: customers.name })
      .from(customers)
      .where(inArray(customers.name, customerKeys));
    rows.forEach((r) => known.add(`customer:${r.k}`));
  }
  const index = overrides.findIndex((o) => !known.has(`${o.scope}:${o.key}`));
  const missing = overrides[index];
  if (missing)
    throw badInput(
      `jsonData.overrides.${index}.key`,
      `no ${missing.scope} ${missing.key} is known`,
    );
}

const scalars = (s: MillSettingsInput) => ({
  grade1Below: s.gradeBand.grade1Below,
  grade3Above: s.gradeBand.grade3Above,
  gsmTolerancePct: s.gsmTolerancePct,
  widthTolerancePct: s.widthTolerancePct,
  toleranceLowersGrade: s.toleranceLowersGrade,
});

const bandKey = (o: BandOverride) => `${o.scope}:${o.key}`;

export const settingsHandlers = {
  getSettings: async (ctx) => readMillSettings(ctx.db, ctx.config),

  getGradeRules: async (ctx) => millGradeRules(ctx.db),

  saveSettings: async (ctx, { jsonData }) => {
    requireAdmin(ctx, 'change the mill’s settings');
    await assertKnownKeys(ctx.db, jsonData.overrides);
    const before = await readMillSettings(ctx.db, ctx.config);
    const retentionBefore =
      before.defectPhotoRetentionDays ?? DEFAULT_MILL_SETTINGS.defectPhotoRetentionDays;
    const values = {
      ...scalars(jsonData),
      // Left out by a form that does not show it: the saved tolerance stays.
      processLossTolerancePct: jsonData.processLossTolerancePct ?? before.processLossTolerancePct,
      defectPhotoRetentionDays: jsonData.defectPhotoRetentionDays ?? retentionBefore,
      updatedAt: new Date(),
      updatedBy: ctx.user.id,
    };
    await ctx.db
      .insert(millSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: millSettings.id, set: values });
    await ctx.db.delete(gradeBandOverrides);
    if (jsonData.overrides.length)
      await ctx.db.insert(gradeBandOverrides).values(jsonData.overrides);

    const old = new Map(before.overrides.map((o) => [bandKey(o), o]));
    const now = new Map(jsonData.overrides.map((o) => [bandKey(o), o]));
    const changed = jsonData.overrides.filter((o) => {
      const was = old.get(bandKey(o));
      return was && (was.grade1Below !== o.grade1Below || was.grade3Above !== o.grade3Above);
    });
    // A shorter period applies at once, as the visitor photos' does.
    if (values.defectPhotoRetentionDays < retentionBefore) await purgeDefectPhotos(ctx.db);
    await recordAudit(ctx.db, ctx.user.id, 'settings.changed', 'mill', {
      before: { ...scalars(before), defectPhotoRetentionDays: retentionBefore },
      after: { ...scalars(jsonData), defectPhotoRetentionDays: values.defectPhotoRetentionDays },
      overridesAdded: [...now.keys()].filter((k) => !old.has(k)),
      overridesRemoved: [...old.keys()].filter((k) => !now.has(k)),
      overridesChanged: changed.map(bandKey),
    });
    return readMillSettings(ctx.db, ctx.config);
  },
} satisfies HandlerMap;
