import { z } from 'zod';

/**
 * Paging, shared by every list call that can grow: the caller asks for `limit` rows after the
 * `cursor` the previous page handed out, and gets `{ rows, total, nextCursor }`. A call without
 * `limit` answers its first page of the default size, so older clients get a bounded answer too
 * (docs/decisions/011-bounded-reads.md).
 */
export const pageSize = { default: 50, max: 200 } as const;

/** The page parameters, to spread into a call's input (`dateRange.safeExtend(pageInput)`). */
export const pageInput = {
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(pageSize.max, `must be at most ${pageSize.max}`)
    .default(pageSize.default),
  /** Opaque: only ever a `nextCursor` the same list answered before. */
  cursor: z
    .string()
    .min(1, 'must not be empty')
    .max(400, 'is not a cursor this list handed out')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this list handed out')
    .optional(),
};

export const pageParams = z.object(pageInput);
export type PageParams = z.output<typeof pageParams>;

/** One page of rows, the number of rows the whole list holds, and where the next page starts. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    /** Null on the last page. */
    nextCursor: z.string().nullable(),
  });

export interface Page<Row> {
  rows: Row[];
  total: number;
  nextCursor: string | null;
}
