import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { calls } from '@contract';
import { runs } from '../../tests/support/depth';
import { parseAnswer, rowSchema } from './parseAnswer';

const row = z.object({
  reportNo: z.string().min(1),
  kg: z.number().nonnegative(),
  // A transform: the check must give what parse gives, not the input back.
  grade: z
    .number()
    .int()
    .transform((g) => `G${g}`),
  note: z.string().nullable().default(null),
});
const list = z.object({
  rows: z.array(row),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});

const anyRow = fc.oneof(
  fc.record({
    reportNo: fc.string({ minLength: 1 }),
    kg: fc.double({ min: 0, max: 1e6, noNaN: true }),
    grade: fc.integer({ min: 0, max: 5 }),
    extra: fc.string(),
  }),
  fc.anything(),
);
const anyAnswer = fc.oneof(
  // Not an object, though it has the list's fields.
  fc
    .array(anyRow, { maxLength: 5 })
    .map((rows) => Object.assign([], { rows, total: rows.length, nextCursor: null })),
  fc.record({
    rows: fc.array(anyRow, { maxLength: 60 }),
    total: fc.oneof(fc.integer(), fc.string()),
    nextCursor: fc.oneof(fc.constant(null), fc.string()),
  }),
  fc.anything(),
);

/** What `parse` answers: the value, or the issues it throws. */
const outcome = async (run: () => unknown) => {
  try {
    return { ok: await run() };
  } catch (error) {
    return { issues: (error as z.ZodError).issues };
  }
};

afterEach(() => vi.restoreAllMocks());

describe('parseAnswer', () => {
  it('answers what parse answers, value or error, for any answer', async () => {
    // Every row check is a turn of its own: the slicing is exercised on every list.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    await fc.assert(
      fc.asyncProperty(anyAnswer, async (data) => {
        expect(await outcome(() => parseAnswer(list, data))).toEqual(
          await outcome(() => list.parse(data)),
        );
      }),
      { numRuns: runs(300, 50) },
    );
  });

  it('gives the browser turns while it checks a long list, and keeps the rows in order', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    // A task queued before the check: it runs before the check ends only if the check yields.
    let ranBetween = false;
    const other = new MessageChannel();
    other.port1.onmessage = () => {
      ranBetween = true;
      other.port1.close();
    };
    other.port2.postMessage(null);
    const rows = Array.from({ length: 400 }, (_, i) => ({ reportNo: `R${i}`, kg: i, grade: 1 }));
    const parsed = await parseAnswer(list, { rows, total: 400, nextCursor: null });
    expect(ranBetween).toBe(true);
    expect(parsed.rows.map((r) => r.reportNo)).toEqual(rows.map((r) => r.reportNo));
    expect(parsed.rows[0]).toEqual({ reportNo: 'R0', kg: 0, grade: 'G1', note: null });
  });

  it('checks the contract’s report lists row by row', () => {
    expect(rowSchema(calls.getQIReportFromDBAllData.output)).not.toBeNull();
    expect(rowSchema(calls.getAllQICCReportFromDB.output)).not.toBeNull();
    expect(rowSchema(calls.getSession.output)).toBeNull();
  });
});
