import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bandScopes } from '../../../contract/main/users/settings';
import { users } from './auth';
import { oneOf } from './columns';

/**
 * The mill's settings: one row (id 1), created with the defaults on first save. Typed columns
 * rather than a JSON blob, so grading queries can read the bands in SQL.
 */
export const millSettings = pgTable(
  'mill_settings',
  {
    id: integer('id').primaryKey().default(1),
    grade1Below: doublePrecision('grade1_below').notNull(),
    grade3Above: doublePrecision('grade3_above').notNull(),
    gsmTolerancePct: doublePrecision('gsm_tolerance_pct').notNull(),
    widthTolerancePct: doublePrecision('width_tolerance_pct').notNull(),
    toleranceLowersGrade: boolean('tolerance_lowers_grade').notNull(),
    /** A PO's process loss (or gain) beyond this percentage is highlighted. */
    processLossTolerancePct: doublePrecision('process_loss_tolerance_pct').notNull().default(10),
    /** Days a defect photo's image is kept (default two years: a buyer's claim comes late). */
    defectPhotoRetentionDays: integer('defect_photo_retention_days').notNull().default(730),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('mill_settings_single_row', sql`${t.id} = 1`),
    check('mill_settings_band_order', sql`${t.grade1Below} <= ${t.grade3Above}`),
    check('mill_settings_loss_tolerance', sql`${t.processLossTolerancePct} between 0 and 50`),
    check('mill_settings_photo_retention', sql`${t.defectPhotoRetentionDays} between 30 and 3650`),
  ],
);

/** Grade bands of one item or one customer, replacing the mill's default band for it. */
export const gradeBandOverrides = pgTable(
  'grade_band_overrides',
  {
    scope: text('scope', { enum: bandScopes }).notNull(),
    /** Item code or customer id (ERPNext names); kept when the master is renamed or gone. */
    key: text('key').notNull(),
    grade1Below: doublePrecision('grade1_below').notNull(),
    grade3Above: doublePrecision('grade3_above').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('grade_band_overrides_scope_check', oneOf(t.scope, bandScopes)),
    check('grade_band_overrides_band_order', sql`${t.grade1Below} <= ${t.grade3Above}`),
  ],
);
