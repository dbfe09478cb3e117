import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callList, callPath, type AnyCall } from '../../contract';
import { wrapBareBody } from '../../contract/core/body';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/cookie';
import { isCredentialCall } from '../auth/handlers';
import { resolveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { takingNumbersOn } from '../db/numbering';
import type { Ctx, SessionUser } from './context';
import { assertSameOrigin } from './csrf';
import { decodeBody, decodeQuery } from './decode';
import { AppError } from './errors';
import { idempotentSave, REPLAYED_HEADER, runIdempotent } from './idempotency';
import { handlerFor } from '../handlers';

/** Registers every call of the contract at its seed path and method. */
export function registerCalls(app: FastifyInstance, database: Database, config: Config): void {
  for (const call of callList) {
    const methods: ('GET' | 'POST')[] =
      call.method === 'POST' ? ['POST'] : call.kind === 'save' ? ['GET', 'POST'] : ['GET'];
    app.route({
      method: methods,
      url: callPath(call),
      // Fastify would answer HEAD with the GET handler, and a save must never run on a HEAD.
      exposeHeadRoute: false,
      handler: (req, reply) => answer(call, req, reply, database, config),
    });
  }
}

async function answer(
  call: AnyCall,
  req: FastifyRequest,
  reply: FastifyReply,
  database: Database,
  config: Config,
): Promise<unknown> {
  const user = await authorise(call, req, database);
  if (call.kind === 'save') assertSameOrigin(req);
  const raw =
    req.method === 'GET'
      ? decodeQuery(call.input, req.query as Record<string, unknown>)
      : wrapBareBody(call, decodeBody(req.body));
  const parsed = call.input.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: i.path.map(String).join('.') || '(body)',
      message: i.message,
    }));
    const first = issues[0];
    throw new AppError(
      'bad_input',
      first ? `${first.path}: ${first.message}` : 'Invalid input',
      issues,
    );
  }
  const handler = handlerFor(call);
  if (!handler) {
    throw new AppError('not_built', `${call.name} is not available yet in this version of Greige.`);
  }
  const deferred: ((db: Database['db']) => Promise<void>)[] = [];
  const base: Omit<Ctx, 'db'> = {
    afterwards: (work) => void deferred.push(work),
    user,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    config,
    log: req.log,
    cookies: {
      setSession: (token, expiresAt) => setSessionCookie(req, reply, token, expiresAt),
      clearSession: () => clearSessionCookie(req, reply),
    },
  };
  const run = (ctx: Ctx) => handler(ctx, parsed.data);
  let result: unknown;
  try {
    // A save with an Idempotency-Key is applied once: a repeat gets the stored answer.
    // Calls that take a password never get a key (see isCredentialCall); they open their own
    // transactions, so the attempts they count stay counted when they fail.
    const credential = isCredentialCall(call.name);
    const once =
      call.kind === 'save' && !credential
        ? idempotentSave(req, call.name, user?.id ?? null, raw)
        : null;
    // Document numbers are taken on their own connection, not held for the save's whole
    // transaction (server/db/numbering.ts).
    result = await takingNumbersOn(database.numbers, () =>
      once
        ? runIdempotent(
            database,
            once,
            (tx) => run({ ...base, db: tx }),
            () => void reply.header(REPLAYED_HEADER, 'true'),
          )
        : call.kind === 'save' && !credential
          ? database.db.transaction((tx) => run({ ...base, db: tx }))
          : run({ ...base, db: database.db }),
    );
  } finally {
    for (const work of deferred) await work(database.db);
  }
  void reply.header('cache-control', 'no-store');
  return result;
}

async function authorise(
  call: AnyCall,
  req: FastifyRequest,
  database: Database,
): Promise<SessionUser | null> {
  if (call.access === 'public') return null;
  const token = readSessionToken(req);
  const user = token ? await resolveSession(database.db, token) : null;
  if (!user) throw new AppError('not_signed_in', 'Please sign in.');
  if (call.access === 'signedIn') return user;
  if (!call.access.some((page) => user.pages.has(page))) {
    throw new AppError('forbidden', `Your roles do not give access to ${call.name}.`);
  }
  return user;
}
