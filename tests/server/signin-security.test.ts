import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { LIMITS } from '../../server/auth/throttle';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { auditLog, idempotencyKeys, userRoles, users } from '../../server/db/schema';
import { createTestDatabase } from '../support/db';

/**
 * Sign-in, registration and password changes as an attacker would try them: spoofed addresses,
 * parallel guesses, locking someone else out, replayed keys, cross-site requests, and the headers
 * and cookie every answer carries.
 */
const PASSWORD = 'quiet loom morning shift';

interface Server {
  app: FastifyInstance;
  database: Database;
}

async function serverWith(env: Record<string, string> = {}): Promise<Server> {
  const database = await createTestDatabase();
  const config = loadConfig({
    STATIC_DIR: '/nonexistent',
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database });
  afterAll(() => app.close());
  return { app, database };
}

const plain = await serverWith();
const proxied = await serverWith({ TRUST_PROXY: '127.0.0.1' });

let hashed: Promise<string> | undefined;
async function account(s: Server, username: string, roles: string[] = []): Promise<string> {
  hashed ??= hashPassword(PASSWORD);
  const email = `${username.toLowerCase()}@mill.test`;
  const [user] = await s.database.db
    .insert(users)
    .values({ username, email, passwordHash: await hashed })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  if (roles.length) {
    await s.database.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  }
  return email;
}

type Extra = Pick<InjectOptions, 'remoteAddress'> & { headers?: Record<string, string> };

const post = (s: Server, path: string, payload: unknown, extra: Extra = {}) =>
  s.app.inject({
    method: 'POST',
    url: `/api/api/${path}`,
    payload: payload as Record<string, unknown>,
    ...extra,
  });

const login = (s: Server, email: string, password: string, extra: Extra = {}) =>
  post(s, 'login', { credentials: { email, password } }, extra);

const cookieOf = (res: LightMyRequestResponse): string => {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? String(raw[0]) : String(raw ?? '');
  return first.split(';')[0] ?? '';
};

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const howMany = (list: number[], status: number) => list.filter((s) => s === status).length;

const auditOf = (s: Server, action: string) =>
  s.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the address a sign-in comes from', () => {
  it('is the real connection unless TRUST_PROXY is set: a spoofed X-Forwarded-For is ignored', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.address; i++) {
      const res = await login(plain, `nobody${i}@mill.test`, 'not the password', {
        remoteAddress: '10.1.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      answers.push(res.statusCode);
    }
    expect(howMany(answers, 401)).toBe(LIMITS.address);
    expect(answers.at(-1)).toBe(429);
  });

  it('is the X-Forwarded-For of a proxy named in TRUST_PROXY', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.address; i++) {
      const res = await login(proxied, `nobody${i}@mill.test`, 'not the password', {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      answers.push(res.statusCode);
    }
    // Every request came from another client behind the proxy: none reached a limit.
    expect(howMany(answers, 401)).toBe(LIMITS.address + 1);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes true/false, a hop count or addresses and CIDRs', () => {
    const of = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect(of()).toBe(false);
    expect(of('false')).toBe(false);
    expect(of('true')).toBe(true);
    expect(of('2')).toBe(2);
    expect(of('127.0.0.1, 10.0.0.0/8, ::1, loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => of('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => of('proxy.mill')).toThrow(/TRUST_PROXY/);
  });
});

describe('guessing a password', () => {
  it('checks only as many of 20 parallel wrong passwords as the limit, and refuses the right one after them', async () => {
    const email = await account(plain, 'Parallel');
    const from = { remoteAddress: '10.2.0.1' };
    const wrong = Array.from({ length: 20 }, (_, i) =>
      login(plain, email, `wrong guess ${i}`, from),
    );
    const right = login(plain, email, PASSWORD, from);
    const answers = statuses(await Promise.all([...wrong, right]));
    expect(howMany(answers.slice(0, 20), 401)).toBe(LIMITS.pair);
    expect(howMany(answers.slice(0, 20), 429)).toBe(20 - LIMITS.pair);
    expect(answers[20]).toBe(429);
    expect(await auditOf(plain, 'signin.throttled')).toContainEqual(
      expect.objectContaining({ target: email }),
    );
  });

  it('locks an address out of an account, not the owner on another address (administrator included)', async () => {
    const email = await account(plain, 'Chief', ['admin']);
    const attacker = { remoteAddress: '10.3.0.1' };
    for (let i = 0; i < LIMITS.pair; i++) {
      expect((await login(plain, email, `guess ${i} of many`, attacker)).statusCode).toBe(401);
    }
    expect((await login(plain, email, PASSWORD, attacker)).statusCode).toBe(429);

    const owner = await login(plain, email, PASSWORD, { remoteAddress: '10.3.0.2' });
    expect(owner.statusCode).toBe(200);
    // The owner sees it in the audit log.
    const log = await plain.app.inject({
      method: 'GET',
      url: '/api/api/getAuditLog',
      headers: { cookie: cookieOf(owner) },
      remoteAddress: '10.3.0.2',
    });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toContainEqual(
      expect.objectContaining({
        action: 'signin.throttled',
        target: email,
        details: expect.objectContaining({ address: '10.3.0.1' }),
      }),
    );
  });

  it('slows guessing from many addresses to one try per address; the owner still gets in', async () => {
    const email = await account(plain, 'Spread');
    // Two wrong passwords from each of ten addresses: the account's limit across addresses.
    for (let a = 0; a < LIMITS.account / 2; a++) {
      for (let i = 0; i < 2; i++) {
        const res = await login(plain, email, `spread guess ${a}-${i}`, {
          remoteAddress: `10.4.0.${a + 1}`,
        });
        expect(res.statusCode).toBe(401);
      }
    }
    // An address that has failed gets no more tries, although below its own limit.
    expect(
      (await login(plain, email, 'one more guess', { remoteAddress: '10.4.0.1' })).statusCode,
    ).toBe(429);
    // A new address gets one try, then no more.
    const fresh = { remoteAddress: '10.4.1.1' };
    expect((await login(plain, email, 'fresh guess one', fresh)).statusCode).toBe(401);
    expect((await login(plain, email, 'fresh guess two', fresh)).statusCode).toBe(429);
    // The owner's own tablet has not failed: it signs in.
    expect((await login(plain, email, PASSWORD, { remoteAddress: '10.4.2.1' })).statusCode).toBe(
      200,
    );
    expect(await auditOf(plain, 'signin.throttled')).toContainEqual(
      expect.objectContaining({
        target: email,
        details: expect.objectContaining({ scope: 'account' }),
      }),
    );
  });
});

