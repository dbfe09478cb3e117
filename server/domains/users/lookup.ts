import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A user by name, case-insensitively (usernames are unique ignoring case). */
export async function userByName(db: Db, username: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, active: users.active })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw notFound(`No user named ${username}.`);
  return user;
}

export const rolesOf = async (db: Db, userId: number): Promise<string[]> =>
  (
    await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.role))
  ).map((r) => r.role);

export const iso = (value: Date | string): string => new Date(value).toISOString();
