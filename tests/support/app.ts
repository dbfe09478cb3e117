import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { callPath, calls, type CallName } from '../../contract';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { userRoles, users } from '../../server/db/schema';
import { createTestDatabase } from './db';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Creates a user with these roles and signs them in; returns the cookie header to send. */
  userWithRoles(username: string, roles: string[]): Promise<string>;
  /** Calls by contract name the way the app does (POST JSON for saves, GET query for reads). */
  call(
    name: CallName,
    input: Record<string, unknown>,
    cookie?: string,
  ): Promise<LightMyRequestResponse>;
}

let hashed: Promise<string> | undefined;

export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ STATIC_DIR: '/nonexistent', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database });
  afterAll(() => app.close());

  const call: TestApp['call'] = (name, input, cookie) => {
    const def = calls[name];
    const headers = { 'x-greige-client': '1', ...(cookie ? { cookie } : {}) };
    if (def.method === 'POST' || def.kind === 'save') {
      return app.inject({ method: 'POST', url: callPath(def), payload: input, headers });
    }
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(input))
      query[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return app.inject({ method: 'GET', url: callPath(def), query, headers });
  };

  const userWithRoles: TestApp['userWithRoles'] = async (username, roles) => {
    hashed ??= hashPassword(TEST_PASSWORD);
    const email = `${username.toLowerCase()}@mill.test`;
    const [user] = await database.db
      .insert(users)
      .values({ username, email, passwordHash: await hashed })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    if (roles.length)
      await database.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    const res = await call('login', { credentials: { email, password: TEST_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return (first ?? '').split(';')[0] ?? '';
  };

  return { app, database, userWithRoles, call };
}