describe('register', () => {
  const register = (username: string, email: string, password: string, extra: Extra = {}) =>
    post(plain, 'register', { signcredentials: { username, email, password } }, extra);

  it('answers alike whether or not the email or the name is taken, and never makes a second account for an email', async () => {
    const from = { remoteAddress: '10.5.0.1' };
    const first = await register('Kavi', 'kavi@mill.test', 'first loom password', from);
    const sameEmail = await register('Kavi Other', 'Kavi@Mill.test', 'second loom password', from);
    const sameName = await register('kavi', 'kavi.two@mill.test', 'third loom password', from);
    for (const res of [first, sameEmail, sameName]) expect(res.statusCode).toBe(200);
    expect(sameEmail.json()).toEqual(first.json());
    expect(sameName.json()).toEqual(first.json());

    // The email keeps its first account and password; the second registration changed nothing.
    expect((await login(plain, 'kavi@mill.test', 'second loom password', from)).statusCode).toBe(
      401,
    );
    const owner = await login(plain, 'kavi@mill.test', 'first loom password', from);
    expect(owner.json()).toMatchObject({ username: 'Kavi' });
    const named = await plain.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'Kavi Other'));
    expect(named).toEqual([]);
    // A newcomer whose name is taken gets the name with a number.
    const newcomer = await login(plain, 'kavi.two@mill.test', 'third loom password', from);
    expect(newcomer.json()).toMatchObject({ username: 'kavi 2' });
  });

  it('refuses a common password, or one made of the name or email, with a 400 naming the field', async () => {
    const from = { remoteAddress: '10.5.1.1' };
    for (const password of ['password123', 'qwertyuiop', 'Sundaram12345']) {
      const res = await register('Sundaram', 'sundaram@mill.test', password, from);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toBe('signcredentials.password');
    }
    const none = await plain.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sundaram@mill.test'));
    expect(none).toEqual([]);
  });

  it('is throttled per address', async () => {
    const from = { remoteAddress: '10.5.2.1' };
    for (let i = 0; i < LIMITS.register; i++) {
      const res = await register(`Batch ${i}`, `batch${i}@mill.test`, 'batch loom password', from);
      expect(res.statusCode).toBe(200);
    }
    const over = await register('Batch over', 'batch.over@mill.test', 'batch loom password', from);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await register('Elsewhere', 'elsewhere@mill.test', 'batch loom password', {
      remoteAddress: '10.5.2.2',
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(await auditOf(plain, 'register.throttled')).toContainEqual(
      expect.objectContaining({ target: '10.5.2.1' }),
    );
  });
});

