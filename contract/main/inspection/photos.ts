import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { docNo } from '../../core/fields';
import { photoField } from '../../core/photo';
import { clientId, timestamp } from './fields';

/**
 * Defect photos: a photo of a tapped defect, taken at the inspection table (tablet camera or a
 * file), shrunk on the tablet, kept in the outbox with its tap while offline and sent once. It
 * is evidence: on the roll sheet, the printed report, the supplier's evidence and the passport.
 */

/** The largest defect photo kept, in bytes of image: a 1,280 px JPEG or WebP of a defect fits. */
export const MAX_DEFECT_PHOTO_BYTES = 250 * 1024;

/** Which inspection the tap was made in. */
export const photoKinds = ['fabric', 'collarCuff'] as const;
export const photoKind = z.enum(photoKinds);
export type PhotoKind = z.infer<typeof photoKind>;

/** A photo as lists and sheets name it; the image itself is read by its id. */
export const photoRef = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  takenAt: timestamp,
});
export type PhotoRef = z.infer<typeof photoRef>;

export const defectPhotoInput = z.object({
  kind: photoKind,
  reportNo: docNo,
  rollNo: docNo,
  /** The tap the photo shows, by the clientId it was tapped with. */
  tapClientId: z.uuid({ error: 'must be a UUID' }),
  photo: photoField(MAX_DEFECT_PHOTO_BYTES),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
  /** The photo's own id: a retried save lands once. */
  clientId,
});
export type DefectPhotoInput = z.infer<typeof defectPhotoInput>;

export const defectPhoto = photoRef.extend({
  kind: photoKind,
  reportNo: z.string(),
  rollNo: z.string(),
  mistake: z.string(),
  takenBy: z.string(),
  /** The image as a data URL; null once the retention period removed it. */
  photo: z.string().nullable(),
});
export type DefectPhoto = z.infer<typeof defectPhoto>;

/** Pages that show a roll's defects: the tap screens, the roll and report sheets, the passport. */
const photoPages = [
  'mistake-details',
  'collar-cuff-mistake-details',
  'roll-view',
  'report-view-detail',
  'cc-report-view-detail',
  'roll-passport',
] as const;

export const inspectionPhotoCalls = defineCalls({
  postDefectPhoto: defineCall({
    name: 'postDefectPhoto',
    service: 'main',
    kind: 'save',
    method: 'POST',
    access: ['mistake-details', 'collar-cuff-mistake-details'],
    summary: 'Attach a photo to a tapped defect; a retried save lands once.',
    input: z.object({ jsonData: defectPhotoInput }),
    output: photoRef,
  }),
  removeDefectPhoto: defineCall({
    name: 'removeDefectPhoto',
    service: 'main',
    kind: 'save',
    access: ['mistake-details', 'collar-cuff-mistake-details'],
    summary: 'Remove a defect photo taken by mistake, while its report is open.',
    input: z.object({ jsonData: z.object({ photoId: z.uuid({ error: 'must be a UUID' }) }) }),
    output: z.object({ ok: z.literal(true) }),
  }),
  getDefectPhoto: defineCall({
    name: 'getDefectPhoto',
    service: 'main',
    kind: 'read',
    access: photoPages,
    summary: 'One defect photo with the tap it shows.',
    input: z.object({ photo_id: z.uuid({ error: 'must be a UUID' }) }),
    output: defectPhoto,
  }),
});
