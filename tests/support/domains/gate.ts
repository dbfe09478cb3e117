import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { callPath, calls, type CallName } from '../../../contract';
import type { VisitorPayload } from '../../../contract/gate/visitors';
import { buildApp } from '../../../server/app';
import { hashPassword } from '../../../server/auth/passwords';
import { loadConfig } from '../../../server/config';
import type { Database, Db } from '../../../server/db/client';
import { employees, shiftTypes, userRoles, users } from '../../../server/db/schema';
import { demoVisitorPhoto } from '../../../server/demo/catalogue/gate';
import { dayInZone } from '../../../rules/periods';
import { millMidnight } from '../../../server/domains/gate/time';
import { TEST_PASSWORD } from '../app';
import { createTestDatabase } from '../db';

/**
 * Test support of the gate: a few employees to visit (one without email), the day shift, a real
 * JPEG, a visitor's entry, and a test app built with the configuration a test needs (SMTP_URL).
 */

export const host = {
  employeeId: 'HR-EMP-90001',
  employeeName: 'Meena Host',
  designation: 'Manager',
  department: 'Sales',
  companyEmail: 'meena.host@mill.test',
} as const;
export const hostWithoutEmail = {
  employeeId: 'HR-EMP-90002',
  employeeName: 'Arun Floor',
  designation: 'Operator',
  department: 'Knitting',
  companyEmail: null,
} as const;

export async function seedGatePeople(db: Db): Promise<void> {
  await db.insert(employees).values([
    host,
    hostWithoutEmail,
    {
      employeeId: 'HR-EMP-90003',
      employeeName: 'Velu Guard',
      designation: 'Security Guard',
      department: 'Security',
    },
  ]);
  await db
    .insert(shiftTypes)
    .values({ name: 'General', startTime: '09:00', endTime: '17:30', lateGraceMinutes: 10 })
    .onConflictDoNothing();
}

export const jpegBytes: Buffer = demoVisitorPhoto;
export const jpegDataUrl = `data:image/jpeg;base64,${jpegBytes.toString('base64')}`;

export const visitor = (over: Partial<VisitorPayload> = {}): VisitorPayload => ({
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  company: 'Sri Kaveri Yarns',
  purpose: 'Yarn supply meeting',
  hostEmployee: host.employeeName,
  idProofType: 'Aadhaar',
  idProofNo: '2345 6789 0123',
  vehicleNo: 'TN 38 AB 1234',
  photo: jpegDataUrl,
  // Half an hour ago, but never before the mill's midnight: the visit stays in today's report.
  inTime: new Date(
    Math.max(Date.now() - 30 * 60_000, millMidnight(dayInZone(new Date())).getTime()),
  ).toISOString(),
  ...over,
});

export interface GateApp {
  app: FastifyInstance;
  database: Database;
  /** A user with these roles, signed in: the cookie to send. */
  signIn(username: string, roles: string[]): Promise<string>;
  send(
    name: CallName,
    input: unknown,
    cookie: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The whole server on a fresh database (with `demo`, the demo mill at scale 1), with configuration
 * of the test's own (SMTP_URL…).
 */
export async function createGateApp(
  env: Record<string, string> = {},
  opts: { demo?: boolean } = {},
): Promise<GateApp> {
  const database = await createTestDatabase(opts);
  const config = loadConfig({
    STATIC_DIR: '/nonexistent',
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database });
  afterAll(() => app.close());
  const send: GateApp['send'] = (name, input, cookie, headers = {}) => {
    const def = calls[name];
    const common = { 'x-greige-client': '1', cookie, ...headers };
    if (def.method === 'POST' || def.kind === 'save') {
      return app.inject({
        method: 'POST',
        url: callPath(def),
        payload: input as object,
        headers: common,
      });
    }
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(input as object))
      query[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return app.inject({ method: 'GET', url: callPath(def), query, headers: common });
  };
  const signIn: GateApp['signIn'] = async (username, roles) => {
    const email = `${username.toLowerCase()}@mill.test`;
    const [user] = await database.db
      .insert(users)
      .values({ username, email, passwordHash: await hashPassword(TEST_PASSWORD) })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    if (roles.length) {
      await database.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    }
    const res = await app.inject({
      method: 'POST',
      url: callPath(calls.login),
      payload: { credentials: { email, password: TEST_PASSWORD } },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return (first ?? '').split(';')[0] ?? '';
  };
  return { app, database, signIn, send };
}
