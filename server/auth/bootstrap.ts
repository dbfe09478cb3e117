import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';
import { hashPassword } from './passwords';
import { ADMIN_ROLE } from './sessions';

/**
 * Makes sure there is an administrator to sign in with. When none exists, creates one from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password that is returned once to be printed.
 */
export async function ensureAdministrator(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: false } | { created: true; email: string; generatedPassword?: string }> {
  const admins = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, ADMIN_ROLE))
    .limit(1);
  if (admins.length > 0) return { created: false };
  const chosen = password ?? randomBytes(12).toString('base64url');
  const normalised = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalised));
    const id =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({
            username: 'admin',
            email: normalised,
            passwordHash: await hashPassword(chosen),
          })
          .returning({ id: users.id })
      )[0]?.id;
    if (id === undefined) throw new Error('could not create the administrator');
    await tx.insert(userRoles).values({ userId: id, role: ADMIN_ROLE }).onConflictDoNothing();
    return {
      created: true,
      email: normalised,
      ...(existing || password ? {} : { generatedPassword: chosen }),
    };
  });
}
