import { and, count, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from '../http/errors';
import { recordAudit } from '../permissions/audit';

/**
 * Throttling of everything that checks or creates a password, kept in the database so it holds
 * across processes and restarts. Each attempt is counted BEFORE its password is checked, under a
 * lock on its keys: parallel guesses are numbered one by one, and only those within the limit are
 * checked at all. A success takes its own count back.
 */
export const WINDOW_MS = 15 * 60 * 1000;

export const LIMITS = {
  /** Failed sign-ins to one account from one address: locks that address out of that account only. */
  pair: 5,
  /** Failed sign-ins from one address, whatever the account. */
  address: 30,
  /**
   * Failed sign-ins to one account from all addresses. Past it, an address that has already failed
   * for the account gets no more tries, while one that has not (the owner's own tablet) still may:
   * guessing from many addresses slows to one try per address, and the owner is not locked out.
   */
  account: 20,
  /** Registrations from one address. */
  register: 20,
  /** Wrong current passwords given to change one user's password. */
  currentPassword: 5,
} as const;

type Counts = ReadonlyMap<string, { n: number; oldest: Date }>;

/** Why an attempt is refused: the key whose window must pass, and what to tell the user. */
interface Refusal {
  key: string;
  message: string;
}

/** A counted attempt: its rows, and its number per key (1 for the first in the window). */
export interface Attempt {
  readonly ids: readonly number[];
  readonly rank: ReadonlyMap<string, number>;
}

const since = () => new Date(Date.now() - WINDOW_MS);

async function countsOf(tx: Db, keys: readonly string[]): Promise<Counts> {
  const rows = await tx
    .select({ key: loginFailures.key, n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [...keys]), gt(loginFailures.at, since())))
    .groupBy(loginFailures.key);
  return new Map(rows.map((r) => [r.key, { n: r.n, oldest: new Date(r.oldest ?? Date.now()) }]));
}

function throttled(counts: Counts, refusal: Refusal): AppError {
  const oldest = counts.get(refusal.key)?.oldest ?? new Date();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest.getTime() + WINDOW_MS - Date.now()) / 1000),
  );
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'throttled',
    `${refusal.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    retryAfterSeconds,
  );
}

/**
 * Counts one attempt under `keys`, or throws a 429 when `refuse` says the counts so far forbid it.
 * The advisory locks (taken in one order, so two attempts cannot deadlock) make the count and the
 * insert one step: of twenty parallel attempts, each sees the ones before it.
 */
async function claim(
  db: Db,
  keys: readonly string[],
  refuse: (n: (key: string) => number) => Refusal | null,
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    for (const key of [...keys].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    const counts = await countsOf(tx, keys);
    const n = (key: string) => counts.get(key)?.n ?? 0;
    const refusal = refuse(n);
    if (refusal) throw throttled(counts, refusal);
    const rows = await tx
      .insert(loginFailures)
      .values(keys.map((key) => ({ key })))
      .returning({ id: loginFailures.id });
    // Rows past the window are useless; trimming here keeps the table small without a job.
    await tx.delete(loginFailures).where(lt(loginFailures.at, since()));
    return { ids: rows.map((r) => r.id), rank: new Map(keys.map((k) => [k, n(k) + 1])) };
  });
}

/** Takes a successful attempt's count back; with `reset`, also every earlier failure of those keys. */
async function release(db: Db, attempt: Attempt, reset: readonly string[] = []): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.id, [...attempt.ids]));
  if (reset.length) await db.delete(loginFailures).where(inArray(loginFailures.key, [...reset]));
}

// Sign-in ----------------------------------------------------------------------------------------

const signInKeys = (email: string, ip: string) => ({
  pair: `signin:${email}|${ip}`,
  address: `address:${ip}`,
  account: `account:${email}`,
});

export async function claimSignIn(db: Db, email: string, ip: string): Promise<Attempt> {
  const k = signInKeys(email, ip);
  const message = 'Too many failed sign-ins.';
  return claim(db, [k.pair, k.address, k.account], (n) => {
    if (n(k.pair) >= LIMITS.pair) return { key: k.pair, message };
    if (n(k.address) >= LIMITS.address) return { key: k.address, message };
    if (n(k.account) >= LIMITS.account && n(k.pair) > 0) return { key: k.pair, message };
    return null;
  });
}

/** A right password: this address starts afresh for the account; others' failures still count. */
export async function signInSucceeded(
  db: Db,
  attempt: Attempt,
  email: string,
  ip: string,
): Promise<void> {
  await release(db, attempt, [signInKeys(email, ip).pair]);
}

/** A wrong password stays counted; the failure that reaches a limit is written to the audit log. */
export async function signInFailed(
  db: Db,
  attempt: Attempt,
  email: string,
  ip: string,
): Promise<void> {
  const k = signInKeys(email, ip);
  const reached = (key: string, limit: number) => attempt.rank.get(key) === limit;
  if (reached(k.pair, LIMITS.pair)) {
    await recordAudit(db, null, 'signin.throttled', email, {
      scope: 'account from one address',
      address: ip,
      failures: LIMITS.pair,
    });
  }
  if (reached(k.account, LIMITS.account)) {
    await recordAudit(db, null, 'signin.throttled', email, {
      scope: 'account',
      address: ip,
      failures: LIMITS.account,
    });
  }
  if (reached(k.address, LIMITS.address)) {
    await recordAudit(db, null, 'signin.throttled', ip, {
      scope: 'address',
      lastAccount: email,
      failures: LIMITS.address,
    });
  }
}

// Registration and the current-password check ---------------------------------------------------

/** Every registration counts, made or not: an address may create only so many accounts. */
export async function claimRegistration(db: Db, ip: string): Promise<void> {
  const key = `register:${ip}`;
  const attempt = await claim(db, [key], (n) =>
    n(key) >= LIMITS.register ? { key, message: 'Too many registrations from here.' } : null,
  );
  if (attempt.rank.get(key) === LIMITS.register) {
    await recordAudit(db, null, 'register.throttled', ip, { registrations: LIMITS.register });
  }
}

const currentPasswordKey = (userId: number) => `password:${userId}`;

export async function claimCurrentPasswordCheck(db: Db, userId: number): Promise<Attempt> {
  const key = currentPasswordKey(userId);
  return claim(db, [key], (n) =>
    n(key) >= LIMITS.currentPassword ? { key, message: 'Too many wrong current passwords.' } : null,
  );
}

export async function currentPasswordChecked(
  db: Db,
  attempt: Attempt,
  userId: number,
  email: string,
  right: boolean,
): Promise<void> {
  const key = currentPasswordKey(userId);
  if (right) return release(db, attempt, [key]);
  if (attempt.rank.get(key) === LIMITS.currentPassword) {
    await recordAudit(db, userId, 'password.throttled', email, {
      failures: LIMITS.currentPassword,
    });
  }
}
