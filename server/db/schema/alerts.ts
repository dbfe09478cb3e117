import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { alertRuleKinds, alertStates, alertSubjectKinds } from '../../../contract/main/alerts';
import { users } from './auth';
import { at, oneOf, ts } from './columns';

/**
 * Alerts (docs/decisions/052-defect-alerts.md): one row per pattern while it is not resolved —
 * the unique index below is what makes a repeat add to the open alert rather than raise a second,
 * even when two tables' taps complete the pattern at the same moment.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rule: text('rule', { enum: alertRuleKinds }).notNull(),
    subjectKind: text('subject_kind', { enum: alertSubjectKinds }).notNull(),
    subject: text('subject').notNull(),
    /** The supplier's lot; '' for the other rules (so that the unique index compares it). */
    lot: text('lot').notNull().default(''),
    /** The repeating defect type; '' for the other rules. */
    defect: text('defect').notNull().default(''),
    state: text('state', { enum: alertStates }).notNull().default('open'),
    rollCount: integer('roll_count').notNull().default(0),
    raisedAt: ts('raised_at'),
    lastSeenAt: ts('last_seen_at'),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgeNote: text('acknowledge_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: at('resolved_at'),
    resolveNote: text('resolve_note'),
  },
  (t) => [
    check('alerts_rule_check', oneOf(t.rule, alertRuleKinds)),
    check('alerts_subject_kind_check', oneOf(t.subjectKind, alertSubjectKinds)),
    check('alerts_state_check', oneOf(t.state, alertStates)),
    uniqueIndex('alerts_active_key')
      .on(t.rule, t.subject, t.lot, t.defect)
      .where(sql`${t.state} <> 'resolved'`),
    index('alerts_state_idx').on(t.state, t.lastSeenAt),
    index('alerts_subject_idx').on(t.subject, t.raisedAt),
    // The last resolution of a pattern: the rolls before it no longer count.
    index('alerts_resolved_idx')
      .on(t.rule, t.subject, t.lot, t.defect, t.resolvedAt)
      .where(sql`${t.state} = 'resolved'`),
  ],
);

/** The rolls an alert gathered, each once. */
export const alertRolls = pgTable(
  'alert_rolls',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    rollNo: text('roll_no').notNull(),
    reportNo: text('report_no').notNull(),
    addedAt: ts('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.rollNo] }),
    index('alert_rolls_added_idx').on(t.alertId, t.addedAt),
  ],
);

/** The mill's alert rules (one row; the defaults of rules/alerts.ts until the mill saves its own). */
export const alertSettings = pgTable(
  'alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    repeatK: smallint('repeat_k').notNull(),
    repeatN: smallint('repeat_n').notNull(),
    repeatHours: smallint('repeat_hours').notNull(),
    grade3: boolean('grade3').notNull(),
    supplierLotK: smallint('supplier_lot_k').notNull(),
    ccLotRejected: boolean('cc_lot_rejected').notNull(),
    supervisorEmail: text('supervisor_email'),
    updatedAt: ts('updated_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('alert_settings_single_row', sql`${t.id} = 1`),
    check('alert_settings_k_within_n', sql`${t.repeatK} between 2 and ${t.repeatN}`),
    check('alert_settings_n', sql`${t.repeatN} between 2 and 20`),
    check('alert_settings_hours', sql`${t.repeatHours} between 1 and 168`),
    check('alert_settings_lot_k', sql`${t.supplierLotK} between 0 and 50`),
  ],
);

export const alertMailKinds = ['alert', 'digest'] as const;
export const alertMailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Emails of alerts and digests: one queue of the job queue (server/jobs/queue.ts), composed when
 * queued (the alert as it was raised, the digest as it was that morning) and sent by the worker.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: alertMailKinds }).notNull(),
    alertId: bigint('alert_id', { mode: 'number' }).references(() => alerts.id, {
      onDelete: 'cascade',
    }),
    /** A digest's user and mill day: one digest per user and day, however many servers run. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    day: text('day'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: alertMailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at'),
    sentAt: at('sent_at'),
  },
  (t) => [
    check('alert_mails_kind_check', oneOf(t.kind, alertMailKinds)),
    check('alert_mails_status_check', oneOf(t.status, alertMailStatuses)),
    uniqueIndex('alert_mails_digest_key')
      .on(t.userId, t.day)
      .where(sql`${t.kind} = 'digest'`),
    index('alert_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** A user's morning digest: the hour of the mill's day it is sent at, and its language. */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: smallint('hour').notNull(),
    language: text('language').notNull(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    check('digest_subscriptions_hour', sql`${t.hour} between 0 and 23`),
    check('digest_subscriptions_language', sql`${t.language} in ('en', 'ta')`),
    index('digest_subscriptions_hour_idx').on(t.hour),
  ],
);
