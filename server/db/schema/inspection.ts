import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sourceKinds, stages, type Grade } from '../../../contract/main/inspection/fields';
import { at, oneOf, ts } from './columns';
import { items, mistakeTypes } from './masters';

/**
 * Fabric roll inspection (domain.md, "Quality inspection"): the ERP's roll production mirrored as
 * greige rolls, their finish rolls, and our own QI reports, inspected rolls and mistakes.
 * Scores and grades are stored as computed by rules/scoring.ts, so report lists and dashboards
 * are plain SQL aggregations.
 */

export const rollStages = ['greige', 'dyeing', 'finish'] as const;
export const reportStatuses = ['ongoing', 'completed'] as const;
export const verdicts = ['inspectOk', 'inspectNotOk'] as const;

const num = (name: string, scale = 3) => numeric(name, { precision: 12, scale, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/** The ERP's roll production record: knitted in house, or received from a supplier. */
export const greigeRolls = pgTable(
  'greige_rolls',
  {
    rollNo: text('roll_no').primaryKey(),
    itemCode: text('item_code')
      .notNull()
      .references(() => items.itemCode),
    kg: num('kg').notNull(),
    gsm: num('gsm', 2),
    widthCm: num('width_cm', 2),
    diaIn: integer('dia_in'),
    machine: text('machine'),
    operator: text('operator'),
    shift: text('shift'),
    producedOn: day('produced_on'),
    sourceKind: text('source_kind', { enum: sourceKinds }),
    /** Work order, job card, purchase order or subcontracting order number. */
    sourceDocNo: text('source_doc_no'),
    /** The work order of a job card, which the roll production record carries too. */
    workOrderNo: text('work_order_no'),
    supplier: text('supplier'),
    stage: text('stage', { enum: rollStages }).notNull().default('greige'),
    modified: ts('modified'),
  },
  (t) => [
    check('greige_rolls_kg_check', sql`${t.kg} >= 0`),
    check('greige_rolls_stage_check', oneOf(t.stage, rollStages)),
    index('greige_rolls_produced_idx').on(t.producedOn, t.rollNo),
    index('greige_rolls_item_idx').on(t.itemCode),
    index('greige_rolls_source_idx').on(t.sourceKind, t.sourceDocNo),
    index('greige_rolls_supplier_idx').on(t.supplier),
    index('greige_rolls_machine_idx').on(t.machine),
    index('greige_rolls_modified_idx').on(t.modified),
    // Production figures sum a range's rolls knitted on a machine by machine, item, shift and day:
    // every column they read is in this index, so a year is an index-only scan, not a heap visit per roll.
    index('greige_rolls_production_idx')
      .on(t.producedOn, t.machine, t.itemCode, t.shift, t.sourceKind, t.kg)
      .where(sql`${t.machine} is not null`),
  ],
);

/** Unique greige roll: a greige roll becomes at most one finish roll. */
export const finishRolls = pgTable(
  'finish_rolls',
  {
    finishRollNo: text('finish_roll_no').primaryKey(),
    greigeRollNo: text('greige_roll_no')
      .notNull()
      .references(() => greigeRolls.rollNo),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
  },
  (t) => [uniqueIndex('finish_rolls_greige_key').on(t.greigeRollNo)],
);

export const qiReports = pgTable(
  'qi_reports',
  {
    reportNo: text('report_no').primaryKey(),
    date: day('report_date'),
    stage: text('stage', { enum: stages }).notNull(),
    sourceKind: text('source_kind', { enum: sourceKinds }).notNull(),
    sourceDocNo: text('source_doc_no'),
    supplier: text('supplier'),
    itemCode: text('item_code')
      .notNull()
      .references(() => items.itemCode),
    colour: text('colour'),
    lot: text('lot'),
    inspector: text('inspector').notNull(),
    tableName: text('table_name').notNull(),
    remarks: text('remarks'),
    status: text('status', { enum: reportStatuses }).notNull().default('ongoing'),
    verdict: text('verdict', { enum: verdicts }),
    /** What the inspector said on completing; the verdict can only be stricter than the rolls. */
    inspectorVerdict: text('inspector_verdict', { enum: verdicts }),
    rolls: integer('rolls').notNull().default(0),
    totalKg: num('total_kg').notNull().default(0),
    totalPoints: integer('total_points').notNull().default(0),
    totalAreaM2: num('total_area_m2').notNull().default(0),
    points100m2: num('points_100m2', 2),
    grade: integer('grade').$type<Grade>(),
    clientId: uuid('client_id'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('qi_reports_status_check', oneOf(t.status, reportStatuses)),
    check('qi_reports_stage_check', oneOf(t.stage, stages)),
    uniqueIndex('qi_reports_client_key').on(t.clientId),
    index('qi_reports_date_idx').on(t.date, t.reportNo),
    // Report lists page newest first by (date, report_no) within a status or verdict: the
    // report number in the index lets a page seek to its cursor and read in order.
    index('qi_reports_status_date_idx').on(t.status, t.date, t.reportNo),
    index('qi_reports_verdict_date_idx').on(t.verdict, t.date, t.reportNo),
    index('qi_reports_item_idx').on(t.itemCode, t.date),
    index('qi_reports_supplier_idx').on(t.supplier, t.date),
    index('qi_reports_inspector_idx').on(t.inspector, t.date),
    index('qi_reports_table_idx').on(t.tableName, t.date),
    index('qi_reports_source_idx').on(t.sourceKind, t.sourceDocNo),
    // The ongoing list's "completed after that day" arm: without it, a seq scan of every report.
    index('qi_reports_completed_idx').on(t.completedAt),
  ],
);

/** A roll inspected in a report; `rollNo` is its greige number at greige stage, else its finish number. */
export const qiRolls = pgTable(
  'qi_rolls',
  {
    reportNo: text('report_no')
      .notNull()
      .references(() => qiReports.reportNo, { onDelete: 'cascade' }),
    rollNo: text('roll_no').notNull(),
    greigeRollNo: text('greige_roll_no')
      .notNull()
      .references(() => greigeRolls.rollNo),
    finishRollNo: text('finish_roll_no'),
    /** Copied from the report so day totals and dashboards filter one table. */
    reportDate: day('report_date'),
    stage: text('stage', { enum: stages }).notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('ongoing'),
    itemCode: text('item_code').notNull(),
    kg: num('kg').notNull(),
    gsmSpec: num('gsm_spec', 2),
    gsmTolerancePct: num('gsm_tolerance_pct', 2),
    gsmMeasured: num('gsm_measured', 2),
    widthSpecCm: num('width_spec_cm', 2),
    widthStartCm: num('width_start_cm', 2),
    widthMiddleCm: num('width_middle_cm', 2),
    widthEndCm: num('width_end_cm', 2),
    widthMeasuredCm: num('width_measured_cm', 2),
    lengthM: num('length_m', 2),
    shade: text('shade'),
    remarks: text('remarks'),
    operator: text('operator'),
    machine: text('machine'),
    mistakes: integer('mistakes').notNull().default(0),
    points: integer('points').notNull().default(0),
    areaM2: num('area_m2'),
    points100m2: num('points_100m2', 2),
    points100yd2: num('points_100yd2', 2),
    grade: integer('grade').$type<Grade>(),
    clientId: uuid('client_id'),
    /** The roll-summary save that finished this roll, so a retried one lands once. */
    summaryClientId: uuid('summary_client_id'),
    summarisedAt: at('summarised_at'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.reportNo, t.rollNo] }),
    check('qi_rolls_kg_check', sql`${t.kg} >= 0`),
    check('qi_rolls_grade_check', sql`${t.grade} between 1 and 3`),
    // A roll lies on one table at a time: at most one open report may hold it.
    uniqueIndex('qi_rolls_open_roll_key')
      .on(t.rollNo)
      .where(sql`${t.status} = 'ongoing'`),
    uniqueIndex('qi_rolls_client_key').on(t.clientId),
    uniqueIndex('qi_rolls_summary_client_key').on(t.summaryClientId),
    index('qi_rolls_roll_idx').on(t.rollNo),
    index('qi_rolls_greige_idx').on(t.greigeRollNo),
    index('qi_rolls_date_stage_idx').on(t.reportDate, t.stage),
    index('qi_rolls_item_idx').on(t.itemCode, t.reportDate),
    index('qi_rolls_grade_idx').on(t.grade, t.reportDate),
  ],
);

export const qiMistakes = pgTable(
  'qi_mistakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportNo: text('report_no').notNull(),
    rollNo: text('roll_no').notNull(),
    mistake: text('mistake')
      .notNull()
      .references(() => mistakeTypes.name, { onUpdate: 'cascade' }),
    /** As entered (1–4); `scoredPoints` is what it counts after the continuous rule and the cap. */
    points: integer('points').notNull(),
    lengthMm: num('length_mm', 1),
    continuousM: num('continuous_m', 2),
    positionM: num('position_m', 2),
    scoredPoints: integer('scored_points').notNull(),
    clientId: uuid('client_id'),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [
    foreignKey({
      columns: [t.reportNo, t.rollNo],
      foreignColumns: [qiRolls.reportNo, qiRolls.rollNo],
      name: 'qi_mistakes_roll_fk',
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('qi_mistakes_points_check', sql`${t.points} between 1 and 4`),
    uniqueIndex('qi_mistakes_client_key').on(t.clientId),
    index('qi_mistakes_roll_idx').on(t.reportNo, t.rollNo, t.id),
    index('qi_mistakes_mistake_idx').on(t.mistake, t.createdAt),
    index('qi_mistakes_created_idx').on(t.createdAt),
  ],
);

export const inspectionKinds = ['fabric', 'collarCuff'] as const;

/**
 * Results a roll (or collar & cuff bundle) had before it was inspected again at the same stage,
 * after rework: its row and its defects as they were, why it was inspected again and in which
 * report. The figures count the roll once, by its latest inspection; this is where the earlier
 * one stays.
 */
export const rollHistory = pgTable(
  'roll_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: inspectionKinds }).notNull(),
    greigeRollNo: text('greige_roll_no').notNull(),
    stage: text('stage', { enum: stages }).notNull(),
    /** The report of the earlier inspection, and the number the roll had in it. */
    reportNo: text('report_no').notNull(),
    rollNo: text('roll_no').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    mistakes: jsonb('mistakes').$type<Record<string, unknown>[]>().notNull(),
    reason: text('reason').notNull(),
    reinspectedIn: text('reinspected_in').notNull(),
    reinspectedBy: text('reinspected_by').notNull(),
    reinspectedAt: ts('reinspected_at'),
  },
  (t) => [
    check('roll_history_kind_check', oneOf(t.kind, inspectionKinds)),
    index('roll_history_roll_idx').on(t.kind, t.greigeRollNo, t.stage),
  ],
);
