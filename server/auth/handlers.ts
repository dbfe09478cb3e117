import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CallName, SessionInfo } from '../../contract';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { HandlerMap, PublicHandlerMap, SessionUser } from '../http/context';
import { AppError, badInput, forbidden } from '../http/errors';
import { recordAudit } from '../permissions/audit';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';
import { accessOf, endSession, startSession } from './sessions';
import { assertStrongPassword } from './strength';
import {
  claimCurrentPasswordCheck,
  claimRegistration,
  claimSignIn,
  currentPasswordChecked,
  signInFailed,
  signInSucceeded,
} from './throttle';

/**
 * The calls that take a password. They are never idempotent (a stored request would hold the
 * password, and a replayed key would skip the throttle), and the HTTP layer does not wrap them in
 * one transaction: the attempt they count must stay counted when the password is wrong and the
 * call fails, so they open their own transactions for what must be written together.
 */
const credentialCallNames = [
  'register',
  'login',
  'changepassword',
] as const satisfies readonly CallName[];
export const isCredentialCall = (name: string): boolean =>
  (credentialCallNames as readonly string[]).includes(name);

const sessionInfo = (user: Omit<SessionUser, 'tokenHash' | 'id'>): SessionInfo => ({
  username: user.username,
  email: user.email,
  roles: [...user.roles],
  pages: [...user.pages],
  isAdmin: user.isAdmin,
});

/**
 * The one answer to every registration, so it tells no one whether an email is registered: the
 * owner of an existing account is pointed at signing in, a newcomer at the administrator.
 */
export const REGISTERED_MESSAGE =
  'If this email had no account yet, the account is created: sign in with it. An administrator ' +
  'must grant you access before you can use Greige. If you already had an account with this ' +
  'email, sign in with that one or ask an administrator to reset its password.';

const USERNAME_MAX = 60;

/** The asked-for name, or the first of "Name 2", "Name 3", … nobody has (names are unique). */
async function freeUsername(db: Db, wanted: string): Promise<string> {
  const candidates = [wanted];
  for (let n = 2; n <= 20; n++) {
    const suffix = ` ${n}`;
    candidates.push(`${wanted.slice(0, USERNAME_MAX - suffix.length).trimEnd()}${suffix}`);
  }
  const taken = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        candidates.map((c) => c.toLowerCase()),
      ),
    );
  const used = new Set(taken.map((t) => t.name));
  const free = candidates.find((c) => !used.has(c.toLowerCase()));
  return free ?? `${wanted.slice(0, USERNAME_MAX - 7).trimEnd()} ${Date.now() % 1_000_000}`;
}

/**
 * Creates the account unless the email already has one (null then). A name someone already uses
 * gets a number, as a newcomer would expect rather than a refusal that tells who is registered.
 */
async function createAccount(
  db: Db,
  wanted: { username: string; email: string },
  passwordHash: string,
): Promise<{ id: number; username: string } | null> {
  // A parallel registration may take the name between the look-up and the insert: look again.
  for (let round = 0; round < 5; round++) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, wanted.email));
    if (existing) return null;
    const username = await freeUsername(db, wanted.username);
    const [created] = await db
      .insert(users)
      .values({ username, email: wanted.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    if (created) return created;
  }
  throw new AppError('busy', 'The account could not be created just now. Try again.');
}

export const authPublicHandlers = {
  register: async (ctx, { signcredentials: c }) => {
    assertStrongPassword('signcredentials.password', c.password, [c.email, c.username]);
    await claimRegistration(ctx.db, ctx.ip);
    // Hashed whether or not an account is made, so the answer takes as long either way.
    const passwordHash = await hashPassword(c.password);
    await ctx.db.transaction(async (tx) => {
      const created = await createAccount(tx, c, passwordHash);
      await recordAudit(
        tx,
        null,
        created ? 'user.registered' : 'user.registered_again',
        c.email,
        created ? { username: created.username } : { address: ctx.ip },
      );
    });
    return { ok: true as const, message: REGISTERED_MESSAGE };
  },

  login: async (ctx, { credentials: { email, password } }) => {
    // Counted before the password is checked: parallel guesses cannot all get past the limit.
    const attempt = await claimSignIn(ctx.db, email, ctx.ip);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await dummyVerify(password), false);
    if (!user || !valid || !user.active) {
      await signInFailed(ctx.db, attempt, email, ctx.ip);
      throw new AppError(
        'not_signed_in',
        user && valid
          ? 'This account is disabled. Ask an administrator.'
          : 'Email or password is wrong.',
      );
    }
    await signInSucceeded(ctx.db, attempt, email, ctx.ip);
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
    if (own && !p.currentPassword) throw badInput('passwordData.currentPassword', 'is required');
    assertStrongPassword('passwordData.newPassword', p.newPassword, [p.email, target.username]);
    if (own && p.currentPassword) {
      // Counted before the check, like a sign-in: a stolen session cannot guess the password.
      const attempt = await claimCurrentPasswordCheck(ctx.db, ctx.user.id);
      const right = await verifyPassword(target.passwordHash, p.currentPassword);
      await currentPasswordChecked(ctx.db, attempt, ctx.user.id, p.email, right);
      if (!right) throw badInput('passwordData.currentPassword', 'is not your current password');
    }
    const passwordHash = await hashPassword(p.newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
      // A new password ends every other session of that user; the one making the change stays.
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, target.id), ne(sessions.tokenHash, ctx.user.tokenHash)));
      await recordAudit(tx, ctx.user.id, own ? 'password.changed' : 'password.reset', p.email, {});
    });
    return { ok: true as const, message: 'Password changed.' };
  },
} satisfies HandlerMap;
