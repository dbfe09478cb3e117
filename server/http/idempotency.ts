import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { MAX_JSON_DEPTH } from './decode';
import { AppError, badInput, sqlStateOf } from './errors';
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

const inFlight = (): AppError =>
  new AppError('busy', 'This save is still being processed. Try again in a moment.');

/** The same key, call, user and body: anything else reusing a key is refused. */
const sameSave = (save: IdempotentSave) =>
  and(
    eq(idempotencyKeys.key, save.key),
    eq(idempotencyKeys.callName, save.callName),
    eq(idempotencyKeys.bodyHash, save.bodyHash),
    save.userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, save.userId),
  );

/**
 * How long a repeat waits for the first copy of its save to finish before it is told 409 busy
 * (and its client sends it again later). Longer than any save takes.
 */
const REPEAT_WAIT = '5s';

/**
 * Claims the key inside the save's own transaction. Of concurrent duplicates, in any number of
 * processes, the primary key lets exactly one insert; the others wait on that row until the
 * winner's transaction ends: committed, they find its answer; rolled back (the save failed, or
 * its server died and PostgreSQL ended its session), one of them inserts and runs the save. So a
 * claim lives exactly as long as its database session, and a crash frees it at once. A row
 * without an answer can only be left by an older version of Greige, which claimed first and
 * saved after: it is taken over. Answers whether this request holds the claim.
 */
async function claim(tx: Db, save: IdempotentSave): Promise<boolean> {
  await tx.execute(sql.raw(`set local lock_timeout = '${REPEAT_WAIT}'`));
  const [won] = await tx
    .insert(idempotencyKeys)
    .values({ ...save, response: null, createdAt: new Date() })
    .onConflictDoUpdate({
      target: idempotencyKeys.key,
      set: { createdAt: new Date() },
      setWhere: and(sameSave(save), isNull(idempotencyKeys.response)),
    })
    .returning({ key: idempotencyKeys.key });
  return won !== undefined;
}

/** What a request that did not win the claim is told: the stored answer, or 422. */
async function answerForLoser(tx: Db, save: IdempotentSave): Promise<{ body: unknown }> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, save.key));
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

/**
 * Runs a save at most once per key: the claim, the save and its answer are written in ONE
 * transaction, so the answer exists exactly when the write does. A repeat gets the stored answer
 * (or 409 while the first still runs past REPEAT_WAIT); a save that fails leaves no claim, so the
 * client's retry runs it.
 */
export async function runIdempotent(
  database: Database,
  save: IdempotentSave,
  write: (tx: Db) => Promise<unknown>,
  onReplay: () => void,
): Promise<unknown> {
  try {
    const outcome = await database.db.transaction(async (tx) => {
      if (!(await claim(tx, save)))
        return { replayed: true, body: (await answerForLoser(tx, save)).body };
      const body = await write(tx);
      await tx
        .update(idempotencyKeys)
        .set({ response: { body: body ?? null } })
        .where(eq(idempotencyKeys.key, save.key));
      return { replayed: false, body };
    });
    if (outcome.replayed) onReplay();
    return outcome.body;
  } catch (error) {
    // 55P03: the first copy of this save still holds the key after REPEAT_WAIT.
    if (sqlStateOf(error) === '55P03') throw inFlight();
    throw error;
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
