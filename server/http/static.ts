import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built PWA from the same origin as the API. Hashed assets never change, so they are
 * cached for a year; index.html, the service worker and the manifest must always be revalidated,
 * or a tablet could keep an old app forever.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = path.resolve(staticDir);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      void res.header(
        'cache-control',
        rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
