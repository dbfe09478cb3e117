import { z } from 'zod';

/** Shared field types, so a date or a roll number is validated the same way in every call. */

/**
 * Years the mill's records can have. A date outside them is a typo or a probe (the database has no
 * year 0000 and would refuse it with an error), so it is bad input naming the field.
 */
const SANE_YEAR = /^(?:20\d{2}|2100)-/;
const saneYearMessage = 'must be in the years 2000 to 2100';

/** An ISO calendar date, `YYYY-MM-DD`, that really exists, in the years 2000 to 2100. */
export const isoDate = z.iso
  .date({ error: 'must be a date as YYYY-MM-DD' })
  .regex(SANE_YEAR, saneYearMessage);

/** An ISO date-time with its time zone, in the years 2000 to 2100. */
export const isoDateTime = z.iso
  .datetime({ offset: true, error: 'must be a date-time with time zone' })
  .regex(SANE_YEAR, saneYearMessage);

/**
 * The longest span a date range may cover unless its call says otherwise: a year, leap day
 * included, so every preset up to "last year" fits while a typo'd year cannot scan a decade.
 */
export const maxRangeDays = 366;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A date range that ends on or after its start and at most `maxDays` days after it. */
export const dateRangeWithin = (maxDays: number) =>
  z
    .object({ jsonStartDate: isoDate, jsonEndDate: isoDate })
    .refine((r) => r.jsonStartDate <= r.jsonEndDate, {
      path: ['jsonEndDate'],
      error: 'must not be before jsonStartDate',
    })
    .refine((r) => daysBetween(r.jsonStartDate, r.jsonEndDate) <= maxDays, {
      path: ['jsonEndDate'],
      error: `must be at most ${maxDays} days after jsonStartDate`,
    });

export const dateRange = dateRangeWithin(maxRangeDays);

export const oneDay = z.object({ jsonTodayDate: isoDate });

/**
 * Control characters never belong in what a user types or scans: PostgreSQL refuses NUL in text
 * outright, and the others only hide what a value really is. One-line fields (names, numbers,
 * codes) refuse them all; multi-line fields (remarks) keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const controlMessage = 'must not contain control characters (such as NUL)';

/** A one-line string, trimmed, bounded, without control characters; may be empty. */
export const line = (max = 140) => z.string().trim().max(max).regex(ONE_LINE, controlMessage);
/** Free text typed or scanned by a user: one line, trimmed, not empty, bounded. */
export const text = (max = 140) => line(max).min(1, 'must not be empty');
/** Remarks and notes: several lines allowed, trimmed, bounded, may be empty. */
export const notes = (max = 500) => z.string().trim().max(max).regex(MULTI_LINE, controlMessage);
/** An optional one-line field (a second address line, a designation). */
export const optionalText = (max = 500) => line(max).optional();

/** Identifiers of documents (report, roll, order numbers). */
export const docNo = text(80);

export const kg = z.number().nonnegative('must not be negative').max(100_000);
export const count = z.number().int().nonnegative();

export const noInput = z.object({});

export const okResult = z.object({ ok: z.literal(true), message: z.string().optional() });
