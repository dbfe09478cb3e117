import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Grade } from '../../../contract/main/inspection/fields';
import { ccBandScopes } from '../../../contract/main/collarCuff/settings';
import {
  aqlValues,
  codeLetters,
  inspectionLevels,
  type AqlValue,
  type CodeLetter,
} from '../../../rules/aql';
import { users } from './auth';
import { at, oneOf, ts } from './columns';
import {
  count,
  day,
  finishRollColumns,
  finishRollConstraints,
  inspectedRollColumns,
  inspectedRollConstraints,
  inspectedRollRecord,
  inspectionReportColumns,
  inspectionReportConstraints,
  inspectionReportRecord,
  num,
  reportStatuses,
  rollMistakeColumns,
  rollMistakeConstraints,
  rollMistakeRecord,
} from './inspection-columns';
import { items } from './masters';

/**
 * Collars and cuffs (domain.md, "Collar and cuff"): knitting reports of the flat machines with
 * their bundles (the greige CC rolls), the bundles' finish rolls, and our own CC inspection
 * reports, inspected rolls and rejected-piece taps. Like fabric, the figures the lists show
 * (totals, reject %, grade, the lot's sampling plan and judgement) are stored as computed by
 * rules/ (collarCuff.ts, aql.ts), so lists are plain reads.
 */

/** The contract's `ccKind` and `knitShift`, as the database checks them. */
export const ccKinds = ['collar', 'cuff'] as const;
export const knitShifts = ['A', 'B', 'C'] as const;

/** A number column holding one of the AQLs offered (their doubles compare exactly). */
const offeredAql = (column: AnyPgColumn) => sql`${column} in (${sql.raw(aqlValues.join(', '))})`;

