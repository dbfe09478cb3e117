import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { photoKinds } from '../../../contract/main/inspection/photos';
import { ccMistakes } from './collarCuff';
import { at, bytea, oneOf, ts } from './columns';
import { photoTypes } from './gate';
import { qiMistakes } from './inspection';

/**
 * Defect photos (contract/main/inspection/photos.ts): a photo of one tapped defect, of a fabric
 * roll or a collar & cuff roll, by the tap's id (`tap_id`). While the tap is on its roll,
 * `qi_mistake_id` or `cc_mistake_id` names it too. A re-inspection moves the roll's taps to
 * `roll_history` (their ids kept in its JSON): the link is cleared, the photo stays, evidence of
 * the earlier inspection. Undoing a tap removes its photos (mistakeChanges.ts, collarCuff/
 * mistakes.ts). The image is removed (`purged_at`) after the mill's retention period; the row
 * stays, so the sheet can say a photo was taken.
 */
export const defectPhotos = pgTable(
  'defect_photos',
  {
    /** The photo's clientId when the tablet gave one: a retried save finds it. */
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: photoKinds }).notNull(),
    /** The tap's id in qi_mistakes or cc_mistakes, kept when the tap moves to roll_history. */
    tapId: bigint('tap_id', { mode: 'number' }).notNull(),
    qiMistakeId: bigint('qi_mistake_id', { mode: 'number' }).references(() => qiMistakes.id, {
      onDelete: 'set null',
    }),
    ccMistakeId: bigint('cc_mistake_id', { mode: 'number' }).references(() => ccMistakes.id, {
      onDelete: 'set null',
    }),
    /** The tap's defect type, kept for the photo of a tap since moved to history. */
    mistake: text('mistake').notNull(),
    reportNo: text('report_no').notNull(),
    rollNo: text('roll_no').notNull(),
    photo: bytea('photo'),
    photoType: text('photo_type', { enum: photoTypes }),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenBy: text('taken_by').notNull(),
    takenAt: ts('taken_at'),
    purgedAt: at('purged_at'),
  },
  (t) => [
    check('defect_photos_kind_check', oneOf(t.kind, photoKinds)),
    // The link, while there is one, is to the tap of the photo's kind.
    check(
      'defect_photos_link_check',
      sql`(${t.kind} = 'fabric' or ${t.qiMistakeId} is null) and (${t.kind} = 'collarCuff' or ${t.ccMistakeId} is null)`,
    ),
    check('defect_photos_type_check', sql`(${t.photo} is null) = (${t.photoType} is null)`),
    index('defect_photos_tap_idx').on(t.kind, t.tapId),
    // The foreign keys' own lookups when a tap is removed.
    index('defect_photos_qi_idx')
      .on(t.qiMistakeId)
      .where(sql`${t.qiMistakeId} is not null`),
    index('defect_photos_cc_idx')
      .on(t.ccMistakeId)
      .where(sql`${t.ccMistakeId} is not null`),
    index('defect_photos_roll_idx').on(t.reportNo, t.rollNo),
    // The retention sweep: the oldest photos still holding an image.
    index('defect_photos_purge_idx')
      .on(t.takenAt)
      .where(sql`${t.photo} is not null`),
  ],
);