describe('changepassword', () => {
  it('throttles the current-password check per user, and refuses a common new password', async () => {
    const email = await account(plain, 'Changer');
    const from = { remoteAddress: '10.6.0.1' };
    const cookie = cookieOf(await login(plain, email, PASSWORD, from));
    const change = (currentPassword: string, newPassword = 'a fresh loom password') =>
      post(
        plain,
        'changepassword',
        { passwordData: { email, newPassword, currentPassword } },
        {
          ...from,
          headers: { cookie },
        },
      );

    const weak = await change(PASSWORD, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.issues[0].path).toBe('passwordData.newPassword');

    for (let i = 0; i < LIMITS.currentPassword; i++) {
      const res = await change(`not it ${i} at all`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toBe('passwordData.currentPassword');
    }
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect(await auditOf(plain, 'password.throttled')).toContainEqual(
      expect.objectContaining({ target: email }),
    );
  });
});

describe('Idempotency-Key on calls that take a password', () => {
  it('is ignored: nothing is stored, and a repeated wrong sign-in still counts', async () => {
    const email = await account(plain, 'Keyed');
    const extra = { remoteAddress: '10.7.0.1', headers: { 'idempotency-key': 'same-key-123456' } };
    expect((await login(plain, email, PASSWORD, extra)).statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.pair; i++) {
      answers.push((await login(plain, email, 'the same wrong one', extra)).statusCode);
    }
    expect(answers).toEqual([...Array<number>(LIMITS.pair).fill(401), 429]);

    const reg = await post(
      plain,
      'register',
      { signcredentials: { username: 'Keyed Two', email: 'keyed2@mill.test', password: PASSWORD } },
      { remoteAddress: '10.7.0.2', headers: { 'idempotency-key': 'register-key-123456' } },
    );
    expect(reg.statusCode).toBe(200);
    expect(await plain.database.db.select().from(idempotencyKeys)).toEqual([]);
  });
});

describe('cross-site requests', () => {
  it('never runs a save on HEAD', async () => {
    const email = await account(plain, 'Headed');
    const from = { remoteAddress: '10.8.0.1' };
    const mine = cookieOf(await login(plain, email, PASSWORD, from));
    const other = cookieOf(await login(plain, email, PASSWORD, from));
    const head = await plain.app.inject({
      method: 'HEAD',
      url: '/api/api/endOtherSessions',
      headers: { cookie: mine, 'sec-fetch-site': 'cross-site' },
    });
    expect(head.statusCode).toBe(404);
    const still = await plain.app.inject({
      method: 'GET',
      url: '/api/api/getSession',
      headers: { cookie: other },
    });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a POST save from another site, and takes it from the app or a client without a browser', async () => {
    const email = await account(plain, 'Posted');
    const from = { remoteAddress: '10.8.1.1' };
    const mine = cookieOf(await login(plain, email, PASSWORD, from));
    const other = cookieOf(await login(plain, email, PASSWORD, from));
    const end = (headers: Record<string, string>) =>
      post(plain, 'endOtherSessions', {}, { headers: { cookie: mine, ...headers } });
    const session = (cookie: string) =>
      plain.app.inject({ method: 'GET', url: '/api/api/getSession', headers: { cookie } });

    expect((await end({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await end({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await end({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await end({ origin: 'null' })).statusCode).toBe(403);
    expect((await session(other)).statusCode).toBe(200);

    const app = await end({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' });
    expect(app.statusCode).toBe(200);
    expect((await session(other)).statusCode).toBe(401);

    const another = cookieOf(await login(plain, email, PASSWORD, from));
    expect((await end({ host: 'greige.mill', origin: 'http://greige.mill' })).statusCode).toBe(200);
    expect((await session(another)).statusCode).toBe(401);
    // An older client sends neither header.
    expect((await end({})).statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy and the other security headers, HSTS only on HTTPS', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();

    // A client claiming HTTPS is not believed; a trusted proxy is.
    const spoofed = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('marks every API answer no-store, errors included', async () => {
    const email = await account(plain, 'Cached');
    const answers = [
      await plain.app.inject({ method: 'GET', url: '/api/api/noSuchCall' }),
      await plain.app.inject({ method: 'GET', url: '/api3003/api/noSuchCall' }),
      await plain.app.inject({ method: 'GET', url: '/api/api/getSession' }),
      await plain.app.inject({
        method: 'POST',
        url: '/api/api/login',
        payload: '{"credentials":',
        headers: { 'content-type': 'application/json' },
      }),
      await plain.app.inject({
        method: 'POST',
        url: '/api/api/login',
        payload: JSON.stringify({ pad: 'x'.repeat(3 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      }),
      await post(plain, 'login', { credentials: { email: 'not-an-email', password: 'x' } }),
      await login(plain, email, PASSWORD, { remoteAddress: '10.9.0.1' }),
    ];
    expect(statuses(answers)).toEqual([404, 404, 401, 400, 413, 400, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the session cookie __Host- and makes it Secure only on a real or trusted HTTPS', async () => {
    const email = await account(plain, 'Cookie');
    const spoofed = await login(plain, email, PASSWORD, {
      remoteAddress: '10.9.1.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const overHttp = String(spoofed.headers['set-cookie']);
    expect(overHttp).toMatch(/^greige_session=/);
    expect(overHttp).not.toMatch(/;\s*Secure/i);

    const proxiedEmail = await account(proxied, 'Cookie');
    const https = { 'x-forwarded-proto': 'https' };
    const res = await login(proxied, proxiedEmail, PASSWORD, { headers: https });
    const overHttps = String(res.headers['set-cookie']);
    expect(overHttps).toMatch(/^__Host-greige_session=/);
    expect(overHttps).toMatch(/;\s*Secure/i);
    expect(overHttps).toMatch(/;\s*Path=\//i);
    expect(overHttps).not.toMatch(/Domain=/i);
    const me = await proxied.app.inject({
      method: 'GET',
      url: '/api/api/getSession',
      headers: { ...https, cookie: cookieOf(res) },
    });
    expect(me.statusCode).toBe(200);
  });
});
