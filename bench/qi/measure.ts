import type { Db } from '../../server/db/client';

/** Timing helpers of the benchmarks: percentiles over repeated runs, and the SQL a run sent. */

export interface Timing {
  name: string;
  rows: number;
  p50: number;
  p95: number;
  max: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export const ms = (n: number): string => (n < 10 ? n.toFixed(2) : n.toFixed(1));

/** Runs `work` `warmup` times untimed, then `runs` times timed. */
export async function time(
  name: string,
  work: () => Promise<unknown>,
  runs: number,
  warmup = 2,
): Promise<Timing> {
  let rows = 0;
  for (let i = 0; i < warmup; i++) await work();
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const out = await work();
    took.push(performance.now() - started);
    rows = Array.isArray(out) ? out.length : 1;
  }
  took.sort((a, b) => a - b);
  return {
    name,
    rows,
    p50: percentile(took, 50),
    p95: percentile(took, 95),
    max: took.at(-1) ?? NaN,
  };
}

export interface SentQuery {
  text: string;
  params: unknown[];
}

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * Records the SQL the handlers send, at the driver: PGlite's `query(text, params)` and pg's
 * `query({ text, values })` both pass through `$client.query`, which drizzle sets on the db.
 */
export function recordQueries(db: Db): { sent: SentQuery[]; client: Queryable } {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query.bind(client);
  const sent: SentQuery[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    // drizzle's pg session passes a query config and the values apart.
    const params = Array.isArray(second) ? second : [];
    if (typeof first === 'string') sent.push({ text: first, params });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      sent.push({ text: q.text, params: q.values ?? params });
    }
    return original(...args);
  };
  return { sent, client };
}

/** The rows of a raw `execute` answer: both drivers put them in `rows`. */
export const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? [];

/** The plan lines of an EXPLAIN answer, whichever driver returned it. */
export function planLines(result: unknown): string[] {
  return rowsOf(result).map((r) => String(Object.values(r)[0]));
}

export function printTable(title: string, timings: readonly Timing[]): void {
  console.log(`\n${title}`);
  console.log('| call | rows | p50 ms | p95 ms | max ms |');
  console.log('|---|--:|--:|--:|--:|');
  for (const t of timings)
    console.log(`| ${t.name} | ${t.rows} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} |`);
}
