import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isPageName, pageNames, type PageName } from '../../../contract';
import type { RoleRow } from '../../../contract/main/users';
import { ADMIN_ROLE } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { rolePages, roles, userRoles } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { requireAdmin } from './requireAdmin';

/** Every role with its pages (in the contract's page order) and how many users hold it. */
async function listRoles(db: Db, only?: string): Promise<RoleRow[]> {
  const rows = await db
    .select({
      name: roles.name,
      title: roles.title,
      description: roles.description,
      pages: sql<
        string[]
      >`coalesce((select array_agg(${rolePages.page}) from ${rolePages} where ${rolePages.role} = ${roles.name}), '{}')`,
      users: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.role} = ${roles.name})`,
    })
    .from(roles)
    .where(only === undefined ? undefined : eq(roles.name, only))
    .orderBy(asc(roles.name));
  return rows.map((r) => {
    // The admin role implies every page, whatever its stored rows say (see accessOf).
    const granted = new Set(r.pages.filter(isPageName));
    const pages = r.name === ADMIN_ROLE ? [...pageNames] : pageNames.filter((p) => granted.has(p));
    return { ...r, pages };
  });
}

export const roleHandlers = {
  getRoles: async (ctx) => listRoles(ctx.db),

  saveRolePages: async (ctx, { jsonData: { role, pages } }) => {
    requireAdmin(ctx, 'change what a role grants');
    const [current] = await listRoles(ctx.db, role);
    if (!current) throw notFound(`No role named ${role}.`);
    const wanted = new Set<PageName>(pages);
    const removed = current.pages.filter((p) => !wanted.has(p));
    const added = pages.filter((p) => !current.pages.includes(p));
    if (role === ADMIN_ROLE && removed.length > 0) {
      throw conflict('The admin role always grants every page, so it cannot lose any.');
    }
    if (removed.length) {
      await ctx.db
        .delete(rolePages)
        .where(and(eq(rolePages.role, role), inArray(rolePages.page, removed)));
    }
    if (added.length) {
      await ctx.db
        .insert(rolePages)
        .values(added.map((page) => ({ role, page })))
        .onConflictDoNothing();
    }
    if (removed.length || added.length) {
      await recordAudit(ctx.db, ctx.user.id, 'role.pages', role, { added, removed });
    }
    const [saved] = await listRoles(ctx.db, role);
    if (!saved) throw notFound(`No role named ${role}.`);
    return saved;
  },
} satisfies HandlerMap;
