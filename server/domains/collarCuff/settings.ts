import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CcRules, CcRulesInput } from '../../../contract/main/collarCuff';
import { defaultMillCcRules, type MillCcRules } from '../../../rules';
import type { Db } from '../../db/client';
import { ccRuleOverrides, ccSettings, customers, items, users } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { iso } from '../users/lookup';
import { requireAdmin } from '../users/requireAdmin';

/**
 * The mill's collar and cuff rules, stored like its fabric grade bands (users/millSettings.ts):
 * one row, the defaults of rules/collarCuff.ts until an administrator first saves, and the items'
 * and customers' own rules beside it.
 */

const overrideColumns = {
  scope: ccRuleOverrides.scope,
  key: ccRuleOverrides.key,
  level: ccRuleOverrides.aqlLevel,
  aql: ccRuleOverrides.aql,
  grade1Below: ccRuleOverrides.grade1Below,
  grade3Above: ccRuleOverrides.grade3Above,
};

const band = (r: { grade1Below: number; grade3Above: number }) => ({
  grade1Below: r.grade1Below,
  grade3Above: r.grade3Above,
});

/** What judging a lot needs: the mill's rule and every override (a few hundred at most). */
export async function millCcRules(db: Db): Promise<MillCcRules> {
  const [row] = await db.select().from(ccSettings).where(eq(ccSettings.id, 1));
  const overrides = await db.select(overrideColumns).from(ccRuleOverrides);
  return {
    ...(row ? { level: row.aqlLevel, aql: row.aql, gradeBand: band(row) } : defaultMillCcRules),
    overrides: overrides.map((o) => ({
      scope: o.scope,
      key: o.key,
      level: o.level,
      aql: o.aql,
      gradeBand: band(o),
    })),
  };
}

/** The rules with each override's item or customer name, for the settings screen. */
export async function readCcRules(db: Db): Promise<CcRules> {
  const [row] = await db
    .select({ s: ccSettings, updatedBy: users.username })
    .from(ccSettings)
    .leftJoin(users, eq(users.id, ccSettings.updatedBy))
    .where(eq(ccSettings.id, 1));
  const overrides = await db
    .select({
      ...overrideColumns,
      label: sql<string>`coalesce(case ${ccRuleOverrides.scope}
        when 'item' then (select ${items.itemName} from ${items} where ${items.itemCode} = ${ccRuleOverrides.key})
        else (select ${customers.customerName} from ${customers} where ${customers.name} = ${ccRuleOverrides.key})
      end, ${ccRuleOverrides.key})`,
    })
    .from(ccRuleOverrides)
    .orderBy(asc(ccRuleOverrides.scope), asc(ccRuleOverrides.key));
  const base = row
    ? { level: row.s.aqlLevel, aql: row.s.aql, gradeBand: band(row.s) }
    : {
        level: defaultMillCcRules.level,
        aql: defaultMillCcRules.aql,
        gradeBand: band(defaultMillCcRules.gradeBand),
      };
  return {
    ...base,
    overrides: overrides.map((o) => ({
      scope: o.scope,
      key: o.key,
      label: o.label,
      level: o.level,
      aql: o.aql,
      gradeBand: band(o),
    })),
    updatedAt: row ? iso(row.s.updatedAt) : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** Every override names a collar or cuff item, or a customer, of the mirror. */
async function assertKnownKeys(db: Db, overrides: CcRulesInput['overrides']): Promise<void> {
  const keysOf = (scope: 'item' | 'customer') =>
    overrides.filter((o) => o.scope === scope).map((o) => o.key);
  const known = new Set<string>();
  const itemKeys = keysOf('item');
  if (itemKeys.length) {
    const rows = await db
      .select({ k: items.itemCode })
      .from(items)
      .where(
        sql`${inArray(items.itemCode, itemKeys)} and ${inArray(items.itemGroup, ['Collar', 'Cuff'])}`,
      );
    rows.forEach((r) => known.add(`item:${r.k}`));
  }
  const customerKeys = keysOf('customer');
  if (customerKeys.length) {
    const rows = await db
      .select({ k: customers.name })
      .from(customers)
      .where(inArray(customers.name, customerKeys));
    rows.forEach((r) => known.add(`customer:${r.k}`));
  }
  const index = overrides.findIndex((o) => !known.has(`${o.scope}:${o.key}`));
  const missing = overrides[index];
  if (missing) {
    const what = missing.scope === 'item' ? 'collar or cuff item' : 'customer';
    throw badInput(`jsonData.overrides.${index}.key`, `no ${what} ${missing.key} is known`);
  }
}

const scalars = (r: Pick<CcRules, 'level' | 'aql' | 'gradeBand'>) => ({
  aqlLevel: r.level,
  aql: r.aql,
  grade1Below: r.gradeBand.grade1Below,
  grade3Above: r.gradeBand.grade3Above,
});

export const ccSettingsHandlers = {
  getCollarCuffRules: async (ctx) => readCcRules(ctx.db),

  /** Reports started before keep the rule they were started with; new ones take these. */
  saveCollarCuffRules: async (ctx, { jsonData }) => {
    requireAdmin(ctx, 'change the collar and cuff rules');
    await assertKnownKeys(ctx.db, jsonData.overrides);
    const before = await readCcRules(ctx.db);
    const values = { ...scalars(jsonData), updatedAt: new Date(), updatedBy: ctx.user.id };
    await ctx.db
      .insert(ccSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: ccSettings.id, set: values });
    await ctx.db.delete(ccRuleOverrides);
    if (jsonData.overrides.length) {
      await ctx.db
        .insert(ccRuleOverrides)
        .values(jsonData.overrides.map((o) => ({ scope: o.scope, key: o.key, ...scalars(o) })));
    }
    const keys = (list: readonly { scope: string; key: string }[]) =>
      list.map((o) => `${o.scope}:${o.key}`);
    await recordAudit(ctx.db, ctx.user.id, 'settings.changed', 'collarCuff', {
      before: scalars(before),
      after: scalars(jsonData),
      overridesBefore: keys(before.overrides),
      overridesAfter: keys(jsonData.overrides),
    });
    return readCcRules(ctx.db);
  },
} satisfies HandlerMap;
