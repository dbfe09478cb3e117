import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { rebuildDashboardRollups } from '../domains/dashboard/rollups';
import { rngFor } from './random';
import { demoSteps } from './steps';

export interface DemoOptions {
  /** Multiplies the counts of scalable masters and transactions; 1 is a small mill. */
  readonly scale: number;
  readonly log: (msg: string) => void;
  /** The same seed builds the same mill, row for row. */
  readonly seed?: number;
}

export const defaultDemoSeed = 20_240_401;

/** Any constant works: it only keeps two processes from seeding the same database at once. */
const seedLockKey = 0x6772_6567;

async function runSteps(db: Db, opts: DemoOptions): Promise<void> {
  const seed = opts.seed ?? defaultDemoSeed;
  for (const step of demoSteps) {
    const started = Date.now();
    const rows = await step.run(db, rngFor(seed, step.name), opts.scale);
    opts.log(`demo: ${step.name}: ${rows} rows in ${Date.now() - started} ms`);
  }
  // The steps write reports in bulk, past the saves that keep the dashboard rollups.
  await rebuildDashboardRollups(db);
}

function checkScale(scale: number): void {
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(`Demo SCALE must be a positive number, not ${scale}`);
}

/** Seeds the demo mill unconditionally, in one transaction (tests and benchmarks). */
export async function seedDemo(db: Db, opts: DemoOptions): Promise<void> {
  checkScale(opts.scale);
  await db.transaction((tx) => runSteps(tx, opts));
}

/**
 * Seeds the demo mill when the mirror holds no items yet, and answers whether it did. The check
 * runs under a transaction-scoped advisory lock, so two processes starting together seed once.
 */
export async function seedDemoIfEmpty(
  db: Db,
  opts: { scale: number; log: (msg: string) => void; seed?: number },
): Promise<boolean> {
  checkScale(opts.scale);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .limit(1);
    if ((existing?.n ?? 0) > 0) return false;
    const started = Date.now();
    await runSteps(tx, opts);
    opts.log(`demo: seeded at scale ${opts.scale} in ${Date.now() - started} ms`);
    return true;
  });
}
