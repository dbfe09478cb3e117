import type { z } from 'zod';

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
