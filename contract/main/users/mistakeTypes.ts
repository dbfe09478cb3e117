/**
 * The mistake master as administrators keep it: the defect types the tablets tap, their default
 * points and order, and the Tamil name a tablet set to Tamil shows. The English name stays each
 * type's identity (taps are saved by it), so it is given once, when the type is added.
 */
import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { text } from '../../core/fields';
import { mistakeScope, points } from '../inspection/fields';
import { adminPages } from './fields';

/** Long enough for "ஸ்ட்ரைப்/டிப்பிங் தவறு", short enough to fit a defect button. */
export const TAMIL_NAME_MAX = 40;

export const mistakeTypeRow = z.object({
  name: z.string(),
  /** Null for a type no one has named in Tamil yet. */
  nameTa: z.string().nullable(),
  defaultPoints: z.number().int().min(1).max(4),
  /** Continuous defects score 4 for every metre they run. */
  continuous: z.boolean(),
  /** Any hole but a pin hole scores 4 whatever its size. */
  isHole: z.boolean(),
  sortOrder: z.number().int(),
  appliesTo: mistakeScope,
  /** Inactive types are kept for the taps already saved with them but offered no more. */
  active: z.boolean(),
});
export type MistakeTypeRow = z.infer<typeof mistakeTypeRow>;

const sortOrder = z
  .number()
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(1_000_000, 'must be at most 1000000');

/** What an administrator may change of a type at any time. */
const editable = {
  nameTa: text(TAMIL_NAME_MAX),
  defaultPoints: points,
  sortOrder,
  active: z.boolean(),
};

/**
 * `edit` changes an existing type, found by its English name; `add` creates one, whose English
 * name must be new. How a type scores (continuous, hole, scope) is set when it is added: changing
 * it later would silently rescore the rolls already inspected with it.
 */
export const mistakeTypeInput = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('edit'), name: text(80), ...editable }),
    z.object({
      action: z.literal('add'),
      name: text(80),
      ...editable,
      /** Absent: after the last type. */
      sortOrder: sortOrder.optional(),
      continuous: z.boolean(),
      isHole: z.boolean(),
      appliesTo: mistakeScope,
    }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'must be add or edit' : undefined) },
);
export type MistakeTypeInput = z.infer<typeof mistakeTypeInput>;

export const mistakeTypeCalls = defineCalls({
  getMistakeTypes: defineCall({
    name: 'getMistakeTypes',
    service: 'main',
    kind: 'read',
    access: adminPages,
    summary: 'Every mistake type with its Tamil name, points, scope and order, active or not.',
    input: z.object({}),
    output: z.array(mistakeTypeRow),
  }),
  saveMistakeType: defineCall({
    name: 'saveMistakeType',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary:
      'Change a mistake type’s Tamil name, points, order or whether it is offered, or add a new type.',
    input: z.object({ jsonData: mistakeTypeInput }),
    output: mistakeTypeRow,
  }),
});
