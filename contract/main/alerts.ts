/**
 * Alerts: a finding that repeats on a knitting machine, a supplier's lot or a collar & cuff lot,
 * raised in the save that completes the pattern (rules/alerts.ts), seen on the live floor, the
 * production dashboard and the header, mailed to the knitting supervisor, and acknowledged and
 * resolved by people (docs/decisions/052-defect-alerts.md).
 */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { email, isoDate, notes, text } from '../core/fields';
import { pageInput, pageOf } from '../core/paging';
import type { PageName } from '../core/pages';
import { grade, tamilName, timestamp } from './inspection/fields';
import { adminPages } from './users/fields';

export const alertRuleKinds = ['repeatDefect', 'grade3', 'supplierLot', 'ccLotRejected'] as const;
export const alertRuleKind = z.enum(alertRuleKinds);
export type AlertRuleKind = z.infer<typeof alertRuleKind>;

/** What an alert is about: a knitting machine, a supplier (with its lot), or a collar & cuff lot. */
export const alertSubjectKinds = ['machine', 'supplier', 'ccLot'] as const;
export type AlertSubjectKind = (typeof alertSubjectKinds)[number];

export const alertStates = ['open', 'acknowledged', 'resolved'] as const;
export const alertState = z.enum(alertStates);
export type AlertState = z.infer<typeof alertState>;

/** The pages that show alerts: the live floor, the production dashboard and the alerts list. */
export const alertReadPages = [
  'alerts',
  'dashboardlive',
  'production-dashboard',
] as const satisfies readonly PageName[];

export const alertRoll = z.object({
  rollNo: z.string(),
  reportNo: z.string(),
  addedAt: timestamp,
});
export type AlertRoll = z.infer<typeof alertRoll>;

