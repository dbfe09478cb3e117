/**
 * Readers of the app's addresses (search params), without zod: every route's search schema is part
 * of the app's start, and zod's core alone is 15 KiB gzip of it. Each reader is a Standard Schema
 * (https://standardschema.dev), which TanStack Router's `validateSearch` takes as it is. They apply
 * the same rules as the calls' `docNo` and `isoDate` (core/patterns.ts); `src/app/searchFields.test.ts`
 * checks that both refuse and accept the same values, with the same messages.
 */
import {
  controlMessage,
  dateMessage,
  DOC_NO_MAX,
  ISO_DATE,
  notEmptyMessage,
  ONE_LINE,
  SANE_YEAR,
  saneYearMessage,
} from './core/patterns';

export interface Issue {
  readonly message: string;
  /** The address's field, for a field of an object. */
  readonly path?: readonly PropertyKey[];
}
export type Result<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly Issue[] };

/** A Standard Schema v1: `In` is what a link may give, `Out` what the route reads. */
export interface Schema<In, Out = In> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'greige';
    readonly validate: (value: unknown) => Result<Out>;
    readonly types?: { readonly input: In; readonly output: Out };
  };
  /** The value read, or a throw naming what is wrong (for code that wants it directly). */
  readonly parse: (value: unknown) => Out;
}

type AnySchema = Schema<unknown, unknown>;
export type Input<S> = S extends Schema<infer In, unknown> ? In : never;
export type Output<S> = S extends Schema<unknown, infer Out> ? Out : never;

const schema = <In, Out>(validate: (value: unknown) => Result<Out>): Schema<In, Out> => ({
  '~standard': { version: 1, vendor: 'greige', validate },
  parse: (value) => {
    const result = validate(value);
    if (result.issues) throw new Error(result.issues.map((i) => i.message).join('; '));
    return result.value;
  },
});

const fail = (message: string) => ({ issues: [{ message }] });

/** The messages of the rules `value` breaks, or the value. */
const check = <T>(value: T, broken: (string | false)[]): Result<T> => {
  const issues = broken.filter((m) => m !== false).map((message) => ({ message }));
  return issues.length ? { issues } : { value };
};

/** One line, trimmed, 1 to `max` characters, without control characters: the calls' `text(max)`. */
export const text = (max: number) =>
  schema<string, string>((raw) => {
    if (typeof raw !== 'string') return fail(raw === undefined ? 'is required' : 'must be text');
    const value = raw.trim();
    return check(value, [
      value.length > max && `must be at most ${max} characters`,
      !ONE_LINE.test(value) && controlMessage,
      value.length < 1 && notEmptyMessage,
    ]);
  });

/** A document's number (report, roll), as `docNo` in the calls. */
export const docNo = text(DOC_NO_MAX);

/** Whether `YYYY-MM-DD` names a day that exists (not 2023-02-29). */
const exists = (date: string) =>
  !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().startsWith(date);

/** A calendar date `YYYY-MM-DD`, as `isoDate` in the calls. */
export const isoDate = schema<string, string>((raw) => {
  if (typeof raw !== 'string') return fail(dateMessage);
  return check(raw, [
    !(ISO_DATE.test(raw) && exists(raw)) && dateMessage,
    !SANE_YEAR.test(raw) && saneYearMessage,
  ]);
});

/** At most `max` characters, as typed (a column's key to sort by). */
export const string = (max: number) =>
  schema<string, string>((raw) =>
    typeof raw === 'string'
      ? check(raw, [raw.length > max && `must be at most ${max} characters`])
      : fail('must be text'),
  );

export const boolean = schema<boolean, boolean>((raw) =>
  typeof raw === 'boolean' ? { value: raw } : fail('must be true or false'),
);

/** Absent or unreadable: undefined, so a stale or mistyped value never breaks the screen. */
export const optional = <S extends AnySchema>(field: S) =>
  schema<Input<S> | undefined, Output<S> | undefined>((raw) => {
    const result = raw === undefined ? undefined : field['~standard'].validate(raw);
    return { value: result && !result.issues ? (result.value as Output<S>) : undefined };
  });

/** One of `values`; absent or anything else reads as `fallback`. */
export const oneOf = <const T extends string>(values: readonly T[], fallback: NoInfer<T>) =>
  schema<T | undefined, T>((raw) => ({
    value: values.includes(raw as T) ? (raw as T) : fallback,
  }));

type Shape = Record<string, AnySchema>;
type Of<S, Side extends 'in' | 'out'> = Side extends 'in' ? Input<S> : Output<S>;
/** A key whose value may be undefined may be left out (as zod's optional keys). */
type MaybeKeys<S extends Shape, Side extends 'in' | 'out'> = {
  [K in keyof S]: undefined extends Of<S[K], Side> ? K : never;
}[keyof S];
type Fields<S extends Shape, Side extends 'in' | 'out'> = {
  [K in Exclude<keyof S, MaybeKeys<S, Side>>]: Of<S[K], Side>;
} & { [K in MaybeKeys<S, Side>]?: Of<S[K], Side> };
type Flat<T> = { [K in keyof T]: T[K] };

/** An address's fields: each read by its schema; unknown keys are dropped, as zod's object does. */
export const object = <S extends Shape>(shape: S) =>
  schema<Flat<Fields<S, 'in'>>, Flat<Fields<S, 'out'>>>((raw) => {
    const from: Record<string, unknown> =
      typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const value: Record<string, unknown> = {};
    const issues: Issue[] = [];
    for (const [key, field] of Object.entries(shape)) {
      const result = field['~standard'].validate(from[key]);
      if (result.issues) issues.push(...result.issues.map((i) => ({ ...i, path: [key] })));
      else if (result.value !== undefined || key in from) value[key] = result.value;
    }
    return issues.length ? { issues } : { value: value as Flat<Fields<S, 'out'>> };
  });
