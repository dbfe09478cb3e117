import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../support/app';

const t = await createTestApp();

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? String(raw[0]) : String(raw ?? '');
  return first.split(';')[0] ?? '';
};

describe('register and login', () => {
  it('registers a user who can sign in but has no role yet', async () => {
    const reg = await t.call('register', {
      signcredentials: { username: 'Meena', email: 'Meena@Mill.test', password: 'long enough pw' },
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ ok: true, message: expect.stringMatching(/administrator/) });

    const login = await t.call('login', {
      credentials: { email: 'meena@mill.test', password: 'long enough pw' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: 'Meena', roles: [], isAdmin: false });
    expect(login.json().pages.sort()).toEqual(['select-home', 'user-profile']);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
  });

  it('makes no second account for the same email, and answers as for a new one', async () => {
    const res = await t.call('register', {
      signcredentials: { username: 'Other', email: 'meena@mill.test', password: 'other long pw' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    const login = await t.call('login', {
      credentials: { email: 'meena@mill.test', password: 'other long pw' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a short password with a 400 that names the field, and writes nothing', async () => {
    const res = await t.call('register', {
      signcredentials: { username: 'Shorty', email: 'shorty@mill.test', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('signcredentials.password');
    const login = await t.call('login', {
      credentials: { email: 'shorty@mill.test', password: 'short' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('says the same thing for a wrong email and a wrong password', async () => {
    const a = await t.call('login', {
      credentials: { email: 'nobody@mill.test', password: 'whatever123' },
    });
    const b = await t.call('login', {
      credentials: { email: 'meena@mill.test', password: 'wrong password' },
    });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().error.message).toBe(b.json().error.message);
  });

  it('throttles an account after five failures with a 429 that says when to retry', async () => {
    await t.userWithRoles('Throttled', ['viewer']);
    for (let i = 0; i < 5; i++) {
      const res = await t.call('login', {
        credentials: { email: 'throttled@mill.test', password: `wrong-${i}-xx` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.call('login', {
      credentials: { email: 'throttled@mill.test', password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(/try again in \d+ minute/i);
  });
});

describe('sessions', () => {
  it('answers getSession for the signed-in user and 401 after logout', async () => {
    const cookie = await t.userWithRoles('Ravi', ['inspector']);
    const me = await t.call('getSession', {}, cookie);
    expect(me.json()).toMatchObject({ username: 'Ravi', roles: ['inspector'], isAdmin: false });
    expect(me.json().pages).toContain('mistake-details');
    expect(me.json().pages).not.toContain('sales-dashboard');

    expect((await t.call('logout', {}, cookie)).statusCode).toBe(200);
    expect((await t.call('getSession', {}, cookie)).statusCode).toBe(401);
  });

  it('refuses a call without a session with 401 JSON', async () => {
    const res = await t.call('getSession', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });
});

describe('changepassword', () => {
  it('changes your own password only with the current one, and ends your other sessions', async () => {
    const cookie = await t.userWithRoles('Anbu', ['viewer']);
    const other = await t.call('login', {
      credentials: { email: 'anbu@mill.test', password: TEST_PASSWORD },
    });
    const otherCookie = cookieOf(other);

    const noCurrent = await t.call(
      'changepassword',
      { passwordData: { email: 'anbu@mill.test', newPassword: 'a new long password' } },
      cookie,
    );
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().error.issues[0].path).toBe('passwordData.currentPassword');

    const ok = await t.call(
      'changepassword',
      {
        passwordData: {
          email: 'anbu@mill.test',
          newPassword: 'a new long password',
          currentPassword: TEST_PASSWORD,
        },
      },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.call('getSession', {}, cookie)).statusCode).toBe(200);
    expect((await t.call('getSession', {}, otherCookie)).statusCode).toBe(401);
    const relogin = await t.call('login', {
      credentials: { email: 'anbu@mill.test', password: 'a new long password' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it("refuses to change another user's password unless you are an administrator", async () => {
    await t.userWithRoles('Target', ['viewer']);
    const cookie = await t.userWithRoles('Nosy', ['sales']);
    const res = await t.call(
      'changepassword',
      {
        passwordData: {
          email: 'target@mill.test',
          newPassword: 'hijacked password',
          currentPassword: TEST_PASSWORD,
        },
      },
      cookie,
    );
    expect(res.statusCode).toBe(403);

    const admin = await t.userWithRoles('Boss', ['admin']);
    const reset = await t.call(
      'changepassword',
      { passwordData: { email: 'target@mill.test', newPassword: 'reset by admin ok' } },
      admin,
    );
    expect(reset.statusCode).toBe(200);
    const login = await t.call('login', {
      credentials: { email: 'target@mill.test', password: 'reset by admin ok' },
    });
    expect(login.statusCode).toBe(200);
  });
});
