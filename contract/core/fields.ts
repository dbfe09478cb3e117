import { z } from 'zod';

/** Shared field types, so a date or a roll number is validated the same way in every call. */

/** An ISO calendar date, `YYYY-MM-DD`, that really exists. */
export const isoDate = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

export const dateRange = z
  .object({ jsonStartDate: isoDate, jsonEndDate: isoDate })
  .refine((r) => r.jsonStartDate <= r.jsonEndDate, {
    path: ['jsonEndDate'],
    error: 'must not be before jsonStartDate',
  });

export const oneDay = z.object({ jsonTodayDate: isoDate });

/** Free text typed or scanned by a user: trimmed, not empty, bounded. */
export const text = (max = 140) => z.string().trim().min(1, 'must not be empty').max(max);
export const optionalText = (max = 500) => z.string().trim().max(max).optional();

/** Identifiers of documents (report, roll, order numbers). */
export const docNo = text(80);

export const kg = z.number().nonnegative('must not be negative').max(100_000);
export const count = z.number().int().nonnegative();

export const noInput = z.object({});

export const okResult = z.object({ ok: z.literal(true), message: z.string().optional() });
