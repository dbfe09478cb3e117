import { eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../auth/sessions';
import { sessions, users } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { conflict } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { assertAnotherActiveAdmin } from './lastAdmin';
import { rolesOf, userByName } from './lookup';
import { requireAdmin } from './requireAdmin';

export const statusHandlers = {
  setUserActive: async (ctx, { jsonData: { username, active } }) => {
    requireAdmin(ctx, 'enable or disable users');
    const user = await userByName(ctx.db, username);
    if (!active && user.id === ctx.user.id) {
      throw conflict('You cannot disable your own account; ask another administrator.');
    }
    if (!active && user.active && (await rolesOf(ctx.db, user.id)).includes(ADMIN_ROLE)) {
      await assertAnotherActiveAdmin(
        ctx.db,
        user.id,
        'The last active administrator cannot be disabled.',
      );
    }
    let endedSessions = 0;
    if (user.active !== active) {
      await ctx.db.update(users).set({ active }).where(eq(users.id, user.id));
      // Sessions are checked against `active` on every call too; deleting them makes it final.
      if (!active) {
        const ended = await ctx.db
          .delete(sessions)
          .where(eq(sessions.userId, user.id))
          .returning({ tokenHash: sessions.tokenHash });
        endedSessions = ended.length;
      }
      await recordAudit(
        ctx.db,
        ctx.user.id,
        active ? 'user.enabled' : 'user.disabled',
        user.username,
        {
          endedSessions,
        },
      );
    }
    return { username: user.username, active, endedSessions };
  },
} satisfies HandlerMap;
