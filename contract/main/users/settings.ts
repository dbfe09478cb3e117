/** The mill's settings that other screens rely on: grade bands, tolerances, connection status. */
import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { text } from '../../core/fields';
import { inspectPages } from '../inspection/rows';
import { adminPages, timestamp } from './fields';

const points = z.number().min(0, 'must not be negative').max(1000, 'must be at most 1000');
const percent = z.number().min(0, 'must not be negative').max(50, 'must be at most 50');
/** Days a defect photo's image is kept: a month at least, ten years at most. */
const retentionDays = z
  .number()
  .int('must be a whole number of days')
  .min(30, 'must be at least 30 days')
  .max(3650, 'must be at most 3650 days (ten years)');

/**
 * Points per 100 m²: below `grade1Below` is grade 1, above `grade3Above` is grade 3, between
 * (both ends included) grade 2. The defaults (< 20 / 20–30 / > 30) live in rules/bands.ts.
 */
const bandShape = { grade1Below: points, grade3Above: points };
const bandOrder = () => ({ path: ['grade3Above'], error: 'must not be below grade1Below' });
export const gradeBand = z
  .object(bandShape)
  .refine((b) => b.grade1Below <= b.grade3Above, bandOrder());
export type GradeBand = z.infer<typeof gradeBand>;

export const bandScopes = ['item', 'customer'] as const;
export type BandScope = (typeof bandScopes)[number];
export const bandOverride = z
  .object({
    scope: z.enum(bandScopes, { error: 'must be item or customer' }),
    /** The item code or the customer id (ERPNext document names). */
    key: text(140),
    ...bandShape,
  })
  .refine((b) => b.grade1Below <= b.grade3Above, bandOrder());
export type BandOverride = z.infer<typeof bandOverride>;

export const millSettingsInput = z.object({
  gradeBand,
  gsmTolerancePct: percent,
  widthTolerancePct: percent,
  /** GSM or width outside its tolerance lowers the grade by one band. */
  toleranceLowersGrade: z.boolean(),
  /**
   * A PO's process loss (or gain) beyond this percentage is highlighted. Left out, the saved value
   * stays, so a settings form that does not show it cannot reset it.
   */
  processLossTolerancePct: percent.optional(),
  /**
   * Defect photos older than this many days lose their image (the record of the photo stays).
   * Left out, the saved period stays.
   */
  defectPhotoRetentionDays: retentionDays.optional(),
  overrides: z
    .array(bandOverride)
    .max(500)
    .refine(
      (list) => new Set(list.map((o) => `${o.scope}:${o.key}`)).size === list.length,
      'must not list the same item or customer twice',
    ),
});
export type MillSettingsInput = z.infer<typeof millSettingsInput>;

export const connectionStates = ['configured', 'incomplete', 'notConfigured'] as const;
/** Whether a connection is set up, from the configuration; secrets are never sent. */
export const connectionStatus = z.object({
  state: z.enum(connectionStates),
  /** Names of the environment variables still missing; empty when configured. */
  missing: z.array(z.string()),
});

export const millSettings = z.object({
  gradeBand,
  gsmTolerancePct: percent,
  widthTolerancePct: percent,
  toleranceLowersGrade: z.boolean(),
  /** Always sent by this server; optional so an answer cached from an older one still reads. */
  processLossTolerancePct: percent.optional(),
  /** Always sent by this server; optional so an answer cached from an older one still reads. */
  defectPhotoRetentionDays: retentionDays.optional(),
  overrides: z.array(
    z.object({ scope: z.enum(bandScopes), key: z.string(), label: z.string(), ...bandShape }),
  ),
  connections: z.object({ smtp: connectionStatus, erpnext: connectionStatus }),
  /**
   * Requests came with X-Forwarded-For from this peer, which TRUST_PROXY does not name: all users
   * share its address for the sign-in limits. Null when never seen; optional for older answers.
   */
  untrustedProxy: z
    .object({ peer: z.string(), firstSeenAt: timestamp, lastSeenAt: timestamp })
    .nullable()
    .optional(),
  /**
   * The scheduled backups (server/backup/backups.ts): off unless BACKUP_DIR is set on the server;
   * the newest written and the newest failure after it. Optional for older answers.
   */
  backup: z
    .object({
      configured: z.boolean(),
      everyHours: z.number().positive().nullable(),
      last: z
        .object({ at: timestamp, file: z.string(), sizeBytes: z.number().int().nonnegative() })
        .nullable(),
      failure: z.object({ at: timestamp, error: z.string() }).nullable(),
    })
    .optional(),
  updatedAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
});
export type MillSettings = z.infer<typeof millSettings>;

/**
 * What grading a roll needs of the settings, for the tablets' live preview (kept for offline use):
 * the bands, the tolerances and the items' own bands; no connection status, no customers.
 */
export const gradeRules = z.object({
  gradeBand,
  gsmTolerancePct: percent,
  widthTolerancePct: percent,
  toleranceLowersGrade: z.boolean(),
  overrides: z.array(z.object({ scope: z.literal('item'), key: z.string(), ...bandShape })),
});
export type GradeRules = z.infer<typeof gradeRules>;

export const millSettingsCalls = defineCalls({
  getSettings: defineCall({
    name: 'getSettings',
    service: 'main',
    kind: 'read',
    access: adminPages,
    summary: 'The mill’s grade bands, tolerances and connection status.',
    input: z.object({}),
    output: millSettings,
  }),
  getGradeRules: defineCall({
    name: 'getGradeRules',
    service: 'main',
    kind: 'read',
    access: inspectPages,
    summary: 'The grade bands, tolerances and item bands a tablet previews scores with.',
    input: z.object({}),
    output: gradeRules,
  }),
  saveSettings: defineCall({
    name: 'saveSettings',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary: 'Save the mill’s grade bands, their overrides per item or customer, and tolerances.',
    input: z.object({ jsonData: millSettingsInput }),
    output: millSettings,
  }),
});
