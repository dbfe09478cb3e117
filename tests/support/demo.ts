import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import type { UserCtx } from '../../server/http/context';
import { seedDemo } from '../../server/demo';
import { createTestDatabase } from './db';

/**
 * Test support: a fresh database holding the demo mill, and a handler context on it. At scale 1 a
 * copy of the run's demo template; at another scale seeded here.
 */
export async function seededTestDb(scale = 1): Promise<Db> {
  if (scale === 1) return (await createTestDatabase({ demo: true })).db;
  const { db } = await createTestDatabase();
  await seedDemo(db, { scale, log: () => undefined });
  return db;
}

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A signed-in context as the HTTP layer lends it, for calling handlers directly. */
export const handlerCtx = (db: Db): UserCtx => ({
  db,
  // No transaction wraps a direct handler call, so work meant for afterwards can run at once.
  afterwards: (work) => void work(db),
  user: {
    id: 1,
    username: 'tester',
    email: 'tester@mill.test',
    roles: ['admin'],
    pages: new Set(),
    isAdmin: true,
    tokenHash: 'test',
  },
  ip: '127.0.0.1',
  userAgent: null,
  config: loadConfig({}),
  log: quietLog as unknown as FastifyBaseLogger,
  cookies: { setSession: () => undefined, clearSession: () => undefined },
});
