import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePages, roles, userRoles, users } from '../../db/schema';
import { ADMIN_ROLE } from '../../auth/sessions';
import type { HandlerMap } from '../../http/context';
import { badInput, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';

async function userByName(db: Db, username: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw notFound(`No user named ${username}.`);
  return user;
}

const rolesOf = async (db: Db, userId: number) =>
  (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.role))).map(
    (r) => r.role,
  );

export const usersHandlers = {
  getUserData: async (ctx) => {
    const rows = await ctx.db
      .select({
        username: users.username,
        email: users.email,
        active: users.active,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
        roles: sql<string[]>`coalesce(array_agg(${userRoles.role} order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .groupBy(users.id)
      .orderBy(asc(sql`lower(${users.username})`));
    return rows.map((r) => ({
      ...r,
      lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  },

  getUserRoles: async (ctx, { jsonUsername }) => {
    const user = await userByName(ctx.db, jsonUsername);
    return { username: user.username, roles: await rolesOf(ctx.db, user.id) };
  },

  submitUserRoles: async (ctx, { jsonData }) => {
    const user = await userByName(ctx.db, jsonData.username);
    if (jsonData.roles.length > 0) {
      const known = await ctx.db.select({ name: roles.name }).from(roles).where(inArray(roles.name, jsonData.roles));
      const unknown = jsonData.roles.filter((r) => !known.some((k) => k.name === r));
      if (unknown.length) throw badInput('jsonData.roles', `unknown role ${unknown.join(', ')}`);
    }
    const before = await rolesOf(ctx.db, user.id);
    if (before.includes(ADMIN_ROLE) && !jsonData.roles.includes(ADMIN_ROLE)) {
      // Serialise admin removals so two administrators cannot remove each other at the same time.
      await ctx.db.execute(sql`select pg_advisory_xact_lock(7245001)`);
      const [others] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.role, ADMIN_ROLE), eq(users.active, true), sql`${users.id} <> ${user.id}`));
      if (!others || others.n === 0) throw conflict('The last administrator cannot lose the admin role.');
    }
    await ctx.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    if (jsonData.roles.length) {
      await ctx.db.insert(userRoles).values(jsonData.roles.map((role) => ({ userId: user.id, role })));
    }
    await recordAudit(ctx.db, ctx.user.id, 'user.roles', user.username, { before, after: jsonData.roles });
    return { username: user.username, roles: [...jsonData.roles].sort() };
  },

  getPagePermission: async (ctx, { jsonPageName }) => {
    const granting = await ctx.db
      .select({ role: rolePages.role })
      .from(rolePages)
      .where(eq(rolePages.page, jsonPageName))
      .orderBy(asc(rolePages.role));
    const names = new Set([ADMIN_ROLE, ...granting.map((g) => g.role)]);
    return { pageName: jsonPageName, allowed: ctx.user.pages.has(jsonPageName), roles: [...names].sort() };
  },
} satisfies HandlerMap;

