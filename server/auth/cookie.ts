import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_MS } from './sessions';

const BASE_NAME = 'greige_session';

/**
 * On HTTPS the session cookie carries the `__Host-` prefix: a browser then keeps it only when it is
 * Secure, for path `/` and for this very host, so neither a sibling host nor a plain-HTTP page can
 * plant or overwrite it. "HTTPS" is the real connection, or what a proxy trusted through
 * TRUST_PROXY says (`req.protocol`); a client's own X-Forwarded-Proto changes nothing.
 */
const isHttps = (req: FastifyRequest): boolean => req.protocol === 'https';

export const sessionCookieName = (req: FastifyRequest): string =>
  isHttps(req) ? `__Host-${BASE_NAME}` : BASE_NAME;

const options = (req: FastifyRequest, expires?: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isHttps(req),
  ...(expires ? { expires } : {}),
});

export const readSessionToken = (req: FastifyRequest): string | undefined =>
  req.cookies[sessionCookieName(req)];

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS),
): void {
  void reply.setCookie(sessionCookieName(req), token, options(req, expiresAt));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(sessionCookieName(req), options(req));
}
