// Types only: the schemas come with the call's domain, and zod's own code with them.
import type { z } from 'zod';
import type { OutboxItem } from '../lib/outbox';

/** How a refused field is edited: a pick list when the contract allows only some values. */
export type FieldKind =
  | { readonly kind: 'number' }
  | { readonly kind: 'text' }
  | { readonly kind: 'choice'; readonly options: readonly string[] };

/** One field the server named, with what it said and the value the save carries now. */
export interface FixField {
  readonly path: string;
  readonly keys: readonly string[];
  readonly message: string;
  readonly kind: FieldKind;
  readonly current: string;
}

/** Looks through wrappers (optional, nullable, default, transforms) to the schema that holds the value. */
function unwrap(schema: z.ZodType): z.ZodType {
  switch (schema.def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return unwrap((schema as z.ZodOptional).unwrap() as z.ZodType);
    case 'pipe':
      return unwrap((schema as z.ZodPipe).in as z.ZodType);
    default:
      return schema;
  }
}

/** The contract's schema at `keys` inside a call's input, or undefined if the path leaves it. */
export function schemaAt(schema: z.ZodType, keys: readonly string[]): z.ZodType | undefined {
  const here = unwrap(schema);
  const [key, ...rest] = keys;
  if (key === undefined) return here;
  if (here.def.type === 'object') {
    const next = ((here as z.ZodObject).shape as Record<string, z.ZodType | undefined>)[key];
    return next && schemaAt(next, rest);
  }
  if (here.def.type === 'array' && /^\d+$/.test(key)) {
    return schemaAt((here as z.ZodArray).element as z.ZodType, rest);
  }
  return undefined;
}

export function kindOf(schema: z.ZodType | undefined): FieldKind {
  const leaf = schema && unwrap(schema);
  if (leaf?.def.type === 'enum') {
    return { kind: 'choice', options: (leaf as z.ZodEnum).options.map(String) };
  }
  if (leaf?.def.type === 'number') return { kind: 'number' };
  return { kind: 'text' };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

export function valueAt(input: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), input);
}

/** A copy of `input` with `value` at `keys`; the kept save itself is never changed in place. */
export function withValueAt(input: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const base: unknown = isRecord(input) ? input : {};
  if (Array.isArray(base)) {
    return base.map((v: unknown, i) => (String(i) === key ? withValueAt(v, rest, value) : v));
  }
  const obj = base as Record<string, unknown>;
  return { ...obj, [key]: withValueAt(obj[key], rest, value) };
}

/**
 * The fields of a refused save the user can correct here: those the server named in a 400.
 * `schema` is the call's input schema (loaded with its domain).
 */
export function fixableFields(item: OutboxItem, schema: z.ZodType): FixField[] {
  if (item.problem?.status !== 400) return [];
  return (item.problem.issues ?? []).flatMap((issue) => {
    const keys = issue.path.split('.');
    const leaf = schemaAt(schema, keys);
    if (!leaf) return [];
    const value = valueAt(item.input, keys);
    const current = value === undefined || value === null ? '' : String(value);
    return [{ path: issue.path, keys, message: issue.message, kind: kindOf(leaf), current }];
  });
}
