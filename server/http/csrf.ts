import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '../../contract';
import { AppError } from './errors';

const refused = () =>
  new AppError('forbidden', 'Saves must come from the Greige app on this address.');

/**
 * A save is taken only from the app itself, never from a page of another site (CSRF). Browsers
 * say where a request comes from: Sec-Fetch-Site (all current ones), else Origin. Either must
 * name this very origin. A request with neither is not from a browser page (an older client, a
 * script, a test) and cannot carry a victim's cookie by accident, so it is taken.
 *
 * A save sent as GET must also carry the app's header: a plain link or image could make it.
 */
export function assertSameOrigin(req: FastifyRequest): void {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') throw refused();
  } else {
    const origin = req.headers.origin;
    if (origin !== undefined && !isThisHost(origin, req.host)) throw refused();
  }
  if (req.method === 'GET' && !req.headers[CLIENT_HEADER]) {
    throw new AppError('forbidden', 'Saves must come from the Greige app (send them as POST).');
  }
}

/**
 * Compared as URLs, so a default port written on one side only still matches. `Origin: null`
 * (a sandboxed frame, a redirect from elsewhere) is never this host.
 */
function isThisHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
