import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badInput } from './errors';

/** The header a client sends with a save so that a retry of it is applied once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that was stored by an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
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

/** Object keys sorted, so the same body hashes the same whatever order the client wrote it in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
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
  const bodyHash = createHash('sha256')
    .update(`${callName}\n${canonical(body)}`)
    .digest('hex');
  return { key, userId, callName, bodyHash };
}

/** Keys whose save is running in this process: a repeat arriving meanwhile is told to wait (409). */
const inFlight = new Set<string>();

/** Thrown inside the transaction when another process stored the key first: the write rolls back. */
class KeyTaken extends Error {}

async function storedAnswer(db: Db, save: IdempotentSave): Promise<{ body: unknown } | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, save.key));
  if (!row) return null;
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
  return row.response as { body: unknown };
}

/**
 * Runs a save at most once per key: a stored answer is returned as it was, otherwise the save and
 * its answer are written in ONE transaction, so a crash between the two cannot happen.
 */
export async function runIdempotent(
  database: Database,
  save: IdempotentSave,
  write: (tx: Db) => Promise<unknown>,
  onReplay: () => void,
): Promise<unknown> {
  if (inFlight.has(save.key)) {
    throw new AppError('conflict', 'This save is still being processed. Try again in a moment.');
  }
  inFlight.add(save.key);
  try {
    const stored = await storedAnswer(database.db, save);
    if (stored) {
      onReplay();
      return stored.body;
    }
    try {
      return await database.db.transaction(async (tx) => {
        const body = await write(tx);
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ ...save, response: { body: body ?? null } })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) throw new KeyTaken();
        return body;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const winner = await storedAnswer(database.db, save);
      onReplay();
      return winner?.body ?? null;
    }
  } finally {
    inFlight.delete(save.key);
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
