import { z } from 'zod';
import {
  controlMessage,
  dateMessage,
  DOC_NO_MAX,
  MULTI_LINE,
  notEmptyMessage,
  ONE_LINE,
  SANE_YEAR,
  saneYearMessage,
} from './patterns';

/** Shared field types, so a date or a roll number is validated the same way in every call. */

/** An ISO calendar date, `YYYY-MM-DD`, that really exists, in the years 2000 to 2100. */
export const isoDate = z.iso.date({ error: dateMessage }).regex(SANE_YEAR, saneYearMessage);

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

/** A one-line string, trimmed, bounded, without control characters; may be empty. */
export const line = (max = 140) => z.string().trim().max(max).regex(ONE_LINE, controlMessage);
/** Free text typed or scanned by a user: one line, trimmed, not empty, bounded. */
export const text = (max = 140) => line(max).min(1, notEmptyMessage);
/** Remarks and notes: several lines allowed, trimmed, bounded, may be empty. */
export const notes = (max = 500) => z.string().trim().max(max).regex(MULTI_LINE, controlMessage);
/** An optional one-line field (a second address line, a designation). */
export const optionalText = (max = 500) => line(max).optional();

/** Identifiers of documents (report, roll, order numbers). */
export const docNo = text(DOC_NO_MAX);

export const kg = z.number().nonnegative('must not be negative').max(100_000);
export const count = z.number().int().nonnegative();

/** An email address, trimmed and lower-cased as the mill's mail server and sign-in compare them. */
export const email = z.email({ error: 'must be an email address' }).trim().toLowerCase().max(254);

export const noInput = z.object({});

export const okResult = z.object({ ok: z.literal(true), message: z.string().optional() });
