import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, callPath } from '../../contract';
import { users } from '../../server/db/schema';
import { header, inspectionApp } from '../support/domains/inspection';
import { nested } from '../support/inputs';
import { fromDatabaseError } from '../../server/http/errors';

/**
 * The probe's findings, each as it was sent: every one answered 500 before, and must be a 400
 * naming the field, with nothing written.
 */
const { t, cookie, count, db } = await inspectionApp();

const issueOf = (res: { statusCode: number; json(): unknown }) => {
  const body = res.json() as { error: { code: string; issues?: { path: string }[] } };
  return { status: res.statusCode, code: body.error.code, path: body.error.issues?.[0]?.path };
};

describe('what the probe sent', () => {
  it('refuses a NUL byte in the username of register, naming the field, and creates no account', async () => {
    const before = await count(users);
    const res = await t.send('register', {
      signcredentials: {
        username: 'Ra\u0000vi',
        email: 'ravi@mill.test',
        password: 'a long enough passphrase',
      },
    });
    expect(issueOf(res)).toEqual({
      status: 400,
      code: 'bad_input',
      path: 'signcredentials.username',
    });
    expect(await count(users)).toBe(before);
  });

  it('refuses a NUL byte in any text of a save, naming the field', async () => {
    const res = await t.send(
      'postData',
      { jsonData: header({ tableName: 'Table\u00001' }) },
      cookie,
    );
    expect(issueOf(res)).toMatchObject({ status: 400, path: 'jsonData.tableName' });
    expect(res.json().error.message).toMatch(/control characters/);
  });

  it('refuses the year 0000 in a date range, naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: callPath(calls.getQIReportFromDB),
      query: { jsonStartDate: '0000-01-01', jsonEndDate: '2026-01-31' },
      headers: { cookie },
    });
    expect(issueOf(res)).toMatchObject({ status: 400, path: 'jsonStartDate' });
    expect(res.json().error.message).toMatch(/2000 to 2100/);
  });

  it('refuses deeply nested JSON sent with an Idempotency-Key, naming the field, and writes nothing', async () => {
    const before = await count(users);
    const res = await t.app.inject({
      method: 'POST',
      url: callPath(calls.postData),
      headers: {
        cookie,
        'x-greige-client': '1',
        'idempotency-key': crypto.randomUUID(),
        'content-type': 'application/json',
      },
      // Built as text: a value this deep would overflow JSON.stringify's own stack.
      payload: `{"jsonData":${JSON.stringify(header())},"extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(issueOf(res)).toMatchObject({ status: 400, path: 'extra' });
    expect(await count(users)).toBe(before);
  });

  it('refuses deeply nested JSON in a GET parameter, naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: callPath(calls.getQIReportFromDB),
      query: { jsonStartDate: JSON.stringify(nested(200)), jsonEndDate: '2026-01-31' },
      headers: { cookie },
    });
    expect(issueOf(res)).toMatchObject({ status: 400, path: 'jsonStartDate' });
  });
});

describe('a database refusal caused by input', () => {
  const refusal = async (statement: ReturnType<typeof sql>) => {
    try {
      await db.execute(statement);
    } catch (error) {
      return fromDatabaseError(error);
    }
    throw new Error('the database took it');
  };

  it('is a 400 for a value the database cannot store or compute (NUL, year 0, out of range)', async () => {
    for (const statement of [
      sql`select ${'a\u0000b'}::text`,
      sql`select '0000-01-01'::date`,
      sql`select 2147483648::int`,
    ]) {
      const error = await refusal(statement);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('bad_input');
    }
  });

  it('is a 409 for a duplicate of a unique value', async () => {
    await db.execute(sql`create temporary table dup_probe (k text primary key)`);
    await db.execute(sql`insert into dup_probe values ('a')`);
    const error = await refusal(sql`insert into dup_probe values ('a')`);
    expect(error?.status).toBe(409);
  });

  it('is left a 500 when the fault is the server’s own (a query that does not parse)', async () => {
    expect(await refusal(sql`select from_nowhere(`)).toBeNull();
  });
});
