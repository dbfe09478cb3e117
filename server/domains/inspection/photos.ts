import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PhotoKind, PhotoRef } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { ccMistakes, ccReports, defectPhotos, qiMistakes, qiReports } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { AppError, badInput, notFound } from '../../http/errors';
import { photoDataUrl, readPhoto } from '../gate/photos';

/**
 * Defect photos (contract/main/inspection/photos.ts). A photo belongs to one tap, found by the
 * clientId the tablet tapped it with, so a photo queued offline behind its tap finds it once the
 * tap has landed. Undoing the tap removes its photos (`removeTapPhotos`); a re-inspection keeps
 * them, found by the tap's id in the roll's history.
 */

/** How each kind's reports are named in messages. */
const kinds = {
  fabric: { label: 'QI' },
  collarCuff: { label: 'CC QI' },
} as const;

/** Removes the photos of taps being undone, in the undo's transaction. */
export async function removeTapPhotos(
  db: Db,
  kind: PhotoKind,
  tapIds: readonly number[],
): Promise<void> {
  if (tapIds.length === 0) return;
  await db
    .delete(defectPhotos)
    .where(and(eq(defectPhotos.kind, kind), inArray(defectPhotos.tapId, [...tapIds])));
}

/** A 404 that names the field, so the tablet can say which value found nothing. */
const nothingAt = (path: string, message: string): AppError =>
  new AppError('not_found', `${path}: ${message}`, [{ path, message }]);

const refColumns = {
  id: defectPhotos.id,
  width: defectPhotos.width,
  height: defectPhotos.height,
  takenAt: defectPhotos.takenAt,
};

const toRef = (r: { id: string; width: number; height: number; takenAt: Date }): PhotoRef => ({
  id: r.id,
  width: r.width,
  height: r.height,
  takenAt: r.takenAt.toISOString(),
});

/**
 * The photos still holding their image of each of these taps, oldest first, in one query: the
 * sheets and the passport list them beside their taps. Taps without photos are absent.
 */
export async function photosOfTaps(
  db: Db,
  kind: PhotoKind,
  mistakeIds: readonly number[],
): Promise<Map<number, PhotoRef[]>> {
  const byTap = new Map<number, PhotoRef[]>();
  if (mistakeIds.length === 0) return byTap;
  const rows = await db
    .select({ tap: defectPhotos.tapId, ...refColumns })
    .from(defectPhotos)
    .where(
      and(
        eq(defectPhotos.kind, kind),
        inArray(defectPhotos.tapId, [...new Set(mistakeIds)]),
        isNull(defectPhotos.purgedAt),
      ),
    )
    .orderBy(asc(defectPhotos.takenAt), asc(defectPhotos.id));
  for (const { tap: id, ...row } of rows) {
    const list = byTap.get(id);
    if (list) list.push(toRef(row));
    else byTap.set(id, [toRef(row)]);
  }
  return byTap;
}

/** Mistake rows (whose `id` is the tap's id as text) with the photos of each. */
export async function withPhotos<R extends { id: string }>(
  db: Db,
  kind: PhotoKind,
  rows: R[],
): Promise<(R & { photos: PhotoRef[] })[]> {
  const photos = await photosOfTaps(
    db,
    kind,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({ ...r, photos: photos.get(Number(r.id)) ?? [] }));
}

/** The tap with this clientId, or undefined. */
async function tapOf(db: Db, kind: PhotoKind, clientId: string) {
  const taps = kind === 'fabric' ? qiMistakes : ccMistakes;
  const [tap] = await db
    .select({ id: taps.id, reportNo: taps.reportNo, rollNo: taps.rollNo, mistake: taps.mistake })
    .from(taps)
    .where(eq(taps.clientId, clientId));
  return tap;
}

async function storedRef(db: Db, id: string): Promise<PhotoRef | undefined> {
  const [row] = await db.select(refColumns).from(defectPhotos).where(eq(defectPhotos.id, id));
  return row && toRef(row);
}

