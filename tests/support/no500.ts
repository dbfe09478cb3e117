import { eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callList, callPath, errorBody, type AnyCall } from '../../contract';
import { startSession } from '../../server/auth/sessions';
import { idempotencyKeys, users } from '../../server/db/schema';
import { implementedCallNames } from '../../server/handlers';
import { createTestApp } from './app';
import { runs } from './depth';
import { inputsFor } from './inputs';

/**
 * Nothing a client can send gets a 500. Every call of the contract gets RUNS generated inputs —
 * shaped like its schema, and hostile variants (NUL bytes, the year 0000, huge numbers, deep JSON,
 * wrong types, missing fields) — as a GET query and as a POST body, the ways the app and older
 * clients send them, signed in as an administrator, who may open every page. No answer is 500 or
 * above (a call not built yet answers 501 in the contract's error body), and a refused request
 * leaves every table as it was.
 */
const RUNS = runs(200, 25);

/**
 * Walks one share of the contract's calls (`part` of `parts`, by position), so the walk spreads
 * over the test workers as separate files.
 */
export async function walkCalls(part: number, parts: number): Promise<void> {
  const t = await createTestApp();
  const db = t.database.db;
  const admin = await t.userWithRoles('PropertyAdmin', ['admin']);
  const [adminUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'PropertyAdmin'));
  const implemented = new Set(implementedCallNames());

  /**
   * Tables a refused request may write by design: failed sign-ins and their audit entries count
   * towards throttling, and an idempotency claim is taken (then released) before a save runs.
   */
  const refusalRecords = /^(login_failures|audit_log|idempotency_keys)$|attempt|throttle/;

  /** Both drivers answer raw SQL with `{ rows }`. */
  const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

  /** Every row written to any other table bumps one counter, in the writing transaction. */
  async function countWrites(): Promise<void> {
    const tables = rowsOf<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    await db.execute(sql`create table test_writes (n bigint not null)`);
    await db.execute(sql`insert into test_writes values (0)`);
    await db.execute(
      sql.raw(`create function test_count_write() returns trigger language plpgsql as $$
      begin update test_writes set n = n + 1; return null; end $$`),
    );
    for (const { name } of tables) {
      if (refusalRecords.test(name)) continue;
      await db.execute(
        sql.raw(`create trigger test_count_write after insert or update or delete on "${name}"
        for each row execute function test_count_write()`),
      );
    }
  }
  await countWrites();

  const writes = async () =>
    Number(rowsOf<{ n: string }>(await db.execute(sql`select n from test_writes`))[0]?.n);
  const pendingClaims = () => db.$count(idempotencyKeys, isNull(idempotencyKeys.response));

  /** Signing out ends the session it is sent with, so logout gets a fresh one each time. */
  async function cookieFor(call: AnyCall): Promise<string> {
    if (call.name !== 'logout' || !adminUser) return admin;
    const { token } = await startSession(db, adminUser.id, { ip: '127.0.0.1', userAgent: null });
    return `${admin.split('=')[0]}=${token}`;
  }

  type Transport = 'GET' | 'POST';
  const transportsOf = (call: AnyCall): Transport[] =>
    call.method === 'POST' ? ['POST'] : call.kind === 'save' ? ['GET', 'POST'] : ['GET'];

  /** Sends an input the way the app (POST JSON, GET query) and the seed's clients do. */
  function send(
    call: AnyCall,
    input: unknown,
    how: Transport,
    cookie: string,
    key: string | null,
  ): Promise<LightMyRequestResponse> {
    const headers = {
      'x-greige-client': '1',
      cookie,
      ...(key ? { 'idempotency-key': key } : {}),
    };
    if (how === 'POST') {
      return t.app.inject({
        method: 'POST',
        url: callPath(call),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(input ?? {}),
      });
    }
    const query: Record<string, string> = {};
    if (input !== null && typeof input === 'object') {
      for (const [k, v] of Object.entries(input)) {
        if (v !== undefined) query[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
    }
    return t.app.inject({ method: 'GET', url: callPath(call), query, headers });
  }

  const mine = callList.filter((_, i) => i % parts === part);
  describe.each(mine.map((c) => [c.name, c] as const))('%s', (_name, call) => {
    it(`answers ${RUNS} generated inputs without a 500, writing nothing when it refuses`, async () => {
      const save = call.kind === 'save';
      const start = await writes();
      let written = start;
      await fc.assert(
        fc.asyncProperty(
          inputsFor(call),
          fc.constantFrom(...transportsOf(call)),
          fc.option(fc.uuid({ version: 4 }), { nil: null }),
          async (input, how, key) => {
            const cookie = await cookieFor(call);
            const before = call.name === 'logout' ? await writes() : written;
            const res = await send(call, input, how, cookie, save ? key : null);
            const seen = `${how} ${call.name} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            if (res.statusCode === 501) {
              expect(implemented.has(call.name), seen).toBe(false);
            } else {
              expect(res.statusCode, seen).toBeLessThan(500);
            }
            if (res.statusCode >= 400) {
              expect(errorBody.safeParse(res.json()).success, seen).toBe(true);
            }
            // A read never writes, so its writes are counted once for the whole run (below); a
            // save is checked request by request.
            if (!save) return;
            written = await writes();
            if (res.statusCode >= 400) {
              expect(written, `a refused request wrote: ${seen}`).toBe(before);
              if (key)
                expect(await pendingClaims(), `a refused save kept its claim: ${seen}`).toBe(0);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (!save) expect(await writes(), `${call.name} is a read and wrote`).toBe(start);
    }, 120_000);
  });
}
