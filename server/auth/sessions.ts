import { and, eq, gt, inArray } from 'drizzle-orm';
import { isPageName, pageNames, type PageName } from '../../contract';
import type { Db } from '../db/client';
import { rolePages, sessions, userRoles, users } from '../db/schema';
import type { SessionUser } from '../http/context';
import { hashToken, newToken } from './tokens';

/** No inactivity time-out (the mill turned it off); an absolute lifetime still ends old sessions. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const ADMIN_ROLE = 'admin';
/**
 * Pages every signed-in user may open, whatever their roles: the start page (which tells a new
 * user they are waiting for access) and their own profile and password.
 */
export const EVERY_USER_PAGES: readonly PageName[] = ['select-home', 'user-profile'];

export async function startSession(
  db: Db,
  userId: number,
  meta: { ip: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return { token, expiresAt };
}

/** The user behind a session token with their roles and pages, read fresh on every call. */
export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    );
  if (!row) return null;
  const access = await accessOf(db, row.id);
  return { ...row, ...access, tokenHash };
}

export async function accessOf(
  db: Db,
  userId: number,
): Promise<{ roles: string[]; pages: Set<PageName>; isAdmin: boolean }> {
  const roleRows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const roles = roleRows.map((r) => r.role).sort();
  const isAdmin = roles.includes(ADMIN_ROLE);
  if (isAdmin) return { roles, pages: new Set(pageNames), isAdmin };
  if (roles.length === 0) return { roles, pages: new Set(EVERY_USER_PAGES), isAdmin };
  const pageRows = await db
    .selectDistinct({ page: rolePages.page })
    .from(rolePages)
    .where(inArray(rolePages.role, roles));
  const granted = pageRows.map((r) => r.page).filter(isPageName);
  return { roles, pages: new Set([...EVERY_USER_PAGES, ...granted]), isAdmin };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