/** A knitting report: one machine, operator and shift knitting one item, colour and size. */
export const knitCcReports = pgTable(
  'knit_cc_reports',
  {
    reportNo: text('report_no').primaryKey(),
    date: day('report_date'),
    machine: text('machine').notNull(),
    operator: text('operator').notNull(),
    shift: text('shift', { enum: knitShifts }).notNull(),
    itemCode: text('item_code')
      .notNull()
      .references(() => items.itemCode),
    kind: text('kind', { enum: ccKinds }).notNull(),
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    jobCardNo: text('job_card_no'),
    remarks: text('remarks'),
    status: text('status', { enum: reportStatuses }).notNull().default('ongoing'),
    /** The last roll number handed out (reserved or saved): rolls are numbered 1, 2, … */
    lastRollSeq: count('last_roll_seq'),
    rolls: count('rolls'),
    pieces: count('pieces'),
    rejectedPieces: count('rejected_pieces'),
    kg: num('kg').notNull().default(0),
    piecesPerKg: num('pieces_per_kg', 2),
    clientId: uuid('client_id'),
    summaryClientId: uuid('summary_client_id'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('knit_cc_reports_status_check', oneOf(t.status, reportStatuses)),
    check('knit_cc_reports_kind_check', oneOf(t.kind, ccKinds)),
    check('knit_cc_reports_shift_check', oneOf(t.shift, knitShifts)),
    uniqueIndex('knit_cc_reports_client_key').on(t.clientId),
    uniqueIndex('knit_cc_reports_summary_client_key').on(t.summaryClientId),
    // Lists page newest first by (date, report_no), within a status for the open ones.
    index('knit_cc_reports_date_idx').on(t.date, t.reportNo),
    index('knit_cc_reports_status_date_idx').on(t.status, t.date, t.reportNo),
    index('knit_cc_reports_machine_idx').on(t.machine, t.date),
    index('knit_cc_reports_item_idx').on(t.itemCode, t.date),
  ],
);

/** A knitted bundle: its number is the greige CC roll number inspection starts from. */
export const knitCcRolls = pgTable(
  'knit_cc_rolls',
  {
    rollNo: text('roll_no').primaryKey(),
    reportNo: text('report_no')
      .notNull()
      .references(() => knitCcReports.reportNo, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Copied from the report so day totals filter one table. */
    reportDate: day('report_date'),
    pieces: integer('pieces').notNull(),
    rejectedPieces: count('rejected_pieces'),
    kg: num('kg').notNull(),
    piecesPerKg: num('pieces_per_kg', 2),
    remarks: text('remarks'),
    clientId: uuid('client_id'),
    qualityClientId: uuid('quality_client_id'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    check('knit_cc_rolls_pieces_check', sql`${t.pieces} >= 1`),
    check('knit_cc_rolls_rejected_check', sql`${t.rejectedPieces} between 0 and ${t.pieces}`),
    check('knit_cc_rolls_kg_check', sql`${t.kg} > 0`),
    uniqueIndex('knit_cc_rolls_seq_key').on(t.reportNo, t.seq),
    uniqueIndex('knit_cc_rolls_client_key').on(t.clientId),
    uniqueIndex('knit_cc_rolls_quality_client_key').on(t.qualityClientId),
    index('knit_cc_rolls_date_idx').on(t.reportDate),
  ],
);

/** A bundle becomes at most one finish roll (unique greige roll). */
export const ccFinishRolls = pgTable(
  'cc_finish_rolls',
  finishRollColumns(() => knitCcRolls.rollNo),
  (t) => finishRollConstraints('cc_finish_rolls', t),
);

export const ccReports = pgTable(
  'cc_reports',
  {
    ...inspectionReportColumns(),
    kind: text('kind', { enum: ccKinds }).notNull(),
    customer: text('customer'),
    knitReportNo: text('knit_report_no'),
    size: text('size'),
    /** The rule the lot is judged by, fixed when the report starts (settings may change later). */
    aqlLevel: text('aql_level', { enum: inspectionLevels }).notNull(),
    aql: doublePrecision('aql').$type<AqlValue>().notNull(),
    grade1Below: doublePrecision('grade1_below').notNull(),
    grade3Above: doublePrecision('grade3_above').notNull(),
    rolls: count('rolls'),
    lotPieces: count('lot_pieces'),
    piecesChecked: count('pieces_checked'),
    piecesRejected: count('pieces_rejected'),
    rejectPct: num('reject_pct', 2),
    kg: num('kg').notNull().default(0),
    /** The lot's plan as last computed; null while it has no pieces. */
    codeLetter: text('code_letter').$type<CodeLetter>(),
    planLetter: text('plan_letter').$type<CodeLetter>(),
    sampleSize: integer('sample_size'),
    acceptNo: integer('accept_no'),
    rejectNo: integer('reject_no'),
    aqlAccepted: boolean('aql_accepted'),
    ...inspectionReportRecord(),
  },
  (t) => [
    ...inspectionReportConstraints('cc_reports', t),
    check('cc_reports_kind_check', oneOf(t.kind, ccKinds)),
    check('cc_reports_level_check', oneOf(t.aqlLevel, inspectionLevels)),
    check('cc_reports_aql_check', offeredAql(t.aql)),
    check(
      'cc_reports_letters_check',
      sql`${oneOf(t.codeLetter, codeLetters)} and ${oneOf(t.planLetter, codeLetters)}`,
    ),
    check('cc_reports_band_order', sql`${t.grade1Below} <= ${t.grade3Above}`),
    index('cc_reports_knit_idx').on(t.knitReportNo),
  ],
);

/** A CC roll inspected in a report: greige (bundle) number at greige stage, else its finish number. */
export const ccRolls = pgTable(
  'cc_rolls',
  {
    ...inspectedRollColumns(
      () => ccReports.reportNo,
      () => knitCcRolls.rollNo,
    ),
    size: text('size'),
    /** Pieces of the bundle passed on from knitting (its pieces less the knitting rejects). */
    pieces: integer('pieces').notNull(),
    /** As entered on the roll form or its summary; taps may find more rejects. */
    checkedEntered: count('checked_entered'),
    rejectedEntered: count('rejected_entered'),
    piecesChecked: count('pieces_checked'),
    piecesRejected: count('pieces_rejected'),
    rejectPct: num('reject_pct', 2),
    kg: num('kg'),
    grade: integer('grade').$type<Grade>(),
    passed: boolean('passed'),
    remarks: text('remarks'),
    ...inspectedRollRecord(),
  },
  (t) => [
    ...inspectedRollConstraints('cc_rolls', t),
    check('cc_rolls_pieces_check', sql`${t.pieces} >= 0`),
  ],
);

/** One tap: pieces rejected for one defect on a roll. */
export const ccMistakes = pgTable(
  'cc_mistakes',
  {
    ...rollMistakeColumns(),
    pieces: integer('pieces').notNull(),
    ...rollMistakeRecord(),
  },
  (t) => [
    ...rollMistakeConstraints('cc_mistakes', t, ccRolls),
    check('cc_mistakes_pieces_check', sql`${t.pieces} >= 1`),
  ],
);

/** The mill's collar and cuff rules: one row (id 1), created on first save; defaults until then. */
export const ccSettings = pgTable(
  'cc_settings',
  {
    id: integer('id').primaryKey().default(1),
    aqlLevel: text('aql_level', { enum: inspectionLevels }).notNull(),
    aql: doublePrecision('aql').$type<AqlValue>().notNull(),
    grade1Below: doublePrecision('grade1_below').notNull(),
    grade3Above: doublePrecision('grade3_above').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('cc_settings_single_row', sql`${t.id} = 1`),
    check('cc_settings_level_check', oneOf(t.aqlLevel, inspectionLevels)),
    check('cc_settings_aql_check', offeredAql(t.aql)),
    check('cc_settings_band_order', sql`${t.grade1Below} <= ${t.grade3Above}`),
  ],
);

/** An item's or a customer's own collar and cuff rule, replacing the mill's for it. */
export const ccRuleOverrides = pgTable(
  'cc_rule_overrides',
  {
    scope: text('scope', { enum: ccBandScopes }).notNull(),
    key: text('key').notNull(),
    aqlLevel: text('aql_level', { enum: inspectionLevels }).notNull(),
    aql: doublePrecision('aql').$type<AqlValue>().notNull(),
    grade1Below: doublePrecision('grade1_below').notNull(),
    grade3Above: doublePrecision('grade3_above').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('cc_rule_overrides_scope_check', oneOf(t.scope, ccBandScopes)),
    check('cc_rule_overrides_level_check', oneOf(t.aqlLevel, inspectionLevels)),
    check('cc_rule_overrides_aql_check', offeredAql(t.aql)),
    check('cc_rule_overrides_band_order', sql`${t.grade1Below} <= ${t.grade3Above}`),
  ],
);
