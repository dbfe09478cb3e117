import { describe, expect, it } from 'vitest';
import type { PageName } from '../../../contract';
import { dayInZone } from '../../../rules/periods';
import { createTestApp } from '../../../tests/support/app';
import { auditLog } from '../../db/schema';
import { seededRoles } from '../../permissions/roles';

const t = await createTestApp();
const admin = await t.userWithRoles('Chief', ['admin']);

describe('getRoles', () => {
  it('lists every seeded role with its title, pages and number of users', async () => {
    const res = await t.call('getRoles', {}, admin);
    const rows = res.json() as { name: string; title: string; pages: string[]; users: number }[];
    expect(rows.map((r) => r.name)).toEqual(Object.keys(seededRoles).sort());
    const security = rows.find((r) => r.name === 'security');
    expect(security).toMatchObject({ title: 'Security', users: 0 });
    expect(new Set(security?.pages)).toEqual(new Set(seededRoles.security.pages));
    expect(rows.find((r) => r.name === 'admin')?.users).toBe(1);
  });
});

describe('saveRolePages', () => {
  it('applies on the user’s next call without a new sign-in, and is audited', async () => {
    const guard = await t.userWithRoles('Gate', ['security']);
    expect((await t.call('getCustomerDataFromDB', {}, guard)).statusCode).toBe(403);

    const pages: PageName[] = [...seededRoles.security.pages, 'customer-list'];
    const saved = await t.call('saveRolePages', { jsonData: { role: 'security', pages } }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pages).toContain('customer-list');
    expect((await t.call('getCustomerDataFromDB', {}, guard)).statusCode).toBe(200);
    expect((await t.call('getSession', {}, guard)).json().pages).toContain('customer-list');

    await t.call(
      'saveRolePages',
      { jsonData: { role: 'security', pages: seededRoles.security.pages } },
      admin,
    );
    expect((await t.call('getCustomerDataFromDB', {}, guard)).statusCode).toBe(403);

    const log = (await t.call('getAuditLog', {}, admin)).json() as {
      action: string;
      actor: string;
      details: unknown;
    }[];
    const rolePages = log.filter((r) => r.action === 'role.pages');
    // Newest first: the removal, then the grant.
    expect(rolePages.map((r) => r.details)).toEqual([
      { added: [], removed: ['customer-list'] },
      { added: ['customer-list'], removed: [] },
    ]);
    expect(rolePages[0]?.actor).toBe('Chief');
  });

  it('refuses to take pages from the admin role, an unknown role, and a bad page', async () => {
    const lose = await t.call(
      'saveRolePages',
      { jsonData: { role: 'admin', pages: ['select-home'] } },
      admin,
    );
    expect(lose.statusCode).toBe(409);
    const unknown = await t.call(
      'saveRolePages',
      { jsonData: { role: 'nobody', pages: [] } },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await t.send(
      'saveRolePages',
      { jsonData: { role: 'viewer', pages: ['no-such-page'] } },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('jsonData.pages.0');
  });
});

describe('getAuditLog', () => {
  it('filters by whole days and checks the range', async () => {
    const today = dayInZone(new Date());
    const rows = (
      await t.call('getAuditLog', { jsonStartDate: today, jsonEndDate: today }, admin)
    ).json();
    expect(rows.length).toBeGreaterThan(0);
    const past = await t.call(
      'getAuditLog',
      { jsonStartDate: '2001-01-01', jsonEndDate: '2001-01-31' },
      admin,
    );
    expect(past.json()).toEqual([]);
    const half = await t.call('getAuditLog', { jsonStartDate: today }, admin);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.issues[0].path).toBe('jsonEndDate');
  });

  it('reads the days as the mill’s: from 18:30 UTC an entry is on the next day', async () => {
    await t.database.db.insert(auditLog).values([
      { at: new Date('2021-03-14T18:29:00Z'), action: 'test.late', target: '23:59 in the mill' },
      { at: new Date('2021-03-14T20:00:00Z'), action: 'test.next', target: '01:30 next day' },
    ]);
    const on = async (day: string) =>
      (await t.callOk('getAuditLog', { jsonStartDate: day, jsonEndDate: day }, admin)).map(
        (r) => r.action,
      );
    expect(await on('2021-03-14')).toEqual(['test.late']);
    expect(await on('2021-03-15')).toEqual(['test.next']);
  });
});

describe('your own sessions', () => {
  it('lists them with the current one marked, and signs out the others', async () => {
    const first = await t.userWithRoles('Roamer', ['viewer']);
    const login = await t.call('login', {
      credentials: { email: 'roamer@mill.test', password: 'correct horse battery' },
    });
    const second = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const list = (await t.call('getMySessions', {}, second)).json() as { current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const ended = await t.call('endOtherSessions', {}, second);
    expect(ended.json()).toEqual({ ok: true, ended: 1 });
    expect((await t.call('getSession', {}, first)).statusCode).toBe(401);
    expect((await t.call('getMySessions', {}, second)).json()).toHaveLength(1);
  });
});