async function reportStatus(db: Db, kind: PhotoKind, reportNo: string) {
  const reports = kind === 'fabric' ? qiReports : ccReports;
  const [row] = await db
    .select({ status: reports.status })
    .from(reports)
    .where(eq(reports.reportNo, reportNo));
  return row?.status;
}

export const photoHandlers = {
  /**
   * A report completed while the photo waited in a tablet's outbox still takes it: the photo is
   * evidence of a tap already counted, and changes no score.
   */
  postDefectPhoto: async (ctx, { jsonData: p }) => {
    const image = readPhoto(p.photo, 'jsonData.photo');
    if (p.clientId) {
      // A retried save: answer as the first time.
      const stored = await storedRef(ctx.db, p.clientId);
      if (stored) return stored;
    }
    const tap = await tapOf(ctx.db, p.kind, p.tapClientId);
    if (!tap) {
      throw nothingAt(
        'jsonData.tapClientId',
        `no ${kinds[p.kind].label} tap has this clientId: send the tap before its photo`,
      );
    }
    if (tap.reportNo !== p.reportNo || tap.rollNo !== p.rollNo) {
      throw badInput(
        'jsonData.tapClientId',
        `this tap is on roll ${tap.rollNo} of ${tap.reportNo}, not roll ${p.rollNo} of ${p.reportNo}`,
      );
    }
    const [row] = await ctx.db
      .insert(defectPhotos)
      .values({
        // Without a clientId the database numbers it, as the ERPNext outbox does.
        id: p.clientId ?? sql`gen_random_uuid()`,
        kind: p.kind,
        tapId: tap.id,
        mistake: tap.mistake,
        qiMistakeId: p.kind === 'fabric' ? tap.id : null,
        ccMistakeId: p.kind === 'collarCuff' ? tap.id : null,
        reportNo: tap.reportNo,
        rollNo: tap.rollNo,
        photo: image.bytes,
        photoType: image.type,
        bytes: image.bytes.length,
        width: p.width,
        height: p.height,
        takenBy: ctx.user.username,
      })
      .onConflictDoNothing({ target: defectPhotos.id })
      .returning(refColumns);
    if (row) return toRef(row);
    // The same clientId landed from a concurrent copy of this save.
    const stored = p.clientId ? await storedRef(ctx.db, p.clientId) : undefined;
    if (!stored) throw new Error('defect photo vanished');
    return stored;
  },

  /** Only while the report is open: a completed report's evidence stays as it was signed off. */
  removeDefectPhoto: async (ctx, { jsonData: { photoId } }) => {
    const [photo] = await ctx.db
      .select({ kind: defectPhotos.kind, reportNo: defectPhotos.reportNo })
      .from(defectPhotos)
      .where(eq(defectPhotos.id, photoId));
    if (!photo) throw nothingAt('jsonData.photoId', 'no defect photo has this id');
    if ((await reportStatus(ctx.db, photo.kind, photo.reportNo)) !== 'ongoing') {
      throw badInput(
        'jsonData.photoId',
        `${kinds[photo.kind].label} report ${photo.reportNo} is completed; its photos are kept`,
      );
    }
    await ctx.db.delete(defectPhotos).where(eq(defectPhotos.id, photoId));
    return { ok: true as const };
  },

  getDefectPhoto: async (ctx, { photo_id }) => {
    const [row] = await ctx.db
      .select({
        ...refColumns,
        kind: defectPhotos.kind,
        reportNo: defectPhotos.reportNo,
        rollNo: defectPhotos.rollNo,
        mistake: defectPhotos.mistake,
        takenBy: defectPhotos.takenBy,
        photo: defectPhotos.photo,
        photoType: defectPhotos.photoType,
      })
      .from(defectPhotos)
      .where(eq(defectPhotos.id, photo_id));
    if (!row) throw notFound(`No defect photo ${photo_id}.`);
    const { photo, photoType, ...rest } = row;
    return { ...rest, ...toRef(row), photo: photoDataUrl(photo, photoType) };
  },
} satisfies HandlerMap;
