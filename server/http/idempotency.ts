import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { MAX_JSON_DEPTH } from './decode';
import { AppError, badInput } from './errors';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../../contract';

export { IDEMPOTENCY_HEADER, REPLAYED_HEADER };
/** Keys are kept at least 24 h (the issue); two days covers a tablet that retries over a night. */
export const KEEP_KEYS_MS = 48 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface IdempotentSave {
  readonly key: string;
  readonly userId: number | null;
  readonly callName: string;
  readonly bodyHash: string;
}

/**
 * Object keys sorted, so the same body hashes the same whatever order the client wrote it in. The
 * body's depth is bounded before it gets here (decodeBody); the guard keeps this function safe on
 * its own, since a recursion without a limit is a stack overflow waiting for a deep enough body.
 */
function canonical(value: unknown, depth = 0): string {
  if (depth > MAX_JSON_DEPTH)
    throw badInput('(body)', `must not nest more than ${MAX_JSON_DEPTH} levels deep`);
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's key, or null for clients that send none (they keep working, without the guarantee). */
export function idempotentSave(
  req: FastifyRequest,
  callName: string,
  userId: number | null,
  body: unknown,
): IdempotentSave | null {
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw badInput('Idempotency-Key', 'must be 8 to 100 letters, digits, - or _ (a UUID)');
  }
  return { key, userId, callName, bodyHash: bodyHashOf(callName, body) };
}

/** SHA-256 of the call's name and its canonical body: the same save hashes the same. */
export const bodyHashOf = (callName: string, body: unknown): string =>
  createHash('sha256')
    .update(`${callName}\n${canonical(body)}`)
    .digest('hex');

/**
 * A claim older than this was left by a process that stopped in the middle of the save (its
 * transaction rolled back with it): a retry may take the key over. No save runs this long.
 */
export const STALE_CLAIM_MS = 2 * 60_000;

const inFlight = (): AppError =>
  new AppError('busy', 'This save is still being processed. Try again in a moment.');

/** Thrown inside the save's transaction when its claim was taken over: the write rolls back. */
class ClaimLost extends Error {}

/** The same key, call, user and body: anything else reusing a key is refused. */
const sameSave = (save: IdempotentSave) =>
  and(
    eq(idempotencyKeys.key, save.key),
    eq(idempotencyKeys.callName, save.callName),
    eq(idempotencyKeys.bodyHash, save.bodyHash),
    save.userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, save.userId),
  );

/**
 * Claims the key in its own statement, before the save writes anything: of concurrent duplicates
 * in any number of processes, the primary key lets exactly one insert. A stale claim is taken over.
 * Answers the claim's time (the token that the save later completes or releases), or null.
 */
async function claim(db: Db, save: IdempotentSave): Promise<Date | null> {
  const now = new Date();
  const [fresh] = await db
    .insert(idempotencyKeys)
    .values({ ...save, response: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ at: idempotencyKeys.createdAt });
  if (fresh) return fresh.at;
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        sameSave(save),
        isNull(idempotencyKeys.response),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ at: idempotencyKeys.createdAt });
  return taken?.at ?? null;
}

/** What a request that did not win the claim is told: the stored answer, wait (409), or 422. */
async function answerForLoser(db: Db, save: IdempotentSave): Promise<{ body: unknown }> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, save.key));
  // Gone: the save that held it failed and released it a moment ago; a retry will run.
  if (!row) throw inFlight();
  if (
    row.bodyHash !== save.bodyHash ||
    row.userId !== save.userId ||
    row.callName !== save.callName
  ) {
    throw new AppError(
      'idempotency_mismatch',
      'This Idempotency-Key was already used for a different save. Send a new key for a new save.',
    );
  }
  if (row.response === null) throw inFlight();
  return row.response as { body: unknown };
}

const ownClaim = (save: IdempotentSave, claimedAt: Date) =>
  and(
    eq(idempotencyKeys.key, save.key),
    eq(idempotencyKeys.createdAt, claimedAt),
    isNull(idempotencyKeys.response),
  );

/**
 * Runs a save at most once per key. The key is claimed first; the save and its answer are then
 * written in ONE transaction, so the answer exists exactly when the write does. A repeat gets the
 * stored answer (or 409 while the first still runs); a save that fails releases its claim so that
 * the client's retry runs it.
 */
export async function runIdempotent(
  database: Database,
  save: IdempotentSave,
  write: (tx: Db) => Promise<unknown>,
  onReplay: () => void,
): Promise<unknown> {
  try {
    const claimedAt = await claim(database.db, save);
    if (!claimedAt) {
      const stored = await answerForLoser(database.db, save);
      onReplay();
      return stored.body;
    }
    try {
      return await database.db.transaction(async (tx) => {
        const body = await write(tx);
        const done = await tx
          .update(idempotencyKeys)
          .set({ response: { body: body ?? null } })
          .where(ownClaim(save, claimedAt))
          .returning({ key: idempotencyKeys.key });
        if (done.length === 0) throw new ClaimLost();
        return body;
      });
    } catch (error) {
      await database.db
        .delete(idempotencyKeys)
        .where(ownClaim(save, claimedAt))
        .catch(() => undefined); // Unreachable database: the claim goes stale and is taken over.
      if (error instanceof ClaimLost) throw inFlight();
      throw error;
    }
  } finally {
    await pruneKeys(database.db);
  }
}

let lastPrune = 0;

/** Drops keys older than KEEP_KEYS_MS, at most every ten minutes per process (an indexed delete). */
export async function pruneKeys(db: Db, now = Date.now(), force = false): Promise<number> {
  if (!force && now - lastPrune < PRUNE_EVERY_MS) return 0;
  lastPrune = now;
  const cutoff = new Date(now - KEEP_KEYS_MS);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
