import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Sign-in throttling kept in the database, so it holds across processes and restarts:
 * at most 5 failures per account and 30 per address in a 15-minute window.
 */
const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { account: 5, address: 30 } as const;

const keys = (email: string, ip: string) =>
  [
    { key: `account:${email}`, limit: LIMITS.account },
    { key: `address:${ip}`, limit: LIMITS.address },
  ] as const;

export async function assertNotThrottled(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  for (const { key, limit } of keys(email, ip)) {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
    if (row && row.n >= limit && row.oldest) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((new Date(row.oldest).getTime() + WINDOW_MS - Date.now()) / 1000),
      );
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new AppError(
        'throttled',
        `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        retryAfterSeconds,
      );
    }
  }
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values(keys(email, ip).map(({ key }) => ({ key })));
  // Old rows are useless past the window; trimming here keeps the table small without a job.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - WINDOW_MS)));
}

export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `account:${email}`));
}
