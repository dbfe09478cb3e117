import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerCalls } from './http/calls';
import { registerCompression } from './http/compression';
import { watchForwardedFor } from './http/forwarded';
import { AppError, fromDatabaseError, unavailableFrom } from './http/errors';
import {
  liveInlineScriptSources,
  registerSecurityHeaders,
  trustProxyOption,
} from './http/security';
import { registerStatic } from './http/static';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  https?: { cert: Buffer; key: Buffer } | null;
}

/** Builds the whole server (API + PWA) without listening, so tests drive it with `inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  https,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Forwarded headers are believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    ...(https ? { https } : {}),
  }) as unknown as FastifyInstance;

  await app.register(fastifyCookie);
  watchForwardedFor(app, database);
  await registerSecurityHeaders(app, liveInlineScriptSources(config.STATIC_DIR));
  // Before any route: the plugin attaches itself to each route as it is added.
  await registerCompression(app);

  const sendError = (reply: FastifyReply, error: AppError) => {
    if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).header('cache-control', 'no-store').send(error.toBody());
  };

  app.setErrorHandler((error, req, reply) => {
    // A value the database refuses (NUL in text, a duplicate, ...) is the client's 400/409.
    const refused = fromDatabaseError(error);
    if (refused) {
      req.log.warn({ err: error }, 'the database refused input');
      return sendError(reply, refused);
    }
    // The database refusing or not answering is 503 with words, for every call alike.
    const down = unavailableFrom(error);
    if (down) {
      req.log.error({ err: error }, 'the database is not available');
      return sendError(reply, down);
    }
    if (error instanceof AppError) return sendError(reply, error);
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's fault, said plainly.
      const body = new AppError('bad_input', (error as Error).message).toBody();
      return reply.status(status === 413 || status === 415 ? status : 400).send(body);
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send(new AppError('internal', 'Something went wrong on the server.').toBody());
  });

  app.get('/api/health', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return { ok: true, database: database.kind };
    } catch (error) {
      const down = unavailableFrom(error);
      return reply.status(503).send({
        ok: false,
        database: database.kind,
        message: down?.message ?? 'The database is not available.',
      });
    }
  });

  registerCalls(app, database, config);

  const hasStatic = await registerStatic(app, config.STATIC_DIR);

  app.setNotFoundHandler((req, reply) => {
    const isApi = /^\/api(3003|3020)?\//.test(req.url) || req.url.startsWith('/api/');
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD') || !hasStatic) {
      return reply
        .status(404)
        .send(
          new AppError('not_found', `No call at ${req.method} ${req.url.split('?')[0]}.`).toBody(),
        );
    }
    // A file that is not there (a chunk of an older build, /favicon.ico) is a 404, not the
    // shell: the page's HTML in place of a script or an image only hides the miss. App routes
    // have no extension.
    const where = req.url.split('?')[0] ?? '';
    if (where.startsWith('/assets/') || /\.\w+$/.test(where.split('/').pop() ?? '')) {
      return reply.status(404).send(new AppError('not_found', `No file at ${where}.`).toBody());
    }
    // Every app route is a client route: the shell answers and the router takes over.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
