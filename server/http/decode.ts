import type { z } from 'zod';
import { badInput } from './errors';

/**
 * How deeply a JSON body or a JSON-encoded parameter may nest. The deepest real input (a batch of
 * mistakes under `jsonData`) nests four levels; a few thousand levels are only ever a probe, and
 * code that walks a value (hashing, validation, the database driver) must never meet one.
 */
export const MAX_JSON_DEPTH = 32;
const tooDeepMessage = `must not nest more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * The top-level field under which `value` nests deeper than `max` levels (`''` for the value
 * itself), or null when it does not. Walks with its own stack, so no depth can overflow it.
 */
export function fieldTooDeep(value: unknown, max = MAX_JSON_DEPTH): string | null {
  const stack: { value: unknown; depth: number; field: string }[] = [
    { value, depth: 1, field: '' },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > max) return next.field;
    for (const [key, child] of Object.entries(next.value)) {
      stack.push({ value: child, depth: next.depth + 1, field: next.field || key });
    }
  }
  return null;
}

/** A save's JSON body as the schema will see it, refused (400 naming the field) when too deep. */
export function decodeBody(body: unknown): unknown {
  const field = fieldTooDeep(body);
  if (field !== null) throw badInput(field || '(body)', tooDeepMessage);
  return body ?? {};
}

/**
 * Older clients send every parameter in the query string, structured ones JSON-encoded
 * (`jsonData={"kg":12}`) and plain ones either bare (`jsonData=R-1001`) or JSON-quoted
 * (`jsonData="R-1001"`). For each declared parameter we keep the raw text when the schema takes it
 * as it is, and otherwise try it as JSON; the schema then decides.
 */
export function decodeQuery(
  schema: z.ZodObject,
  query: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = query[key];
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (typeof value !== 'string') {
      out[key] = value;
      continue;
    }
    const parsedJson = tryJson(value);
    // One level less than a body: a parameter sits one level under the body's own object.
    if (parsedJson.ok && fieldTooDeep(parsedJson.value, MAX_JSON_DEPTH - 1) !== null) {
      throw badInput(key, tooDeepMessage);
    }
    if (parsedJson.ok && (field as z.ZodType).safeParse(parsedJson.value).success) {
      out[key] = parsedJson.value;
    } else if ((field as z.ZodType).safeParse(value).success || !parsedJson.ok) {
      out[key] = value;
    } else {
      out[key] = parsedJson.value;
    }
  }
  return out;
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
