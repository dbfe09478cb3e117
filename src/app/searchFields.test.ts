/**
 * The app's address readers (a light Standard Schema, no zod) and the calls' field types (zod) are
 * built apart, for the size of the app's start; they must still accept and refuse exactly the same
 * values, with the same messages.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as calls from '@contract';
import * as search from '@contract/search';
import { runs } from '../../tests/support/depth';

/** A light reader's answer in zod's `safeParse` terms, to compare the two. */
const read = (schema: search.Schema<string>, value: unknown) => {
  const result = schema['~standard'].validate(value);
  return result.issues
    ? { success: false, messages: result.issues.map((i) => i.message) }
    : { success: true, data: result.value };
};

const same = (a: { success: boolean; data?: unknown }, b: { success: boolean; data?: unknown }) => {
  expect(a.success).toBe(b.success);
  if (a.success) expect(a.data).toEqual(b.data);
};

/** Strings near the edges: control characters, spaces to trim, empty and over-long ones. */
const docNoLike = fc.oneof(
  fc.string({ maxLength: 90 }),
  fc.string({
    unit: fc.constantFrom(' ', '\t', '\n', '\u0000', '\u007f', 'A', '7', '-', 'é'),
    maxLength: 85,
  }),
  fc.constantFrom('', ' ', 'QI-1', ' QI-1 ', 'x'.repeat(80), 'x'.repeat(81), ` ${'x'.repeat(80)} `),
);

const dateLike = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.constantFrom('2024-02-29', '2023-02-29', '1999-12-31', '2100-12-31', '2101-01-01', '2024-1-1'),
);

describe("the app's address schemas", () => {
  it('take a document number exactly as the calls do', () => {
    fc.assert(
      fc.property(docNoLike, (value) => {
        same(read(search.docNo, value), calls.docNo.safeParse(value));
      }),
      { numRuns: runs(2000, 200) },
    );
  });

  it('take a date exactly as the calls do', () => {
    fc.assert(
      fc.property(dateLike, (value) => {
        same(read(search.isoDate, value), calls.isoDate.safeParse(value));
      }),
      { numRuns: runs(2000, 200) },
    );
  });

  it('give the same message for a refused value', () => {
    for (const [value, schema, full] of [
      ['', search.docNo, calls.docNo],
      ['a\u0000b', search.docNo, calls.docNo],
      ['1999-01-01', search.isoDate, calls.isoDate],
      ['2024-13-01', search.isoDate, calls.isoDate],
      ['2023-02-29', search.isoDate, calls.isoDate],
      ['0000-02-30', search.isoDate, calls.isoDate],
      ['abc', search.isoDate, calls.isoDate],
    ] as const) {
      const light = read(schema, value).messages;
      expect(light, value).toEqual(full.safeParse(value).error?.issues.map((i) => i.message));
    }
  });
});

describe("an address's fields", () => {
  const address = search.object({
    reportNo: search.docNo,
    date: search.optional(search.isoDate),
  });

  it('reads the fields it names, trimmed, and drops the others', () => {
    expect(address.parse({ reportNo: ' QI-1 ', date: '2024-02-29', x: 1 })).toEqual({
      reportNo: 'QI-1',
      date: '2024-02-29',
    });
  });

  it('reads an unreadable optional field as absent, so an old link still opens', () => {
    expect(address.parse({ reportNo: 'QI-1', date: '2023-02-29' })).toEqual({ reportNo: 'QI-1' });
  });

  it('refuses an address without a required field, naming it', () => {
    expect(address['~standard'].validate({ date: '2024-01-01' }).issues).toEqual([
      { message: 'is required', path: ['reportNo'] },
    ]);
  });
});
