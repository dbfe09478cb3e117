import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import {
  callPath,
  calls,
  type CallInput,
  type CallName,
  type CallOutput,
  type Calls,
} from '../../contract';
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
  /**
   * Calls by contract name the way the app does (POST JSON for saves, GET query for reads), with
   * an input of the call's own type.
   */
  call<K extends CallName>(
    name: K,
    input: CallInput<Calls[K]>,
    cookie?: string,
  ): Promise<LightMyRequestResponse>;
  /** Like `call`, expecting a 200: answers the body parsed by the call's output schema. */
  callOk<K extends CallName>(
    name: K,
    input: CallInput<Calls[K]>,
    cookie?: string,
  ): Promise<CallOutput<Calls[K]>>;
  /** Sends anything at all as a call's input: for the tests of what the server refuses. */
  send(name: CallName, input: unknown, cookie?: string): Promise<LightMyRequestResponse>;
}

let hashed: Promise<string> | undefined;

/** The whole server on a fresh database: an empty mill, or with `demo` the demo mill at scale 1. */
export async function createTestApp(opts: { demo?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase(opts);
  const config = loadConfig({ STATIC_DIR: '/nonexistent', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database });
  afterAll(() => app.close());

  const send: TestApp['send'] = (name, input, cookie) => {
    const def = calls[name];
    const headers = { 'x-greige-client': '1', ...(cookie ? { cookie } : {}) };
    if (def.method === 'POST' || def.kind === 'save') {
      return app.inject({ method: 'POST', url: callPath(def), payload: input as object, headers });
    }
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(input as object))
      query[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return app.inject({ method: 'GET', url: callPath(def), query, headers });
  };

  const callOk: TestApp['callOk'] = async (name, input, cookie) => {
    const res = await send(name, input, cookie);
    expect(res.statusCode, `${name} answered ${res.statusCode}: ${res.body}`).toBe(200);
    return calls[name].output.parse(res.json()) as CallOutput<Calls[typeof name]>;
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
    const res = await send('login', { credentials: { email, password: TEST_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return (first ?? '').split(';')[0] ?? '';
  };

  return { app, database, userWithRoles, call: send, callOk, send };
}
