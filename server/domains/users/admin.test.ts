import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../tests/support/app';
import { auditLog } from '../../db/schema';

const t = await createTestApp();
const admin = await t.userWithRoles('Chief', ['admin']);
const auditOf = async (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('reading and changing other users', () => {
  it('lets a user without the admin pages read nobody’s roles, not even their own by this call', async () => {
    const cookie = await t.userWithRoles('Kavi', ['inspector']);
    const res = await t.call('getUserRoles', { jsonUsername: 'Chief' }, cookie);
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.call(
          'submitUserRoles',
          { jsonData: { username: 'Kavi', roles: ['admin'] } },
          cookie,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('refuses changing another user’s password to a non-admin', async () => {
    const cookie = await t.userWithRoles('Selvi', ['sales']);
    const res = await t.call(
      'changepassword',
      { passwordData: { email: 'chief@mill.test', newPassword: 'taken over now' } },
      cookie,
    );
    expect(res.statusCode).toBe(403);
    expect((await t.call('getSession', {}, admin)).statusCode).toBe(200);
  });

  it('records an administrator’s password reset in the audit log', async () => {
    await t.userWithRoles('Forgot', ['viewer']);
    const reset = await t.call(
      'changepassword',
      { passwordData: { email: 'forgot@mill.test', newPassword: 'a fresh password' } },
      admin,
    );
    expect(reset.statusCode).toBe(200);
    const log = (await t.call('getAuditLog', {}, admin)).json();
    expect(log[0]).toMatchObject({
      action: 'password.reset',
      target: 'forgot@mill.test',
      actor: 'Chief',
    });
  });

  it('still needs the admin role when a role is granted the user pages', async () => {
    await t.call(
      'saveRolePages',
      { jsonData: { role: 'viewer', pages: ['select-home', 'users-list'] } },
      admin,
    );
    const cookie = await t.userWithRoles('Peek', ['viewer']);
    expect((await t.call('getUserData', {}, cookie)).statusCode).toBe(200);
    const grant = await t.call(
      'submitUserRoles',
      { jsonData: { username: 'Peek', roles: ['admin'] } },
      cookie,
    );
    expect(grant.statusCode).toBe(403);
    expect((await t.call('getUserRoles', { jsonUsername: 'Chief' }, cookie)).statusCode).toBe(403);
    expect((await t.call('getUserRoles', { jsonUsername: 'Peek' }, cookie)).json()).toEqual({
      username: 'Peek',
      roles: ['viewer'],
    });
  });
});

describe('the last administrator', () => {
  it('cannot be disabled or lose the admin role, and the refusal writes nothing', async () => {
    const disable = await t.call(
      'setUserActive',
      { jsonData: { username: 'Chief', active: false } },
      admin,
    );
    expect(disable.statusCode).toBe(409);
    const other = await t.userWithRoles('Deputy', ['admin']);
    const offDeputy = await t.call(
      'setUserActive',
      { jsonData: { username: 'Deputy', active: false } },
      admin,
    );
    expect(offDeputy.json()).toMatchObject({ username: 'Deputy', active: false, endedSessions: 1 });
    expect((await t.call('getSession', {}, other)).statusCode).toBe(401);

    const demote = await t.call(
      'submitUserRoles',
      { jsonData: { username: 'Chief', roles: ['viewer'] } },
      admin,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/last administrator/i);
    const roles = await t.call('getUserRoles', { jsonUsername: 'Chief' }, admin);
    expect(roles.json().roles).toEqual(['admin']);
  });
});

describe('disabling a user', () => {
  it('ends their sessions at once, refuses their sign-in, and is audited; enabling lets them back', async () => {
    const cookie = await t.userWithRoles('Guard', ['security']);
    expect((await t.call('getSession', {}, cookie)).statusCode).toBe(200);
    const res = await t.call(
      'setUserActive',
      { jsonData: { username: 'guard', active: false } },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect((await t.call('getSession', {}, cookie)).statusCode).toBe(401);
    const login = await t.call('login', {
      credentials: { email: 'guard@mill.test', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error.message).toMatch(/disabled/);

    const users = (await t.call('getUserData', {}, admin)).json() as {
      username: string;
      active: boolean;
    }[];
    expect(users.find((u) => u.username === 'Guard')?.active).toBe(false);
    expect(await auditOf('user.disabled')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: 'Guard', details: { endedSessions: 1 } }),
      ]),
    );
    await t.call('setUserActive', { jsonData: { username: 'Guard', active: true } }, admin);
    const again = await t.call('login', {
      credentials: { email: 'guard@mill.test', password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('waiting users', () => {
  it('flags a registered user with no role as waiting until a role is granted', async () => {
    await t.call('register', {
      signcredentials: {
        username: 'Newbie',
        email: 'newbie@mill.test',
        password: 'long enough pw',
      },
    });
    const row = async () =>
      (
        (await t.call('getUserData', {}, admin)).json() as { username: string; waiting: boolean }[]
      ).find((u) => u.username === 'Newbie');
    expect(await row()).toMatchObject({ waiting: true });
    await t.call(
      'submitUserRoles',
      { jsonData: { username: 'Newbie', roles: ['inspector'] } },
      admin,
    );
    expect(await row()).toMatchObject({ waiting: false });
    const audit = await auditOf('user.roles');
    expect(audit.at(-1)).toMatchObject({
      target: 'Newbie',
      details: { before: [], after: ['inspector'] },
    });
  });
});
