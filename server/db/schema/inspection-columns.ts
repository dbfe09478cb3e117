import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sourceKinds, stages, type Grade } from '../../../contract/main/inspection/fields';
import { at, oneOf, ts } from './columns';
import { items, mistakeTypes } from './masters';

/**
 * The columns fabric inspection (QI, inspection.ts) and collar & cuff inspection (QCC,
 * collarCuff.ts) keep alike: a report, the rolls it inspected, the defects tapped on them and the
 * finish rolls. Each group is a function, since a column builder belongs to the one table it is
 * spread into; each table adds its own columns between the groups. The constraint groups take the
 * table's name, so every index keeps its `<table>_…` name.
 */

export const reportStatuses = ['ongoing', 'completed'] as const;
export const verdicts = ['inspectOk', 'inspectNotOk'] as const;

/** Weights to the gram; centimetres, percentages and points per area to two places. */
export const num = (name: string, scale = 3) =>
  numeric(name, { precision: 12, scale, mode: 'number' });
export const day = (name: string) => date(name, { mode: 'string' }).notNull();
export const count = (name: string) => integer(name).notNull().default(0);

/** A report's number, day and stage, where its lot came from, who inspects it where, and its state. */
export const inspectionReportColumns = () => ({
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
});

/** The worst grade of a report's rolls, the start save's clientId, and when it was saved. */
export const inspectionReportRecord = () => ({
  grade: integer('grade').$type<Grade>(),
  clientId: uuid('client_id'),
  createdBy: text('created_by'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
  completedAt: at('completed_at'),
});

type Columns<K extends string> = Readonly<Record<K, AnyPgColumn>>;

export const inspectionReportConstraints = (
  table: string,
  t: Columns<
    'reportNo' | 'date' | 'stage' | 'itemCode' | 'status' | 'verdict' | 'clientId' | 'completedAt'
  >,
) => [
  check(`${table}_status_check`, oneOf(t.status, reportStatuses)),
  check(`${table}_stage_check`, oneOf(t.stage, stages)),
  uniqueIndex(`${table}_client_key`).on(t.clientId),
  // Report lists page newest first by (date, report_no) within a status or verdict: the
  // report number in the index lets a page seek to its cursor and read in order.
  index(`${table}_date_idx`).on(t.date, t.reportNo),
  index(`${table}_status_date_idx`).on(t.status, t.date, t.reportNo),
  index(`${table}_verdict_date_idx`).on(t.verdict, t.date, t.reportNo),
  index(`${table}_item_idx`).on(t.itemCode, t.date),
  // The ongoing list's "completed after that day" arm: without it, a seq scan of every report.
  index(`${table}_completed_idx`).on(t.completedAt),
];

/**
 * A roll inspected in a report, under its greige number at greige stage, else its finish number;
 * the report's day, stage, state and item are copied so day totals and dashboards filter one table.
 */
export const inspectedRollColumns = (report: () => AnyPgColumn, greigeRoll: () => AnyPgColumn) => ({
  reportNo: text('report_no').notNull().references(report, { onDelete: 'cascade' }),
  rollNo: text('roll_no').notNull(),
  greigeRollNo: text('greige_roll_no').notNull().references(greigeRoll),
  finishRollNo: text('finish_roll_no'),
  reportDate: day('report_date'),
  stage: text('stage', { enum: stages }).notNull(),
  status: text('status', { enum: reportStatuses }).notNull().default('ongoing'),
  itemCode: text('item_code').notNull(),
});

/** The saves behind an inspected roll: the one that added it and the summary that finished it. */
export const inspectedRollRecord = () => ({
  clientId: uuid('client_id'),
  /** The roll-summary save that finished this roll, so a retried one lands once. */
  summaryClientId: uuid('summary_client_id'),
  summarisedAt: at('summarised_at'),
  createdBy: text('created_by'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const inspectedRollConstraints = (
  table: string,
  t: Columns<
    | 'reportNo'
    | 'rollNo'
    | 'greigeRollNo'
    | 'reportDate'
    | 'stage'
    | 'status'
    | 'grade'
    | 'clientId'
    | 'summaryClientId'
  >,
) => [
  primaryKey({ columns: [t.reportNo, t.rollNo] }),
  check(`${table}_grade_check`, sql`${t.grade} between 1 and 3`),
  // A roll lies on one table at a time: at most one open report may hold it.
  uniqueIndex(`${table}_open_roll_key`)
    .on(t.rollNo)
    .where(sql`${t.status} = 'ongoing'`),
  uniqueIndex(`${table}_client_key`).on(t.clientId),
  uniqueIndex(`${table}_summary_client_key`).on(t.summaryClientId),
  index(`${table}_roll_idx`).on(t.rollNo),
  index(`${table}_greige_idx`).on(t.greigeRollNo),
  index(`${table}_date_stage_idx`).on(t.reportDate, t.stage),
];

/** A defect tapped on an inspected roll, of a type of the mistake master. */
export const rollMistakeColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reportNo: text('report_no').notNull(),
  rollNo: text('roll_no').notNull(),
  mistake: text('mistake')
    .notNull()
    .references(() => mistakeTypes.name, { onUpdate: 'cascade' }),
});

/** The tap's own clientId, so a retried tap lands once, and who tapped it when. */
export const rollMistakeRecord = () => ({
  clientId: uuid('client_id'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at'),
});

export const rollMistakeConstraints = (
  table: string,
  t: Columns<'id' | 'reportNo' | 'rollNo' | 'mistake' | 'clientId' | 'createdAt'>,
  rolls: Columns<'reportNo' | 'rollNo'>,
) => [
  foreignKey({
    columns: [t.reportNo, t.rollNo],
    foreignColumns: [rolls.reportNo, rolls.rollNo],
    name: `${table}_roll_fk`,
  })
    .onDelete('cascade')
    .onUpdate('cascade'),
  uniqueIndex(`${table}_client_key`).on(t.clientId),
  index(`${table}_roll_idx`).on(t.reportNo, t.rollNo, t.id),
  index(`${table}_mistake_idx`).on(t.mistake, t.createdAt),
  index(`${table}_created_idx`).on(t.createdAt),
];

/** A greige roll's finish roll: a greige roll becomes at most one (its unique `_greige_key`). */
export const finishRollColumns = (greigeRoll: () => AnyPgColumn) => ({
  finishRollNo: text('finish_roll_no').primaryKey(),
  greigeRollNo: text('greige_roll_no').notNull().references(greigeRoll),
  createdBy: text('created_by'),
  createdAt: ts('created_at'),
});

export const finishRollConstraints = (table: string, t: Columns<'greigeRollNo'>) => [
  uniqueIndex(`${table}_greige_key`).on(t.greigeRollNo),
];
