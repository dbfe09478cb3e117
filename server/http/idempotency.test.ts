import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, callPath } from '../../contract';
import { header, inspectionApp } from '../../tests/support/domains/inspection';
import { rowsOf } from '../db/rows';
import { idempotencyKeys, qiMistakes, qiReports, users } from '../db/schema';
import { bodyHashOf, KEEP_KEYS_MS, pruneKeys, runIdempotent } from './idempotency';

const { t, cookie, count, db } = await inspectionApp();
const [inspector] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.username, 'Kavitha'));

/** Posts a save as the tablet's outbox does: POST JSON with the app header and a key. */
const post = (name: 'postData' | 'postMistakeData' | 'postRollData', body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: callPath(calls[name]),
    headers: { 'x-greige-client': '1', cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

const start = (tableName: string, key?: string) =>
  post('postData', { jsonData: header({ tableName }) }, key);

const claimOf = async (key: string) =>
  (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

describe('saves with an Idempotency-Key', () => {
  it('applies a repeated save once and answers the repeat with the stored response', async () => {
    const key = crypto.randomUUID();
    const before = await count(qiReports);
    const first = await start('Table 1', key);
    expect(first.statusCode).toBe(200);

    // The tablet never saw the answer and sends the very same save again.
    const again = await start('Table 1', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(qiReports)).toBe(before + 1);
  });

  it('refuses the same key with a different body (422) and writes nothing', async () => {
    const key = crypto.randomUUID();
    expect((await start('Table 2', key)).statusCode).toBe(200);
    const before = await count(qiReports);
    const other = await start('Table 3', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_mismatch');
    expect(await count(qiReports)).toBe(before);
  });

  it('writes once when a repeat arrives while the first is still running: 409 or the stored answer', async () => {
    const key = crypto.randomUUID();
    const before = await count(qiReports);
    const answers = await Promise.all([start('Table 4', key), start('Table 4', key)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    expect(await count(qiReports)).toBe(before + 1);
    // Once the first has finished, the repeat gets its answer.
    const winner = answers.find((a) => a.statusCode === 200 && !a.headers['idempotent-replayed']);
    expect((await start('Table 4', key)).json()).toEqual(winner?.json());
  });

  it('keeps a failed save retryable: its claim is released and the retry runs', async () => {
    const { reportNo } = (await start('Table 5')).json();
    const tap = {
      jsonData: { reportNo, rollNo: 'GR-T-3', mistake: 'Slub', points: 1, positionM: 2 },
    };
    const key = crypto.randomUUID();
    // The roll's own save is still in the outbox behind the tap: the tap is refused …
    const early = await post('postMistakeData', tap, key);
    expect(early.statusCode).toBe(400);
    expect(await claimOf(key)).toBeUndefined();
    // … and once the roll is there, the very same tap with the same key is recorded.
    expect(
      (await post('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-3', kg: 20 } }))
        .statusCode,
    ).toBe(200);
    const before = await count(qiMistakes);
    const retried = await post('postMistakeData', tap, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(qiMistakes)).toBe(before + 1);
  });

  it('takes over a key that an older version claimed and never answered', async () => {
    // Older versions claimed a key in its own statement before the save; a crash left the claim.
    const body = { jsonData: header({ tableName: 'Table 6' }) };
    const key = crypto.randomUUID();
    await db.insert(idempotencyKeys).values({
      key,
      userId: inspector?.id ?? null,
      callName: 'postData',
      bodyHash: bodyHashOf('postData', body),
      response: null,
      createdAt: new Date(Date.now() - 1000),
    });
    const before = await count(qiReports);
    const taken = await post('postData', body, key);
    expect(taken.statusCode).toBe(200);
    expect(await count(qiReports)).toBe(before + 1);
    expect((await claimOf(key))?.response).toEqual({ body: taken.json() });
  });

  // A save left running in a second session needs a second connection: PGlite has one, so this
  // runs in the PostgreSQL pass (DATABASE_URL) only.
  it.skipIf(t.database.kind === 'pglite')(
    'leaves no claim behind a save whose server died mid-save: the resend runs at once, once',
    async () => {
      const body = { jsonData: header({ tableName: 'Table 9' }) };
      const key = crypto.randomUUID();
      const before = await count(qiReports);
      // A server is in the middle of this save …
      let pid = 0;
      let inside!: () => void;
      const reached = new Promise<void>((resolve) => (inside = resolve));
      let carryOn!: () => void;
      const stalled = new Promise<void>((resolve) => (carryOn = resolve));
      const dying = runIdempotent(
        t.database,
        {
          key,
          userId: inspector?.id ?? null,
          callName: 'postData',
          bodyHash: bodyHashOf('postData', body),
        },
        async (tx) => {
          [{ pid = 0 } = {}] = await rowsOf<{ pid: number }>(
            tx,
            sql`select pg_backend_pid() as pid`,
          );
          inside();
          await stalled;
          return null;
        },
        () => undefined,
      ).then(
        () => 'finished',
        () => 'died',
      );
      await reached;
      // … and nothing of its claim is there for anyone else until it commits.
      expect(await claimOf(key)).toBeUndefined();
      // The tablet resends meanwhile: it waits on the key rather than being refused …
      const resend = post('postData', body, key);
      await expect
        .poll(async () => {
          const [waiting] = await rowsOf<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          );
          return waiting?.n;
        })
        .toBe(1);
      // … and when the first server's session ends (its process killed), the resend runs.
      await db.execute(sql`select pg_terminate_backend(${pid})`);
      const answer = await resend;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(await count(qiReports)).toBe(before + 1);
      carryOn();
      expect(await dying).toBe('died');
    },
  );

  it('refuses a key that is not UUID-like, naming the header', async () => {
    const before = await count(qiReports);
    const res = await start('Table 7', 'a b');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('Idempotency-Key');
    expect(await count(qiReports)).toBe(before);
  });

  it('still takes saves without a key (older clients)', async () => {
    const before = await count(qiReports);
    expect((await start('Table 8')).statusCode).toBe(200);
    expect(await count(qiReports)).toBe(before + 1);
  });

  it('keeps keys for at least 24 hours and prunes older ones', async () => {
    const now = Date.now();
    const day = 24 * 3600_000;
    await db.insert(idempotencyKeys).values([
      {
        key: 'fresh-key-1',
        callName: 'postData',
        bodyHash: 'x',
        response: { body: null },
        createdAt: new Date(now - day),
      },
      {
        key: 'stale-key-1',
        callName: 'postData',
        bodyHash: 'x',
        response: { body: null },
        createdAt: new Date(now - KEEP_KEYS_MS - 1000),
      },
    ]);
    expect(KEEP_KEYS_MS).toBeGreaterThanOrEqual(day);
    await pruneKeys(db, now, true);
    const left = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (r) => r.key,
    );
    expect(left).toContain('fresh-key-1');
    expect(left).not.toContain('stale-key-1');
  });
});
