import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { docNo, noInput, text } from '../../core/fields';
import { clientId, grade, metres, points } from './fields';
import { inspectPages, mistakeMasterRow, mistakeRow, reportPages } from './rows';

const mistakePages = ['mistake-details', 'mistake-modal', 'roll-details'] as const;

/**
 * One tap on a defect. `points` is what the inspector picked (pre-filled from the master); for a
 * continuous mistake the server scores 4 per metre of `continuousM` instead, and caps every metre at 4.
 */
export const mistakeEntry = z.object({
  mistake: text(80),
  points,
  continuousM: metres.positive('must be positive').optional(),
  positionM: metres.optional(),
  /** The defect's longest dimension when measured: the server then scores by length (ASTM D5430). */
  lengthMm: z.number().positive('must be positive').max(100_000).optional(),
  /** Saves are retried after network drops; the same clientId is stored once. */
  clientId,
});
export type MistakeEntry = z.infer<typeof mistakeEntry>;

const rollKey = { reportNo: docNo, rollNo: docNo };
export const mistakeInput = z.object({ ...rollKey, ...mistakeEntry.shape });
export type MistakeInput = z.infer<typeof mistakeInput>;

export const mistakeBatchInput = z.object({
  ...rollKey,
  mistakes: z.array(mistakeEntry).min(1, 'must hold at least one mistake').max(500),
});
export type MistakeBatchInput = z.infer<typeof mistakeBatchInput>;

/**
 * One recorded defect, by the server's `id` or by the `clientId` it was tapped with (so an undo
 * queued offline can name a tap the server has not numbered yet).
 */
export const mistakeRef = z
  .object({
    ...rollKey,
    id: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/, 'must be a mistake id')
      .optional(),
    clientId: z.uuid({ error: 'must be a UUID' }).optional(),
  })
  .refine((r) => r.id !== undefined || r.clientId !== undefined, {
    path: ['id'],
    message: 'give the id or the clientId of the mistake',
  });
export type MistakeRef = z.infer<typeof mistakeRef>;

/** A correction of a defect; `continuousM: null` turns a continuous defect into a point defect. */
export const mistakeChange = z
  .object({
    ...rollKey,
    id: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/, 'must be a mistake id')
      .optional(),
    clientId: z.uuid({ error: 'must be a UUID' }).optional(),
    points: points.optional(),
    continuousM: metres.positive('must be positive').nullable().optional(),
    positionM: metres.nullable().optional(),
    lengthMm: z.number().positive('must be positive').max(100_000).nullable().optional(),
  })
  .refine((r) => r.id !== undefined || r.clientId !== undefined, {
    path: ['id'],
    message: 'give the id or the clientId of the mistake',
  });
export type MistakeChange = z.infer<typeof mistakeChange>;

/** What a roll scores after its mistakes changed. */
export const rollScore = z.object({
  reportNo: z.string(),
  rollNo: z.string(),
  points: z.number().int(),
  points100m2: z.number().nullable(),
  /** The same score per 100 yd² (points/100 m² ÷ 1.196). */
  points100yd2: z.number().nullable().optional(),
  grade: grade.nullable(),
});

export const inspectionMistakeCalls = defineCalls({
  getMistakeDetailsFromDB: defineCall({
    name: 'getMistakeDetailsFromDB',
    service: 'main',
    kind: 'read',
    access: [...inspectPages, 'collar-cuff-mistake-details', 'collar-cuff-details', 'dashboard'],
    summary: 'The mistake master: every defect type with its default points, most used first.',
    input: noInput,
    output: z.array(mistakeMasterRow),
  }),
  postMistakeData: defineCall({
    name: 'postMistakeData',
    service: 'main',
    kind: 'save',
    access: mistakePages,
    summary: 'Record one defect on a roll; the roll is rescored and regraded.',
    input: z.object({ jsonData: mistakeInput }),
    output: z.object({ mistake: mistakeRow, roll: rollScore }),
  }),
  postMistakeDataInDB: defineCall({
    name: 'postMistakeDataInDB',
    service: 'main',
    kind: 'save',
    access: mistakePages,
    summary: 'Record a batch of defects on a roll at once (e.g. queued while offline).',
    input: z.object({ jsonData: mistakeBatchInput }),
    output: z.object({ saved: z.number().int(), duplicates: z.number().int(), roll: rollScore }),
  }),
  getMistakeDataInDB: defineCall({
    name: 'getMistakeDataInDB',
    service: 'main',
    kind: 'read',
    access: [...mistakePages, ...reportPages],
    summary: 'The defects recorded on one roll of a report, in the order they were tapped.',
    input: z.object({ jsonData: z.object(rollKey) }),
    output: z.array(mistakeRow),
  }),
  updateMistakeData: defineCall({
    name: 'updateMistakeData',
    service: 'main',
    kind: 'save',
    access: mistakePages,
    summary: 'Change the points, length or position of a recorded defect; the roll is rescored.',
    input: z.object({ jsonData: mistakeChange }),
    output: z.object({ mistake: mistakeRow, roll: rollScore }),
  }),
  removeMistakeData: defineCall({
    name: 'removeMistakeData',
    service: 'main',
    kind: 'save',
    access: mistakePages,
    summary: 'Remove a recorded defect (undo of a tap); the roll is rescored.',
    input: z.object({ jsonData: mistakeRef }),
    output: z.object({ removed: z.boolean(), roll: rollScore }),
  }),
});
