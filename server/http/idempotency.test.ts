import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/app';
import { idempotencyKeys, users } from '../db/schema';
import { KEEP_KEYS_MS, pruneKeys } from './idempotency';

const t = await createTestApp();

const register = (username: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api/register',
    headers: { 'x-greige-client': '1', ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      signcredentials: {
        username,
        email: `${username.toLowerCase()}@mill.test`,
        password: 'long enough pw',
      },
    },
  });

const accounts = async (username: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.username, username))
  )[0]?.n;

describe('saves with an Idempotency-Key', () => {
  it('applies a repeated save once and answers the repeat with the stored response', async () => {
    const key = crypto.randomUUID();
    const first = await register('Ravi', key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, username: 'Ravi' });

    // The tablet never saw the answer and sends the very same save again.
    const again = await register('Ravi', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, username: 'Ravi' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await accounts('Ravi')).toBe(1);
  });

  it('refuses the same key with a different body (422) and writes nothing', async () => {
    const key = crypto.randomUUID();
    expect((await register('Kavya', key)).statusCode).toBe(200);
    const other = await register('Kumar', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_mismatch');
    expect(await accounts('Kumar')).toBe(0);
  });

  it('answers 409 to a repeat that arrives while the first is still running, and writes once', async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([register('Latha', key), register('Latha', key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await accounts('Latha')).toBe(1);
    // Once the first has finished, the repeat gets its answer.
    expect((await register('Latha', key)).json()).toEqual({ ok: true, username: 'Latha' });
  });

  it('keeps a failed save retryable: a 400 stores nothing under the key', async () => {
    const key = crypto.randomUUID();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/api/register',
      headers: { 'x-greige-client': '1', 'idempotency-key': key },
      payload: {
        signcredentials: { username: 'Mani', email: 'mani@mill.test', password: 'short' },
      },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
  });

  it('refuses a key that is not UUID-like, naming the header', async () => {
    const res = await register('Nila', 'a b');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('Idempotency-Key');
    expect(await accounts('Nila')).toBe(0);
  });

  it('still takes saves without a key (older clients)', async () => {
    expect((await register('Old')).statusCode).toBe(200);
    expect(await accounts('Old')).toBe(1);
  });

  it('keeps keys for at least 24 hours and prunes older ones', async () => {
    const now = Date.now();
    const day = 24 * 3600_000;
    await t.database.db.insert(idempotencyKeys).values([
      {
        key: 'fresh-key-1',
        callName: 'register',
        bodyHash: 'x',
        response: { body: null },
        createdAt: new Date(now - day),
      },
      {
        key: 'stale-key-1',
        callName: 'register',
        bodyHash: 'x',
        response: { body: null },
        createdAt: new Date(now - KEEP_KEYS_MS - 1000),
      },
    ]);
    expect(KEEP_KEYS_MS).toBeGreaterThanOrEqual(day);
    await pruneKeys(t.database.db, now, true);
    const left = (
      await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
    ).map((r) => r.key);
    expect(left).toContain('fresh-key-1');
    expect(left).not.toContain('stale-key-1');
  });
});
