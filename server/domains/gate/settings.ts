import { eq } from 'drizzle-orm';
import type { VisitorSettings } from '../../../contract/gate/visitors';
import type { Db } from '../../db/client';
import { users, visitorSettings } from '../../db/schema';
import { iso } from '../users/lookup';

/** Used until an administrator first saves the visitor settings. */
export const DEFAULT_VISITOR_SETTINGS = {
  /** A quarter: long enough to answer "who came last month", short for personal data. */
  photoRetentionDays: 90,
  /** Half a working day inside is worth a look from the guard. */
  overstayMinutes: 240,
} as const;

export async function readVisitorSettings(db: Db): Promise<VisitorSettings> {
  const [row] = await db
    .select({ s: visitorSettings, updatedBy: users.username })
    .from(visitorSettings)
    .leftJoin(users, eq(users.id, visitorSettings.updatedBy))
    .where(eq(visitorSettings.id, 1));
  if (!row) return { ...DEFAULT_VISITOR_SETTINGS, updatedAt: null, updatedBy: null };
  return {
    photoRetentionDays: row.s.photoRetentionDays,
    overstayMinutes: row.s.overstayMinutes,
    updatedAt: iso(row.s.updatedAt),
    updatedBy: row.updatedBy ?? null,
  };
}
