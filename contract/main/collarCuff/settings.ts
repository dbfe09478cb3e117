/**
 * How the mill judges collars and cuffs: the sampling plan's inspection level and AQL and the
 * reject-percentage grade band, with an item's or a customer's own. The defaults (level II,
 * AQL 2.5, < 2 % / 2–5 % / > 5 %) live in rules/collarCuff.ts.
 */
import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { text } from '../../core/fields';
import { adminPages, timestamp } from '../users/fields';
import { aqlValue, ccGradeBand, inspectionLevel, inspectPages } from './rows';

const ruleShape = { level: inspectionLevel, aql: aqlValue, gradeBand: ccGradeBand };
export const ccBandScopes = ['item', 'customer'] as const;

export const ccRuleOverrideInput = z.object({
  scope: z.enum(ccBandScopes, { error: 'must be item or customer' }),
  /** A collar or cuff item code, or a customer id (ERPNext document names). */
  key: text(140),
  ...ruleShape,
});

export const ccRulesInput = z.object({
  ...ruleShape,
  overrides: z
    .array(ccRuleOverrideInput)
    .max(500)
    .refine(
      (list) => new Set(list.map((o) => `${o.scope}:${o.key}`)).size === list.length,
      'must not list the same item or customer twice',
    ),
});
export type CcRulesInput = z.infer<typeof ccRulesInput>;

export const ccRules = z.object({
  ...ruleShape,
  overrides: z.array(
    z.object({
      scope: z.enum(ccBandScopes),
      key: z.string(),
      /** The item's or customer's name, for the settings screen. */
      label: z.string(),
      ...ruleShape,
    }),
  ),
  updatedAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
});
export type CcRules = z.infer<typeof ccRules>;

export const collarCuffSettingsCalls = defineCalls({
  getCollarCuffRules: defineCall({
    name: 'getCollarCuffRules',
    service: 'main',
    kind: 'read',
    access: [...inspectPages, 'settings', ...adminPages],
    summary:
      'The collar & cuff inspection level, AQL and reject grade band, with items’ and customers’ own.',
    input: z.object({}),
    output: ccRules,
  }),
  saveCollarCuffRules: defineCall({
    name: 'saveCollarCuffRules',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary:
      'Save the collar & cuff inspection level, AQL and reject grade band, and their overrides per item or customer.',
    input: z.object({ jsonData: ccRulesInput }),
    output: ccRules,
  }),
});
