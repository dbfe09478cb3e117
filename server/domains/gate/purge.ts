import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gateVisitors } from '../../db/schema';
import { readVisitorSettings } from './settings';
import { DAY_MS } from './time';

/**
 * Removes the personal data of visits older than the retention period of the visitor settings:
 * the photo and the ID proof number. The register keeps who came, from where, to see whom and
 * when (the gate's own record), and the phone, so a returning visitor is still found by it.
 * Answers how many visits it cleared. Runs at start, daily, and when the period is shortened.
 */
export async function purgeVisitorPersonalData(db: Db, now = new Date()): Promise<number> {
  const { photoRetentionDays } = await readVisitorSettings(db);
  const cutoff = new Date(now.getTime() - photoRetentionDays * DAY_MS);
  const cleared = await db
    .update(gateVisitors)
    .set({ photo: null, photoType: null, idProofNo: '', purgedAt: now })
    .where(and(isNull(gateVisitors.purgedAt), lt(gateVisitors.inTime, cutoff)))
    .returning({ visitorId: gateVisitors.visitorId });
  return cleared.length;
}
