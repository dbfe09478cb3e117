import { eq } from 'drizzle-orm';
import type { SalesSettings } from '../../../contract/main/sales';
import { dayInZone, periodRange, type PeriodRange } from '../../../rules/periods';
import type { Db } from '../../db/client';
import { salesSettings } from '../../db/schema';
import type { HandlerMap } from '../../http/context';

/** The sales team's settings; a mill that never saved them runs on India's financial year. */
export const salesDefaults: SalesSettings = { yearStartMonth: 4, overDeliveryTolerancePct: 5 };

export async function readSalesSettings(db: Db): Promise<SalesSettings> {
  const [row] = await db
    .select({
      yearStartMonth: salesSettings.yearStartMonth,
      overDeliveryTolerancePct: salesSettings.overDeliveryTolerancePct,
    })
    .from(salesSettings)
    .where(eq(salesSettings.id, 1));
  return row ?? salesDefaults;
}

/** "This year" of the sales figures today, in the mill's time zone and its sales year. */
export async function salesThisYear(db: Db, now = new Date()): Promise<PeriodRange> {
  const { yearStartMonth } = await readSalesSettings(db);
  return periodRange('thisYear', dayInZone(now), { yearStartMonth });
}

export const salesSettingsHandlers = {
  getSalesSettings: (ctx) => readSalesSettings(ctx.db),
  saveSalesSettings: async (ctx, { jsonData }) => {
    await ctx.db
      .insert(salesSettings)
      .values({ id: 1, ...jsonData })
      .onConflictDoUpdate({ target: salesSettings.id, set: jsonData });
    return readSalesSettings(ctx.db);
  },
} satisfies HandlerMap;
