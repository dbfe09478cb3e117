import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Every path the API answers under: the three services and the health check. */
export const isApiPath = (url: string): boolean => /^\/api(?:3003|3020)?\//.test(url);

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the nearest n senders": Fastify itself now
 * trusts no one for a bare number, since a client that reaches the server directly could then
 * pose as the proxy; with a count, only the proxy must be able to reach the server.
 */
export const trustProxyOption = (
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof value === 'number' ? (_address, hop) => hop < value : value;

/** Two years, with subdomains: what browsers' preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The CSP sources of the built index.html's inline scripts, each by its SHA-256: the route hints
 * (scripts/route-hints.ts), which start the app once the start screen is painted: only that exact
 * text may run.
 */
export function inlineScriptSources(staticDir: string): string[] {
  const file = path.join(path.resolve(staticDir), 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The same sources, for the index.html there is now: read again when the file changes, so a
 * build under a running server (an update of the mill's server) keeps its start script allowed.
 * Without this the new start script was refused and the app stayed on its start screen until a
 * restart. Only a page's answer looks at the file: API calls and built assets, the many answers,
 * run no script of their own and keep the sources last read.
 */
export function liveInlineScriptSources(staticDir: string): (url: string) => string {
  const file = path.join(path.resolve(staticDir), 'index.html');
  let seen: { version: string; sources: string } | undefined;
  return (url) => {
    if (seen && (isApiPath(url) || url.startsWith('/assets/'))) return seen.sources;
    const stat = statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (seen?.version !== version)
      seen = { version, sources: inlineScriptSources(staticDir).join(' ') };
    return seen.sources;
  };
}

/**
 * Security headers on every answer (helmet's well-kept defaults), with a Content-Security-Policy
 * that allows no inline script but the built index.html's own (by hash): the rest of the app is
 * module scripts from its own origin. Styles may
 * be inline because Mantine writes its CSS variables into a style element at run time; images may
 * be data URLs (visitor photos) or blobs (the camera). No page may frame the app.
 *
 * HSTS is only sent on HTTPS (the real connection, or a trusted proxy's X-Forwarded-Proto): on a
 * plain-HTTP LAN address it would be ignored at best, and `upgrade-insecure-requests` is left out
 * for the same reason, since it would send the tablet to an HTTPS port that does not exist.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScripts: (url: string) => string = () => '',
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => inlineScripts(req.url ?? '/')],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });

  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    // An API answer is about one user at one moment: no cache (browser, proxy or service worker
    // HTTP cache) may keep it, errors included. The worker keeps report reads in its own cache.
    if (isApiPath(req.url)) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
