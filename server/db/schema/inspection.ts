import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sourceKinds, stages, type Grade } from '../../../contract/main/inspection/fields';
import { oneOf, ts } from './columns';
import {
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
  rollMistakeColumns,
  rollMistakeConstraints,
  rollMistakeRecord,
} from './inspection-columns';
import { items } from './masters';

/**
 * Fabric roll inspection (domain.md, "Quality inspection"): the ERP's roll production mirrored as
 * greige rolls, their finish rolls, and our own QI reports, inspected rolls and mistakes.
 * Scores and grades are stored as computed by rules/scoring.ts, so report lists and dashboards
 * are plain SQL aggregations.
 */

export const rollStages = ['greige', 'dyeing', 'finish'] as const;
export { reportStatuses, verdicts } from './inspection-columns';

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
  finishRollColumns(() => greigeRolls.rollNo),
  (t) => finishRollConstraints('finish_rolls', t),
);

export const qiReports = pgTable(
  'qi_reports',
  {
    ...inspectionReportColumns(),
    rolls: integer('rolls').notNull().default(0),
    totalKg: num('total_kg').notNull().default(0),
    totalPoints: integer('total_points').notNull().default(0),
    totalAreaM2: num('total_area_m2').notNull().default(0),
    points100m2: num('points_100m2', 2),
    ...inspectionReportRecord(),
  },
  (t) => [
    ...inspectionReportConstraints('qi_reports', t),
    index('qi_reports_supplier_idx').on(t.supplier, t.date),
    index('qi_reports_inspector_idx').on(t.inspector, t.date),
    index('qi_reports_table_idx').on(t.tableName, t.date),
    index('qi_reports_source_idx').on(t.sourceKind, t.sourceDocNo),
  ],
);

/** A roll inspected in a report; `rollNo` is its greige number at greige stage, else its finish number. */
export const qiRolls = pgTable(
  'qi_rolls',
  {
    ...inspectedRollColumns(
      () => qiReports.reportNo,
      () => greigeRolls.rollNo,
    ),
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
    ...inspectedRollRecord(),
  },
  (t) => [
    ...inspectedRollConstraints('qi_rolls', t),
    check('qi_rolls_kg_check', sql`${t.kg} >= 0`),
    index('qi_rolls_item_idx').on(t.itemCode, t.reportDate),
    index('qi_rolls_grade_idx').on(t.grade, t.reportDate),
    // The alert rules read a knitting machine's latest greige rolls (rules/alerts.ts).
    index('qi_rolls_machine_idx')
      .on(t.machine, t.createdAt)
      .where(sql`${t.stage} = 'greige' and ${t.machine} is not null`),
  ],
);

export const qiMistakes = pgTable(
  'qi_mistakes',
  {
    ...rollMistakeColumns(),
    /** As entered (1–4); `scoredPoints` is what it counts after the continuous rule and the cap. */
    points: integer('points').notNull(),
    lengthMm: num('length_mm', 1),
    continuousM: num('continuous_m', 2),
    positionM: num('position_m', 2),
    scoredPoints: integer('scored_points').notNull(),
    ...rollMistakeRecord(),
  },
  (t) => [
    ...rollMistakeConstraints('qi_mistakes', t, qiRolls),
    check('qi_mistakes_points_check', sql`${t.points} between 1 and 4`),
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