export const alertRow = z.object({
  id: z.number().int(),
  rule: alertRuleKind,
  subjectKind: z.enum(alertSubjectKinds),
  /** The machine's name, the supplier, or the collar & cuff report of the lot. */
  subject: z.string(),
  /** The supplier's lot. */
  lot: z.string().nullable(),
  /** The defect type that repeats (repeat rule). */
  defect: z.string().nullable(),
  defectTa: tamilName,
  state: alertState,
  /** How many rolls the alert has gathered; `rolls` lists the latest of them. */
  rollCount: z.number().int().nonnegative(),
  rolls: z.array(alertRoll),
  raisedAt: timestamp,
  /** When a roll was last added. */
  lastSeenAt: timestamp,
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: timestamp.nullable(),
  acknowledgeNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: timestamp.nullable(),
  resolveNote: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

/** How many rolls an alert row lists (the newest); `rollCount` counts them all. */
export const ALERT_ROLLS_LISTED = 10;

export const alertNote = notes(300);
export const ALERT_NOTE_MAX = 300;

const alertAction = z.object({
  alertId: z.number().int('must be a whole number').positive('is not an alert'),
  note: alertNote,
});

/** The mill's rules, as the settings screen edits them (limits: rules/alerts.ts). */
export const alertRulesInput = z.object({
  repeatK: z.number().int('must be a whole number').min(2, 'must be at least 2').max(20),
  repeatN: z.number().int('must be a whole number').min(2, 'must be at least 2').max(20),
  repeatHours: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1 hour')
    .max(168, 'must be at most 168 hours (a week)'),
  grade3: z.boolean(),
  supplierLotK: z.number().int('must be a whole number').min(0).max(50),
  ccLotRejected: z.boolean(),
  /** The knitting supervisor's address; empty: no emails. */
  supervisorEmail: email.nullable(),
});
export type AlertRulesInput = z.infer<typeof alertRulesInput>;

export const alertSettings = alertRulesInput.extend({
  updatedAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
});
export type AlertSettings = z.infer<typeof alertSettings>;

/** A user's morning digest: off, or emailed at an hour of the mill's day in their language. */
export const digestInput = z.object({
  enabled: z.boolean(),
  hour: z.number().int('must be a whole hour').min(0).max(23, 'must be an hour from 0 to 23'),
  language: z.enum(['en', 'ta']),
});
export type DigestInput = z.infer<typeof digestInput>;
export const digestSettings = digestInput.extend({
  /** Where it goes: the user's own address. */
  email: z.string(),
  lastSentOn: isoDate.nullable(),
});
export type DigestSettings = z.infer<typeof digestSettings>;

export const machineDay = z.object({
  day: isoDate,
  rolls: z.number().int(),
  rollsWithDefects: z.number().int(),
  points: z.number().int(),
  /** Points per 100 m² over the day's rolls with an area; null without one. */
  points100m2: z.number().nullable(),
});
export type MachineDay = z.infer<typeof machineDay>;

export const machineRoll = z.object({
  rollNo: z.string(),
  reportNo: z.string(),
  inspectedAt: timestamp,
  grade: grade.nullable(),
  points: z.number().int(),
  defects: z.array(z.object({ mistake: z.string(), mistakeTa: tamilName, count: z.number() })),
});
export type MachineRoll = z.infer<typeof machineRoll>;

export const machineHistory = z.object({
  machine: z.string(),
  kind: z.string(),
  days: z.array(machineDay),
  alerts: z.array(alertRow),
  lastRolls: z.array(machineRoll),
});
export type MachineHistory = z.infer<typeof machineHistory>;

export const alertsCalls = defineCalls({
  getAlerts: defineCall({
    name: 'getAlerts',
    service: 'main',
    kind: 'read',
    access: alertReadPages,
    summary:
      'Alerts, newest first: those still to act on (open and acknowledged), or those resolved; of one subject when named.',
    input: z.object({
      state: z.enum(['active', 'resolved']).default('active'),
      subject: text(140).optional(),
      ...pageInput,
    }),
    output: pageOf(alertRow),
  }),
  getAlertCount: defineCall({
    name: 'getAlertCount',
    service: 'main',
    kind: 'read',
    // The header's badge: whoever sees alerts on a screen.
    access: alertReadPages,
    summary: 'How many alerts are open and how many acknowledged, for the header’s badge.',
    input: z.object({}),
    output: z.object({ open: z.number().int(), acknowledged: z.number().int() }),
  }),
  acknowledgeAlert: defineCall({
    name: 'acknowledgeAlert',
    service: 'main',
    kind: 'save',
    access: ['alerts'],
    summary: 'Acknowledge an alert, with a note of what is being done.',
    input: z.object({ jsonData: alertAction }),
    output: alertRow,
  }),
  resolveAlert: defineCall({
    name: 'resolveAlert',
    service: 'main',
    kind: 'save',
    access: ['alerts'],
    summary: 'Resolve an alert, with a note of how it was put right.',
    input: z.object({ jsonData: alertAction }),
    output: alertRow,
  }),
  getMachineHistory: defineCall({
    name: 'getMachineHistory',
    service: 'main',
    kind: 'read',
    access: ['machine-view'],
    summary:
      'A knitting machine’s defect rate per day, its alerts and its last inspected rolls, over up to 90 days.',
    input: z.object({
      machine: text(140),
      days: z.number().int('must be a whole number').min(7).max(90).default(30),
    }),
    output: machineHistory,
  }),
  getAlertRules: defineCall({
    name: 'getAlertRules',
    service: 'main',
    kind: 'read',
    access: ['settings', 'alerts'],
    summary: 'The mill’s alert rules and the knitting supervisor’s address.',
    input: z.object({}),
    output: alertSettings,
  }),
  saveAlertRules: defineCall({
    name: 'saveAlertRules',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary: 'Save the mill’s alert rules and the knitting supervisor’s address.',
    input: z.object({ jsonData: alertRulesInput }),
    output: alertSettings,
  }),
  getMyDigest: defineCall({
    name: 'getMyDigest',
    service: 'main',
    kind: 'read',
    access: ['production-dashboard', 'dashboard', 'alerts'],
    summary:
      'Whether the signed-in user gets the morning digest, at which hour and in which language.',
    input: z.object({}),
    output: digestSettings,
  }),
  saveMyDigest: defineCall({
    name: 'saveMyDigest',
    service: 'main',
    kind: 'save',
    access: ['production-dashboard', 'dashboard', 'alerts'],
    summary: 'Ask for the morning digest, or stop it.',
    input: z.object({ jsonData: digestInput }),
    output: digestSettings,
  }),
});
