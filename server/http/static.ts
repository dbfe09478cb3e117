import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built PWA from the same origin as the API. Hashed assets never change, so they are
 * cached for a year; index.html, the service worker and the manifest must always be revalidated,
 * or a tablet could keep an old app forever.
 *
 * The build writes a brotli and a gzip copy beside each text asset (vite.config.ts); the one the
 * browser accepts is sent, with `Vary: Accept-Encoding` so no cache hands it to one that does not.
 * The cache rules follow the file asked for: index.html.br is still index.html, never kept stale.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = path.resolve(staticDir);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const rel = path
        .relative(root, filePath.replace(/\.(br|gz)$/, ''))
        .split(path.sep)
        .join('/');
      void res.header(
        'cache-control',
        rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
