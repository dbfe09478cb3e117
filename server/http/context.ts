import type { FastifyBaseLogger } from 'fastify';
import type {
  AnyCall,
  CallName,
  CallOutput,
  CallParsedInput,
  Calls,
  PageName,
} from '../../contract';
import type { Db } from '../db/client';
import type { Config } from '../config';

export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly roles: readonly string[];
  readonly pages: ReadonlySet<PageName>;
  readonly isAdmin: boolean;
  /** Hash of the token this request came with, so a handler can end or keep this very session. */
  readonly tokenHash: string;
}

/** What the HTTP layer lends a handler: the database (a transaction for saves), the user, cookies. */
export interface Ctx {
  readonly db: Db;
  /**
   * Runs `work` after the call's transaction has ended, committed or rolled back, for records that
   * must stay even when the save fails (a failed sign-in counts towards throttling although the
   * sign-in is refused). The embedded database has one connection, so this cannot run inside.
   */
  readonly afterwards: (work: (db: Db) => Promise<void>) => void;
  readonly user: SessionUser | null;
  readonly ip: string;
  readonly userAgent: string | null;
  readonly config: Config;
  readonly log: FastifyBaseLogger;
  readonly cookies: {
    setSession(token: string, expiresAt: Date): void;
    clearSession(): void;
  };
}

/** A signed-in context: the HTTP layer guarantees `user` for every call that is not public. */
export type UserCtx = Ctx & { readonly user: SessionUser };

export type Handler<C extends AnyCall> = (
  ctx: UserCtx,
  input: CallParsedInput<C>,
) => Promise<CallOutput<C>>;
export type PublicHandler<C extends AnyCall> = (
  ctx: Ctx,
  input: CallParsedInput<C>,
) => Promise<CallOutput<C>>;

/** Handlers of calls that need a session (almost all). */
export type HandlerMap = { [K in CallName]?: Handler<Calls[K]> };
/** Handlers of the calls anyone may make (register, login): no user is guaranteed. */
export type PublicHandlerMap = { [K in CallName]?: PublicHandler<Calls[K]> };
