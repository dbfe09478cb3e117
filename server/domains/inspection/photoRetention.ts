import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defectPhotos, millSettings } from '../../db/schema';
import type { Round } from '../../jobs/worker';
import { DAY_MS } from '../gate/time';

/** Two years: a buyer's claim on a delivered roll can come that late. */
export const DEFAULT_DEFECT_PHOTO_RETENTION_DAYS = 730;

/** Days a defect photo's image is kept, until an administrator sets the mill's own period. */
export async function defectPhotoRetentionDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ days: millSettings.defectPhotoRetentionDays })
    .from(millSettings)
    .where(eq(millSettings.id, 1));
  return row?.days ?? DEFAULT_DEFECT_PHOTO_RETENTION_DAYS;
}

/**
 * Removes the image of defect photos older than the retention period. The row stays (who took
 * it, when, of which tap), so a sheet can still say a photo was taken. Answers how many it
 * cleared. Runs at start, daily, and when the period is shortened.
 */
export async function purgeDefectPhotos(db: Db, now = new Date()): Promise<number> {
  const days = await defectPhotoRetentionDays(db);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const cleared = await db
    .update(defectPhotos)
    .set({ photo: null, photoType: null, purgedAt: now })
    .where(and(isNotNull(defectPhotos.photo), lt(defectPhotos.takenAt, cutoff)))
    .returning({ id: defectPhotos.id });
  return cleared.length;
}

/**
 * The purge as a round of the server's worker (server/jobs/worker.ts). Every server of a cluster
 * may run it: it is one idempotent statement.
 */
export function defectPhotoRounds(db: Db, log: FastifyBaseLogger): Round[] {
  return [
    {
      name: 'inspection: defect photo purge',
      everyMs: DAY_MS,
      async run() {
        const cleared = await purgeDefectPhotos(db);
        if (cleared > 0) log.info(`inspection: removed the image of ${cleared} old defect photos`);
      },
    },
  ];
}
