import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rolePages, roles, userRoles, users } from '../../db/schema';
import { ADMIN_ROLE } from '../../auth/sessions';
import type { HandlerMap } from '../../http/context';
import { badInput, forbidden } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { auditHandlers } from './audit';
import { assertAnotherActiveAdmin } from './lastAdmin';
import { iso, rolesOf, userByName } from './lookup';
import { mistakeTypeHandlers } from './mistakeTypes';
import { requireAdmin } from './requireAdmin';
import { roleHandlers } from './roles';
import { sessionHandlers } from './sessions';
import { settingsHandlers } from './settings';
import { statusHandlers } from './status';

const userRoleHandlers = {
  getUserData: async (ctx) => {
    const rows = await ctx.db
      .select({
        username: users.username,
        email: users.email,
        active: users.active,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
        roles: sql<
          string[]
        >`coalesce(array_agg(${userRoles.role} order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .groupBy(users.id)
      .orderBy(asc(sql`lower(${users.username})`));
    return rows.map((r) => ({
      ...r,
      lastSignInAt: r.lastSignInAt ? iso(r.lastSignInAt) : null,
      createdAt: iso(r.createdAt),
      waiting: r.roles.length === 0,
    }));
  },

  getUserRoles: async (ctx, { jsonUsername }) => {
    const user = await userByName(ctx.db, jsonUsername);
    if (user.id !== ctx.user.id && !ctx.user.isAdmin) {
      throw forbidden('Only an administrator can read another user’s roles.');
    }
    return { username: user.username, roles: await rolesOf(ctx.db, user.id) };
  },

  submitUserRoles: async (ctx, { jsonData }) => {
    requireAdmin(ctx, 'change roles');
    const user = await userByName(ctx.db, jsonData.username);
    if (jsonData.roles.length > 0) {
      const known = await ctx.db
        .select({ name: roles.name })
        .from(roles)
        .where(inArray(roles.name, jsonData.roles));
      const unknown = jsonData.roles.filter((r) => !known.some((k) => k.name === r));
      if (unknown.length) throw badInput('jsonData.roles', `unknown role ${unknown.join(', ')}`);
    }
    const before = await rolesOf(ctx.db, user.id);
    if (before.includes(ADMIN_ROLE) && !jsonData.roles.includes(ADMIN_ROLE) && user.active) {
      await assertAnotherActiveAdmin(
        ctx.db,
        user.id,
        'The last administrator cannot lose the admin role.',
      );
    }
    await ctx.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    if (jsonData.roles.length) {
      await ctx.db
        .insert(userRoles)
        .values(jsonData.roles.map((role) => ({ userId: user.id, role })));
    }
    const after = [...jsonData.roles].sort();
    await recordAudit(ctx.db, ctx.user.id, 'user.roles', user.username, { before, after });
    return { username: user.username, roles: after };
  },

  getPagePermission: async (ctx, { jsonPageName }) => {
    const granting = await ctx.db
      .select({ role: rolePages.role })
      .from(rolePages)
      .where(eq(rolePages.page, jsonPageName))
      .orderBy(asc(rolePages.role));
    const names = new Set([ADMIN_ROLE, ...granting.map((g) => g.role)]);
    return {
      pageName: jsonPageName,
      allowed: ctx.user.pages.has(jsonPageName),
      roles: [...names].sort(),
    };
  },
} satisfies HandlerMap;

export const usersHandlers = {
  ...userRoleHandlers,
  ...statusHandlers,
  ...auditHandlers,
  ...roleHandlers,
  ...sessionHandlers,
  ...settingsHandlers,
  ...mistakeTypeHandlers,
} satisfies HandlerMap;
