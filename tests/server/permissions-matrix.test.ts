/**
 * Every call of the contract × every seeded role: a call answers only a signed-in user whose roles
 * grant one of its pages. Generated from the contract, so a new call is covered the day it is declared.
 */
import { describe, expect, it } from 'vitest';
import { callList, pageNames, type AnyCall, type CallName, type PageName } from '../../contract';
import { EVERY_USER_PAGES } from '../../server/auth/sessions';
import { seededRoles, type SeededRole } from '../../server/permissions/roles';
import { createTestApp } from '../support/app';

const t = await createTestApp();

const roleNames = Object.keys(seededRoles) as SeededRole[];
const grantedPages = (role: SeededRole | 'none'): Set<PageName> =>
  role === 'admin'
    ? new Set(pageNames)
    : new Set([...EVERY_USER_PAGES, ...(role === 'none' ? [] : seededRoles[role].pages)]);

const allowed = (call: AnyCall, pages: Set<PageName>): boolean =>
  call.access === 'public' || call.access === 'signedIn' || call.access.some((p) => pages.has(p));

// logout ends the very session the rest of the matrix uses, so it goes last.
const ordered = [...callList].sort(
  (a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'),
);

describe('every call without a session', () => {
  it('answers 401 unless it is public', async () => {
    const wrong: string[] = [];
    for (const call of ordered) {
      const res = await t.call(call.name as CallName, {});
      const expected =
        call.access === 'public'
          ? res.statusCode !== 401 && res.statusCode !== 403
          : res.statusCode === 401;
      if (!expected) wrong.push(`${call.name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe.each([...roleNames, 'none' as const])('every call as a user with role %s', (role) => {
  it('answers 403 exactly when the role grants none of the call’s pages', async () => {
    const cookie = await t.userWithRoles(`matrix-${role}`, role === 'none' ? [] : [role]);
    const pages = grantedPages(role);
    const wrong: string[] = [];
    let forbiddenCount = 0;
    for (const call of ordered) {
      const res = await t.call(call.name as CallName, {}, cookie);
      const status = res.statusCode;
      if (allowed(call, pages)) {
        // {} is rarely valid input: 400 or 501 (not built) are fine, refusing access is not.
        if (status === 401 || status === 403 || status === 500)
          wrong.push(`${call.name}: ${status} ${res.body}`);
      } else {
        forbiddenCount += 1;
        if (status !== 403) wrong.push(`${call.name}: expected 403, got ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    // A user with no role reaches only their own session, password and profile calls.
    if (role === 'admin') expect(forbiddenCount).toBe(0);
    else expect(forbiddenCount).toBeGreaterThan(0);
  });
});
