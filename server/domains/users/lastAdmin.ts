import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { conflict } from '../../http/errors';

/**
 * Refuses a change that would leave no active administrator. The advisory lock serialises such
 * changes, so two administrators cannot remove or disable each other at the same moment.
 */
export async function assertAnotherActiveAdmin(
  db: Db,
  userId: number,
  message: string,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7245001)`);
  const [others] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.role, ADMIN_ROLE), eq(users.active, true), sql`${users.id} <> ${userId}`),
    );
  if (!others || others.n === 0) throw conflict(message);
}
