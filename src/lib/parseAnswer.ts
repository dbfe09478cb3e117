import type { z } from 'zod';

/**
 * How long one turn of checking a list's rows may hold the main thread. A report list's answer
 * is hundreds of rows with their rolls; checked at once it was one task of 70 ms on this
 * machine, some 300 ms on a cheap tablet, during which a tap waited.
 */
export const SLICE_MS = 8;

/** Gives the browser a turn (a paint, a tap). Unlike a timer, not slowed in a hidden tab. */
export const yieldToBrowser = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

type Def = { type?: string; checks?: unknown[]; shape?: Record<string, z.ZodType> };
const defOf = (schema: unknown): Def =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def ?? {};

/**
 * A plain object answer (no checks of its own) whose `rows` is a plain array: its row schema,
 * or null for any other answer.
 */
export function rowSchema(schema: z.ZodType): z.ZodType | null {
  const object = defOf(schema);
  if (object.type !== 'object' || object.checks?.length) return null;
  const rows = object.shape?.rows;
  const array = defOf(rows);
  if (array.type !== 'array' || array.checks?.length) return null;
  return (rows as unknown as z.ZodArray<z.ZodType>).element;
}

/**
 * The answer checked and read by its contract schema, as `schema.parse` does, with the same
 * result and the same error. A list's rows are checked a few milliseconds at a time, giving the
 * browser a turn between, so a long list never holds the main thread.
 */
export async function parseAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
): Promise<z.output<S>> {
  const row = rowSchema(schema);
  const rows = (data as { rows?: unknown } | null)?.rows;
  if (!row || !Array.isArray(rows) || Array.isArray(data)) return schema.parse(data);
  const rest = schema.safeParse({ ...(data as object), rows: [] });
  if (!rest.success) return schema.parse(data);
  const checked: unknown[] = [];
  let turn = performance.now();
  for (const item of rows) {
    if (performance.now() - turn > SLICE_MS) {
      await yieldToBrowser();
      turn = performance.now();
    }
    const one = row.safeParse(item);
    // The whole answer's error, with the row's place in it.
    if (!one.success) return schema.parse(data);
    checked.push(one.data);
  }
  return { ...(rest.data as object), rows: checked } as z.output<S>;
}
