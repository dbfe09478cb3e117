import { and, eq, ne, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../contract';
import { sessions, users } from '../db/schema';
import type { HandlerMap, PublicHandlerMap, SessionUser } from '../http/context';
import { AppError, badInput, forbidden } from '../http/errors';
import { recordAudit } from '../permissions/audit';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';
import { accessOf, endSession, startSession } from './sessions';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './throttle';

const sessionInfo = (user: Omit<SessionUser, 'tokenHash' | 'id'>): SessionInfo => ({
  username: user.username,
  email: user.email,
  roles: [...user.roles],
  pages: [...user.pages],
  isAdmin: user.isAdmin,
});

export const authPublicHandlers = {
  register: async (ctx, { signcredentials: c }) => {
    const taken = await ctx.db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(sql`${users.email} = ${c.email} or lower(${users.username}) = lower(${c.username})`);
    if (taken.some((t) => t.email === c.email)) {
      throw badInput('signcredentials.email', 'is already registered');
    }
    if (taken.length > 0) throw badInput('signcredentials.username', 'is already taken');
    const [created] = await ctx.db
      .insert(users)
      .values({
        username: c.username,
        email: c.email,
        passwordHash: await hashPassword(c.password),
      })
      .returning({ id: users.id, username: users.username });
    if (!created) throw new AppError('internal', 'The account could not be created.');
    await recordAudit(ctx.db, null, 'user.registered', c.email, { username: c.username });
    return { ok: true as const, username: created.username };
  },

  login: async (ctx, { credentials: { email, password } }) => {
    await assertNotThrottled(ctx.db, email, ctx.ip);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await dummyVerify(password), false);
    if (!user || !valid || !user.active) {
      ctx.afterwards((db) => recordFailure(db, email, ctx.ip));
      throw new AppError(
        'not_signed_in',
        user && valid
          ? 'This account is disabled. Ask an administrator.'
          : 'Email or password is wrong.',
      );
    }
    await clearAccountFailures(ctx.db, email);
    const { token, expiresAt } = await startSession(ctx.db, user.id, ctx);
    ctx.cookies.setSession(token, expiresAt);
    const access = await accessOf(ctx.db, user.id);
    return sessionInfo({ ...user, ...access });
  },
} satisfies PublicHandlerMap;

export const authHandlers = {
  getSession: async (ctx) => sessionInfo(ctx.user),

  logout: async (ctx) => {
    await endSession(ctx.db, ctx.user.tokenHash);
    ctx.cookies.clearSession();
    return { ok: true as const };
  },

  changepassword: async (ctx, { passwordData: p }) => {
    const own = p.email === ctx.user.email;
    if (!own && !ctx.user.isAdmin) throw forbidden('You can change only your own password.');
    const [target] = await ctx.db.select().from(users).where(eq(users.email, p.email));
    if (!target) throw badInput('passwordData.email', 'no user has this email');
    if (own) {
      if (!p.currentPassword) throw badInput('passwordData.currentPassword', 'is required');
      if (!(await verifyPassword(target.passwordHash, p.currentPassword))) {
        throw badInput('passwordData.currentPassword', 'is not your current password');
      }
    }
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(p.newPassword) })
      .where(eq(users.id, target.id));
    // A new password ends every other session of that user; the one making the change stays.
    await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.userId, target.id), ne(sessions.tokenHash, ctx.user.tokenHash)));
    await recordAudit(
      ctx.db,
      ctx.user.id,
      own ? 'password.changed' : 'password.reset',
      p.email,
      {},
    );
    return { ok: true as const, message: 'Password changed.' };
  },
} satisfies HandlerMap;
