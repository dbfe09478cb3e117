import fc from 'fast-check';
import { z } from 'zod';
import type { AnyCall } from '../../contract';

/**
 * Generated inputs for a call, for the property tests that throw everything at the server:
 * inputs shaped like the call's schema (read through zod's JSON Schema export, so every field type
 * of the contract is covered without a list here), and hostile variants of them — NUL bytes, the
 * year 0000, huge numbers, deep nesting, wrong types, missing fields, arrays for objects.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const mill = { min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') };
/** Patterns every one-line or multi-line text has; printable generated strings satisfy them. */
const isControlPattern = (p: string) => p.startsWith('^[^\\u0000');

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fc.date({ ...mill, noInvalidDate: true }).map(day);
  if (s.format === 'date-time') {
    return fc.date({ ...mill, noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter(
    (p): p is string => !!p && !isControlPattern(p),
  );
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 24, 24));
  const [pattern] = patterns;
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): plain text, mostly refused.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e6;
  if (integer) {
    return fc.integer({
      min: Math.ceil(min + (s.exclusiveMinimum !== undefined ? 1 : 0)),
      max: Math.floor(max - (s.exclusiveMaximum !== undefined ? 1 : 0)),
    });
  }
  return fc.double({
    min,
    max,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A value of the schema's shape (refinements across fields are not followed). */
export function shaped(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map(shaped));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...s, type })));
  switch (types[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 3, 3));
      return fc.array(s.items ? shaped(s.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, shaped(v)]),
      );
      return fc.record(props, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `depth` levels of objects and arrays around a string. */
export const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

type Path = (string | number)[];

/** Paths to the values inside `value` (to a few levels), the value itself first. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (value !== null && typeof value === 'object' && path.length < 8) {
    for (const [k, v] of Object.entries(value)) {
      pathsOf(v, [...path, Array.isArray(value) ? Number(k) : k], out);
    }
  }
  return out;
}

function replaceAt(value: unknown, path: Path, make: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return make(value);
  if (value === null || typeof value !== 'object') return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && make === remove) {
    delete copy[head];
    return copy;
  }
  copy[head] = replaceAt(copy[head], rest, make);
  return copy;
}

const remove = () => undefined;
const withNul = (old: unknown) =>
  typeof old === 'string' ? `${old.slice(0, 2)}\u0000${old.slice(2)}` : 'a\u0000b';

/** What a probe puts in place of a value. */
const hostileValues: [string, (old: unknown) => unknown][] = [
  ['NUL byte', withNul],
  ['other control characters', (old) => `${typeof old === 'string' ? old : 'x'}\u0007\u001b[2J`],
  ['year 0000', () => '0000-01-01'],
  ['year 0000 date-time', () => '0000-01-01T00:00:00Z'],
  ['far year', () => '9999-12-31'],
  ['huge number', () => 1e308],
  ['beyond a bigint', () => 2 ** 70],
  ['negative huge', () => -(2 ** 63)],
  ['tiny fraction', () => 5e-324],
  ['numeric string', () => '99999999999999999999'],
  ['deep nesting', () => nested(40)],
  ['very deep nesting', () => nested(3000)],
  ['array for a value', (old) => [old, old]],
  ['object for a value', (old) => ({ value: old })],
  ['boolean', () => true],
  ['null', () => null],
  ['empty string', () => ''],
  ['long string', () => 'x'.repeat(100_000)],
  ['missing', remove],
];

/** A valid-shaped input with one value replaced by what a probe would send. */
export function hostile(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.nat({ max: hostileValues.length - 1 }))
    .map(([value, at, which]) => {
      const paths = pathsOf(value);
      const path = paths[at % paths.length] ?? [];
      const make = hostileValues[which]?.[1] ?? withNul;
      return replaceAt(value, path, make) ?? {};
    });
}

/** Everything a call may be sent: mostly shaped inputs and their hostile variants, some junk. */
export function inputsFor(call: AnyCall): fc.Arbitrary<unknown> {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = shaped(schema);
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: hostile(valid), weight: 5 },
    { arbitrary: hostile(hostile(valid)), weight: 1 },
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
  );
}
